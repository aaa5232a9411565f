import fc from 'fast-check';
import { costRatio } from './cost-ratio.js';

/**
 * Text made of `pieces` (the tokens a parser reacts to: separators, brackets, escapes, quotes)
 * mixed with arbitrary characters, so random inputs reach the parser's interesting paths instead
 * of failing on the first byte.
 *
 * @example
 * fc.assert(fc.property(fuzzText(['a', '=', '&', '%', '[', ']']), (q) => { parse(q); }));
 */
export function fuzzText(pieces: readonly string[], maxLength = 40): fc.Arbitrary<string> {
  const piece = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...pieces) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 3 }) },
  );
  return fc.array(piece, { maxLength }).map((parts) => parts.join(''));
}

/** `unit` repeated up to at least `length` characters. */
function fill(unit: string, length: number): string {
  return unit.repeat(Math.ceil(length / unit.length));
}

/**
 * Options of {@link assertLinearCost}.
 *
 * @example
 * assertLinearCost(parse, fuzzText(['a', ',']), { size: 2000, runs: 5 });
 */
export interface LinearCostOptions {
  /**
   * The smaller input's length in characters; the larger is ten times it. Default 500: large
   * enough that per-call overhead does not hide growth, small enough that garbage collection of
   * what a parser allocates (young-generation copying grows with the live set) does not pass for
   * superlinear work.
   */
  readonly size?: number;
  /** How many random units are tried. Default 4. */
  readonly runs?: number;
  /** The largest cost ratio allowed between 10n and n. Default 30 (linear gives ~10, quadratic ~100). */
  readonly bound?: number;
}

/**
 * Checks that `run` costs linear time in its input: for random non-empty `units`, the cost of an
 * input of the unit repeated to 10n characters is at most `bound` times that of n characters
 * (see {@link costRatio}). A ratio over the bound is measured up to three more times and the
 * smallest kept before failing: load on a shared machine only ever inflates a ratio, while real
 * quadratic work stays near 100x on every try. fast-check does not shrink a failure (each try costs
 * timings).
 *
 * @example
 * assertLinearCost((s) => parseQuery(s), fuzzText(['a[', ']=', '&', '%']));
 */
export function assertLinearCost(
  run: (input: string) => unknown,
  units: fc.Arbitrary<string>,
  options: LinearCostOptions = {},
): void {
  const { size = 500, runs = 4, bound = 30 } = options;
  fc.assert(
    fc.property(
      units.filter((unit) => unit.length > 0),
      (unit) => {
        const small = fill(unit, size);
        const large = fill(unit, size * 10);
        let ratio = costRatio(run, small, large);
        for (let retry = 0; retry < 3 && ratio > bound; retry++) {
          ratio = Math.min(ratio, costRatio(run, small, large, 9));
        }
        if (ratio > bound)
          throw new Error(`cost grew ${ratio.toFixed(1)}x for 10x the input (unit ${JSON.stringify(unit)})`);
      },
    ),
    { numRuns: runs, endOnFailure: true },
  );
}
