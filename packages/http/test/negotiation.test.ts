import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { preferredCharsets } from '../src/negotiation/charsets.js';
import { preferredEncodings } from '../src/negotiation/encodings.js';
import { preferredLanguages } from '../src/negotiation/languages.js';
import { mediaTypeQuality, preferredMediaTypes } from '../src/negotiation/media-types.js';
import { parseAccept, parseQuality } from '../src/negotiation/parse-accept.js';

// The negotiator Express 5 uses (through accepts 2), as the reference for well-formed headers.
const require = createRequire(import.meta.url);
type Negotiate = (header: string | undefined, offers?: string[]) => string[];
const acceptsRoot = require.resolve('accepts');
const ref = {
  media: require(require.resolve('negotiator/lib/mediaType', { paths: [acceptsRoot] })) as Negotiate,
  charset: require(require.resolve('negotiator/lib/charset', { paths: [acceptsRoot] })) as Negotiate,
  encoding: require(require.resolve('negotiator/lib/encoding', { paths: [acceptsRoot] })) as Negotiate,
  language: require(require.resolve('negotiator/lib/language', { paths: [acceptsRoot] })) as Negotiate,
};

describe('parseAccept', () => {
  it('reads ranges, parameters and weights', () => {
    const entries = parseAccept('text/html;level=1;q=0.5, text/*; charset="utf-8, x" ;q=0.2,, */*');
    expect(entries.map((e) => [e.value, { ...e.params }, e.q, e.index])).toEqual([
      ['text/html', { level: '1' }, 0.5, 0],
      ['text/*', { charset: 'utf-8, x' }, 0.2, 1],
      ['*/*', {}, 1, 2],
    ]);
  });

  it('unescapes quoted pairs and survives an unterminated quote', () => {
    expect({ ...parseAccept('a;p="x\\"y"')[0]?.params }).toEqual({ p: 'x"y' });
    expect(parseAccept('a;p="unterminated, b').map((e) => e.value)).toEqual(['a']);
  });

  it.each([
    ['1', 1],
    ['0.5', 0.5],
    ['0', 0],
    // negotiator's reading: parseFloat, an empty q= is 1, no cap above 1.
    ['', 1],
    ['abc', 0],
    ['-1', 0],
    ['0.5abc', 0.5],
    ['2', 2],
    ['1'.repeat(40), Number.parseFloat('1'.repeat(40))],
  ])('parseQuality(%j) is %d', (text, q) => {
    expect(parseQuality(text)).toBe(q);
  });

  it('is linear: a 1 MB header of separators parses in one pass', () => {
    const huge = ';=;"'.repeat(250_000);
    expect(parseAccept(huge).length).toBeLessThanOrEqual(1);
    expect(parseAccept(','.repeat(1_000_000))).toEqual([]);
  });
});

describe('preferredMediaTypes', () => {
  it('orders by weight, specificity, header order and offer order', () => {
    expect(preferredMediaTypes('text/*, text/html;q=0.5, */*;q=0.1', ['text/html', 'text/plain', 'image/png'])).toEqual(
      ['text/plain', 'text/html', 'image/png'],
    );
    expect(preferredMediaTypes('text/html;level=1, text/html;q=0.5', ['text/html', 'text/html;level=1'])).toEqual([
      'text/html;level=1',
      'text/html',
    ]);
    expect(preferredMediaTypes(undefined, ['a/b', 'c/d'])).toEqual(['a/b', 'c/d']);
    expect(preferredMediaTypes('', ['a/b'])).toEqual([]);
  });

  it('skips invalid offers', () => {
    expect(preferredMediaTypes('*/*', ['nonsense', 'text/html'])).toEqual(['text/html']);
  });
});

describe('mediaTypeQuality', () => {
  it.each([
    [undefined, 'application/json', 1],
    ['application/*;q=0.4, application/json;q=0.9', 'application/json; charset=utf-8', 0.9],
    ['application/json;q=0.9, application/json;charset=utf-8;q=0.2', 'application/json; charset=utf-8', 0.2],
    ['*/*;q=0.1', 'text/html', 0.1],
    ['text/*', 'application/json', 0],
    ['application/json;charset=latin1', 'application/json; charset=utf-8', 0],
    ['application/json', 'not a type', 0],
  ])('Accept %j, %s → %d (the weight preferredMediaTypes ranks by)', (header, type, q) => {
    expect(mediaTypeQuality(header, type)).toBe(q);
    expect(preferredMediaTypes(header, [type])).toEqual(q > 0 ? [type] : []);
  });
});

describe('agrees with negotiator on well-formed headers', () => {
  const token = fc.constantFrom('a', 'b', 'c', 'utf-8', 'gzip', 'identity', 'en', 'en-us', 'fr', '*');
  const q = fc.constantFrom('', ';q=0', ';q=0.5', ';q=0.8', ';q=1', ';q=0.001');
  const member = fc.tuple(token, q).map(([t, w]) => `${t}${w}`);
  const header = fc.array(member, { maxLength: 6 }).map((m) => m.join(', '));
  const offers = fc.uniqueArray(
    token.filter((t) => t !== '*'),
    { minLength: 1, maxLength: 5 },
  );

  it('charsets', () => {
    fc.assert(
      fc.property(header, offers, (h, o) => {
        expect(preferredCharsets(h, o)).toEqual(ref.charset(h, o));
        expect(preferredCharsets(h)).toEqual(ref.charset(h));
      }),
      { numRuns: 300 },
    );
  });

  it('encodings', () => {
    fc.assert(
      fc.property(header, offers, (h, o) => {
        expect(preferredEncodings(h, o)).toEqual(ref.encoding(h, o));
        expect(preferredEncodings(h)).toEqual(ref.encoding(h));
      }),
      { numRuns: 300 },
    );
  });

  it('languages', () => {
    fc.assert(
      fc.property(header, offers, (h, o) => {
        expect(preferredLanguages(h, o)).toEqual(ref.language(h, o));
        expect(preferredLanguages(h)).toEqual(ref.language(h));
      }),
      { numRuns: 300 },
    );
  });

  it('media types', () => {
    const type = fc.constantFrom('text/html', 'text/plain', 'text/*', 'application/json', '*/*', 'text/html;level=1');
    const mediaHeader = fc
      .array(fc.tuple(type, q), { maxLength: 6 })
      .map((m) => m.map(([t, w]) => `${t}${w}`).join(', '));
    const mediaOffers = fc.uniqueArray(
      fc.constantFrom('text/html', 'text/plain', 'application/json', 'image/png', 'text/html;level=1'),
      {
        minLength: 1,
        maxLength: 4,
      },
    );
    fc.assert(
      fc.property(mediaHeader, mediaOffers, (h, o) => {
        expect(preferredMediaTypes(h, o)).toEqual(ref.media(h, o));
        expect(preferredMediaTypes(h)).toEqual(ref.media(h));
      }),
      { numRuns: 300 },
    );
  });
});
