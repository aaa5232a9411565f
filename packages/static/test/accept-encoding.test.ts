import { describe, expect, it } from 'vitest';
import { preferredEncodings } from '../src/accept-encoding.js';

describe('preferredEncodings', () => {
  it.each([
    [undefined, ['br', 'gzip'], []],
    ['', ['br', 'gzip'], []],
    ['gzip, deflate, br', ['br', 'gzip'], ['br', 'gzip']],
    ['gzip, deflate, br', ['gzip', 'br'], ['gzip', 'br']],
    ['gzip;q=1.0, br;q=0.5', ['br', 'gzip'], ['gzip', 'br']],
    ['br;q=0, gzip', ['br', 'gzip'], ['gzip']],
    ['identity', ['br', 'gzip'], []],
    ['*', ['br', 'gzip'], ['br', 'gzip']],
    ['*;q=0.1, br;q=0', ['br', 'gzip'], ['gzip']],
    ['x-gzip', ['br', 'gzip'], ['gzip']],
    ['GZIP;Q=0.8', ['br', 'gzip'], ['gzip']],
    ['br;q=abc, gzip;q=2', ['br', 'gzip'], []],
    ['br;q=0.001', ['br', 'gzip'], ['br']],
    [' , ;q=1, br', ['br', 'gzip'], ['br']],
    ['br, gzip', [], []],
  ] as Array<[string | undefined, Array<'br' | 'gzip'>, string[]]>)(
    '%j with %j → %j',
    (header, available, expected) => {
      expect(preferredEncodings(header, available)).toEqual(expected);
    },
  );
});
