import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { median, percentile } from '../src/stats.js';

describe('percentile', () => {
  it('interpolates linearly between the nearest ranks', () => {
    expect(percentile([1, 2, 3, 4], 50)).toBe(2.5);
    expect(percentile([10, 20, 30, 40, 50], 25)).toBe(20);
    expect(percentile([0, 100], 99)).toBe(99);
  });

  it('gives the extremes at 0 and 100, whatever the input order', () => {
    expect(percentile([5, 1, 9, 3], 0)).toBe(1);
    expect(percentile([5, 1, 9, 3], 100)).toBe(9);
  });

  it('does not reorder the caller’s array', () => {
    const values = [3, 1, 2];
    percentile(values, 50);
    expect(values).toEqual([3, 1, 2]);
  });

  it('rejects no values and percentages outside 0..100', () => {
    expect(() => percentile([], 50)).toThrow(RangeError);
    expect(() => percentile([1], -1)).toThrow(/0\.\.100/);
    expect(() => percentile([1], 101)).toThrow(/0\.\.100/);
    expect(() => percentile([1], Number.NaN)).toThrow(/0\.\.100/);
  });

  it('stays within the sample range and grows with p', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { minLength: 1, maxLength: 50 }),
        fc.integer({ min: 0, max: 99 }),
        (values, p) => {
          const low = percentile(values, p);
          expect(low).toBeGreaterThanOrEqual(Math.min(...values));
          expect(low).toBeLessThanOrEqual(Math.max(...values));
          expect(percentile(values, p + 1)).toBeGreaterThanOrEqual(low);
        },
      ),
    );
  });
});

describe('median', () => {
  it('is the middle value of an odd count and the mean of the middle two of an even count', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });

  it('ignores one wild outlier', () => {
    expect(median([100, 101, 99, 1e9, 100])).toBe(100);
  });
});
