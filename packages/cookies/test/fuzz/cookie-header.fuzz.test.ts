import { assertLinearCost, fuzzText } from '@batonjs/test-utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JSONCookie, parse, signedCookie } from '../../src/index.js';

const PIECES = [
  'a',
  'sid',
  '=',
  ';',
  ' ',
  '"',
  '%',
  '%20',
  '%zz',
  '%E0%A4%A',
  's:',
  'j:',
  '{',
  '}',
  '.',
  '__proto__',
  'constructor',
  '\t',
  '\u00e9',
];

describe('the Cookie header', () => {
  it('parse, signedCookie and JSONCookie never throw and never touch Object.prototype', () => {
    fc.assert(
      fc.property(fuzzText(PIECES, 60), (header) => {
        const cookies = parse(header);
        for (const value of Object.values(cookies)) {
          expect(typeof value).toBe('string');
          signedCookie(value, 'secret');
          JSONCookie(value);
        }
        expect(({} as Record<string, unknown>).a).toBeUndefined();
      }),
      { numRuns: 250 },
    );
  });

  it('costs time linear in the header length', () => {
    assertLinearCost((header) => parse(header), fuzzText(PIECES, 8));
  });
});
