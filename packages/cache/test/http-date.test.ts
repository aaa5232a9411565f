import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatHttpDate, parseHttpDate } from '../src/index.js';

const NOV_6_1994 = Date.UTC(1994, 10, 6, 8, 49, 37);

describe('parseHttpDate', () => {
  it('reads the three forms of RFC 9110 §5.6.7', () => {
    expect(parseHttpDate('Sun, 06 Nov 1994 08:49:37 GMT')).toBe(NOV_6_1994);
    expect(parseHttpDate('Sunday, 06-Nov-94 08:49:37 GMT')).toBe(NOV_6_1994);
    expect(parseHttpDate('Sun Nov  6 08:49:37 1994')).toBe(NOV_6_1994);
    expect(parseHttpDate(' Sun, 06 Nov 1994 08:49:37 GMT ')).toBe(NOV_6_1994);
  });

  it('puts a two-digit year more than 50 years ahead in the past century', () => {
    const nextYear = (new Date().getUTCFullYear() + 1) % 100;
    const twoDigits = String(nextYear).padStart(2, '0');
    const parsed = parseHttpDate(`Monday, 01-Jan-${twoDigits} 00:00:00 GMT`);
    expect(new Date(parsed ?? 0).getUTCFullYear()).toBe(new Date().getUTCFullYear() + 1);
  });

  it('reads year 0001 as year 1, not 1901', () => {
    expect(new Date(parseHttpDate('Mon, 01 Jan 0001 00:00:00 GMT') ?? 0).getUTCFullYear()).toBe(1);
  });

  it.each([
    '',
    '1',
    '2024-01-01',
    '2024-01-01T00:00:00Z',
    'Sun, 06 Nov 1994 08:49:37 UTC',
    'Sun, 6 Nov 1994 08:49:37 GMT',
    'Sun, 31 Feb 1994 08:49:37 GMT',
    'Sun, 00 Nov 1994 08:49:37 GMT',
    'Sun, 06 Nov 1994 24:00:00 GMT',
    'Sun, 06 Nov 1994 08:60:00 GMT',
    'Sun, 06 Foo 1994 08:49:37 GMT',
    'sun, 06 nov 1994 08:49:37 gmt',
    `Sun, 06 Nov 1994 08:49:37 GMT${' '.repeat(100)}x`,
    'x'.repeat(65_536),
  ])('rejects %j', (text) => {
    expect(parseHttpDate(text)).toBeUndefined();
  });

  it('reads second 60 (a leap second) as 59', () => {
    expect(parseHttpDate('Sat, 31 Dec 2016 23:59:60 GMT')).toBe(Date.UTC(2016, 11, 31, 23, 59, 59));
  });

  it('round-trips formatHttpDate for any second between 1970 and 9999', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 253_402_300_799 }), (seconds) => {
        expect(parseHttpDate(formatHttpDate(seconds * 1000))).toBe(seconds * 1000);
      }),
    );
  });
});
