import { assertLinearCost, fuzzText } from '@batonjs/test-utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseExtendedQuery } from '../../src/query/parse-extended.js';
import { parseSimpleQuery } from '../../src/query/parse-simple.js';

const PIECES = [
  'a',
  'b',
  '=',
  '&',
  '[',
  ']',
  '[]',
  '%',
  '%2',
  '%zz',
  '%5B',
  '%E0%A4%A',
  '+',
  '.',
  ';',
  '__proto__',
  'constructor',
  '0',
  '99999',
  '\u00e9',
  '\ud800',
];

describe.each([
  ['simple', parseSimpleQuery],
  ['extended', (q: string) => parseExtendedQuery(q)],
] as const)('the %s query parser', (_name, parse) => {
  it('never throws and never touches Object.prototype, whatever the query string', () => {
    fc.assert(
      fc.property(fuzzText(PIECES, 60), (query) => {
        const parsed = parse(query);
        expect(typeof parsed).toBe('object');
        expect(({} as Record<string, unknown>).a).toBeUndefined();
      }),
      { numRuns: 250 },
    );
  });

  it('costs time linear in the length of the query string', () => {
    assertLinearCost(parse, fuzzText(PIECES, 8));
  });
});
