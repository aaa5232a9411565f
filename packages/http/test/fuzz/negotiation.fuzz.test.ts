import { assertLinearCost, fuzzText } from '@batonjs/test-utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { preferredCharsets } from '../../src/negotiation/charsets.js';
import { preferredEncodings } from '../../src/negotiation/encodings.js';
import { preferredLanguages } from '../../src/negotiation/languages.js';
import { preferredMediaTypes } from '../../src/negotiation/media-types.js';

const PIECES = [
  'text',
  'html',
  '/',
  '*',
  '*/*',
  ',',
  ';',
  'q=',
  'q=0.5',
  'q=1',
  'q=x',
  '=',
  '"',
  '\\',
  ' ',
  'gzip',
  'br',
  'en',
  '-',
  'US',
  'utf-8',
  'level=1',
  '\t',
];
const OFFERS = {
  Accept: [preferredMediaTypes, ['text/html', 'application/json', 'text/*']],
  'Accept-Encoding': [preferredEncodings, ['gzip', 'br', 'identity']],
  'Accept-Charset': [preferredCharsets, ['utf-8', 'iso-8859-1']],
  'Accept-Language': [preferredLanguages, ['en', 'en-US', 'fr']],
} as const;

describe.each(Object.entries(OFFERS))('%s negotiation', (_header, [prefer, offers]) => {
  it('never throws and only ever returns offers it was given', () => {
    fc.assert(
      fc.property(fuzzText(PIECES, 50), (header) => {
        for (const chosen of prefer(header, offers)) expect(offers).toContain(chosen);
        expect(Array.isArray(prefer(header))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('costs time linear in the header length', () => {
    assertLinearCost((header) => prefer(header, offers), fuzzText(PIECES, 8));
  });
});
