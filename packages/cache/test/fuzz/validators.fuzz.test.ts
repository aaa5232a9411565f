import type { IncomingMessage } from 'node:http';
import { assertLinearCost, fuzzText } from '@batonjs/test-utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseEntityTag, parseEntityTagList } from '../../src/entity-tag.js';
import { parseHttpDate } from '../../src/http-date.js';
import { evaluatePreconditions } from '../../src/preconditions.js';

const TAG_PIECES = ['"', 'W/', 'w/', 'abc', ',', ' ', '*', '\\', '\t', '"v1"', 'W/"v2"', '\u00e9', '\x7f'];
const DATE_PIECES = [
  'Sun',
  'Mon',
  ',',
  ' ',
  '06',
  'Nov',
  '1994',
  '08:49:37',
  'GMT',
  'UTC',
  '-',
  'Sunday',
  '94',
  '99999',
  ':',
  '\t',
];
const current = { etag: parseEntityTag('"v1"'), lastModified: 784111777000, exists: true };

describe('entity tags (If-Match, If-None-Match)', () => {
  it('parsing any list never throws', () => {
    fc.assert(
      fc.property(fuzzText(TAG_PIECES, 40), (field) => {
        expect(typeof parseEntityTagList(field)).toBe('object');
      }),
      { numRuns: 250 },
    );
  });

  it('costs time linear in the field length', () => {
    assertLinearCost(parseEntityTagList, fuzzText(TAG_PIECES, 6));
  });
});

describe('HTTP dates (If-Modified-Since, If-Unmodified-Since)', () => {
  it('parsing never throws: a time in ms or undefined', () => {
    fc.assert(
      fc.property(fuzzText(DATE_PIECES, 20), (text) => {
        const time = parseHttpDate(text);
        if (time !== undefined) expect(Number.isFinite(time)).toBe(true);
      }),
      { numRuns: 250 },
    );
  });

  it('costs time linear in the value', () => {
    assertLinearCost(parseHttpDate, fuzzText(DATE_PIECES, 6));
  });
});

describe('the If-* headers together', () => {
  it('evaluatePreconditions gives one of its three outcomes for any header values', () => {
    const headers = fc.record(
      {
        'if-match': fuzzText(TAG_PIECES, 10),
        'if-none-match': fuzzText(TAG_PIECES, 10),
        'if-modified-since': fuzzText(DATE_PIECES, 10),
        'if-unmodified-since': fuzzText(DATE_PIECES, 10),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(headers, fc.constantFrom('GET', 'HEAD', 'PUT', 'DELETE'), (h, method) => {
        const req = { headers: h, method } as unknown as IncomingMessage;
        expect(['proceed', 'not-modified', 'failed']).toContain(evaluatePreconditions(req, current));
      }),
      { numRuns: 250 },
    );
  });
});
