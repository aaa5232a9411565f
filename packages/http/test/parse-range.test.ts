import fc from 'fast-check';
import rangeParser from 'range-parser';
import { describe, expect, it } from 'vitest';
import { type ByteRanges, parseRange } from '../src/parse-range.js';

describe('parseRange', () => {
  it('a suffix longer than the size selects the whole representation', () => {
    expect([...(parseRange(204800, 'bytes=-999999999') as ByteRanges)]).toEqual([{ start: 0, end: 204799 }]);
    expect(parseRange(0, 'bytes=-5')).toBe(-1);
    expect(parseRange(10, 'bytes=-0')).toBe(-1);
  });

  it('is range-parser everywhere else: same ranges, type, -1 and -2 (differential property)', () => {
    const spec = fc.oneof(
      fc.tuple(fc.nat(2000), fc.option(fc.nat(2000), { nil: undefined })).map(([a, b]) => `${a}-${b ?? ''}`),
      fc.nat(2000).map((n) => `-${n}`),
      fc.constantFrom('', '-', 'x-1', '1-x', ' 5 - 9 ', '1--2'),
    );
    const header = fc
      .tuple(fc.constantFrom('bytes=', 'items=', 'bytes', '='), fc.array(spec, { maxLength: 6 }))
      .map(([unit, specs]) => unit + specs.join(','));
    fc.assert(
      fc.property(fc.nat(3000), header, fc.boolean(), (size, text, combine) => {
        // Leave out the one case where the two differ on purpose.
        const suffixes = [...text.matchAll(/(?:^|[=,])\s*-\s*(\d+)/g)].map((m) => Number(m[1]));
        fc.pre(suffixes.every((n) => n <= size));
        const ours = parseRange(size, text, { combine });
        const theirs = rangeParser(size, text, { combine });
        if (typeof theirs === 'number') expect(ours).toBe(theirs);
        else {
          expect(Array.isArray(ours)).toBe(true);
          expect([...(ours as ByteRanges)]).toEqual([...theirs]);
          expect((ours as { type: string }).type).toBe(theirs.type);
        }
      }),
      { numRuns: 500 },
    );
  });
});
