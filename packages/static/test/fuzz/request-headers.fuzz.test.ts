import { parseRange } from '@batonjs/http';
import { assertLinearCost, fuzzText } from '@batonjs/test-utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { preferredEncodings } from '../../src/accept-encoding.js';
import { isFresh, isPreconditionFailure, isRangeFresh } from '../../src/conditional.js';
import { decodePath } from '../../src/url-path.js';

const RANGE_PIECES = ['bytes=', 'bytes', '=', '-', ',', '0', '5', '99', '999999999999', ' ', 'x', '--', '\t'];
const TAG_PIECES = ['"', 'W/', '"v1"', ',', '*', ' ', 'Sun, 06 Nov 1994 08:49:37 GMT', 'x', '\\'];
const PATH_PIECES = ['/', 'a', '.', '..', '%', '%2e', '%2F', '%00', '%zz', '%E0%A4%A', '\\', '\u00e9'];
const validators = { etag: '"v1"', lastModified: 'Sun, 06 Nov 1994 08:49:37 GMT' };

describe('Range', () => {
  it('parseRange never throws; every range it returns lies inside the file', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fuzzText(RANGE_PIECES, 30), fc.boolean(), (size, header, combine) => {
        const ranges = parseRange(size, header, { combine });
        if (typeof ranges === 'number') expect([-1, -2]).toContain(ranges);
        else for (const { start, end } of ranges) expect(0 <= start && start <= end && end < size).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('costs time linear in the header length (combining included)', () => {
    assertLinearCost((header) => parseRange(1_000_000, header, { combine: true }), fuzzText(RANGE_PIECES, 6));
  });
});

describe('If-* and Accept-Encoding as static reads them', () => {
  it('conditional checks never throw', () => {
    fc.assert(
      fc.property(fuzzText(TAG_PIECES, 12), fuzzText(TAG_PIECES, 12), (a, b) => {
        const headers = { 'if-match': a, 'if-none-match': b, 'if-modified-since': b, 'if-unmodified-since': a };
        expect(typeof isPreconditionFailure(headers, validators)).toBe('boolean');
        expect(typeof isFresh(headers, validators)).toBe('boolean');
        expect(typeof isRangeFresh(a, validators)).toBe('boolean');
      }),
      { numRuns: 250 },
    );
  });

  it('If-None-Match costs time linear in its length', () => {
    assertLinearCost((field) => isFresh({ 'if-none-match': field }, validators), fuzzText(TAG_PIECES, 6));
  });

  it('Accept-Encoding never throws and costs linear time', () => {
    const pieces = ['gzip', 'br', '*', ',', ';', 'q=', '0.5', '1', 'x', ' ', '='];
    fc.assert(
      fc.property(fuzzText(pieces, 30), (header) => {
        for (const e of preferredEncodings(header, ['br', 'gzip'])) expect(['br', 'gzip']).toContain(e);
      }),
      { numRuns: 250 },
    );
    assertLinearCost((header) => preferredEncodings(header, ['br', 'gzip']), fuzzText(pieces, 6));
  });
});

describe('request paths', () => {
  it('decodePath returns a path or a coded 400, never throws', () => {
    fc.assert(
      fc.property(fuzzText(PATH_PIECES, 30), (path) => {
        const decoded = decodePath(path);
        if (typeof decoded !== 'string') expect(decoded.code).toBe('BATON_STATIC_MALFORMED_PATH');
      }),
      { numRuns: 250 },
    );
  });
});
