import { assertLinearCost, costRatio, fuzzText } from '@batonjs/test-utils';
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

  // The first four append to one value past the array limit, so their keys name the next entry
  // by the count so far; counting by Object.keys on every append made 1,000 pairs quadratic (a CI
  // run's random unit "é[]\ud800&" found it: 48x for 10x the input). The last three are pairs
  // without '=' in two-byte strings, where searching each pair's '=' through the rest of the
  // query was quadratic (a search over 1,500 random units per property found them: 46–70x).
  it.each(['a[]&', 'a=&', 'a[b][]=1&', 'é[]\ud800&', '\u013d&', '&\u{fd93d}0.', '\ud800\u{1f61b}&'])(
    'costs linear time with the unit %j',
    (unit) => {
      const small = unit.repeat(Math.ceil(500 / unit.length));
      const large = unit.repeat(Math.ceil(5000 / unit.length));
      // The better of two measurements: load only ever inflates a ratio.
      expect(Math.min(costRatio(parse, small, large), costRatio(parse, small, large))).toBeLessThanOrEqual(30);
    },
  );
});
