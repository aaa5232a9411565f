import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxAgeSeconds } from '../src/max-age.js';

describe('maxAgeSeconds', () => {
  it.each([
    [undefined, 0],
    [0, 0],
    [999, 0],
    [1000, 1],
    [86_400_000, 86_400],
    ['1d', 86_400],
    ['1 day', 86_400],
    ['2 days', 172_800],
    ['1.5h', 5400],
    ['30m', 1800],
    ['10s', 10],
    ['500ms', 0],
    ['2000', 2],
    ['1w', 604_800],
    ['1y', 31_536_000],
    ['5y', 31_536_000],
    [-1000, 0],
    ['-1d', 0],
    ['', 0],
    ['1 fortnight', 0],
    ['soon', 0],
    [Number.NaN, 0],
  ] as Array<[number | string | undefined, number]>)('%j → %i s', (value, seconds) => {
    expect(maxAgeSeconds(value)).toBe(seconds);
  });

  it('is always a whole number of seconds between 0 and a year', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.string(), fc.integer()), (value) => {
        const seconds = maxAgeSeconds(value);
        expect(Number.isInteger(seconds)).toBe(true);
        expect(seconds).toBeGreaterThanOrEqual(0);
        expect(seconds).toBeLessThanOrEqual(31_536_000);
      }),
    );
  });
});
