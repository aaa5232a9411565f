/**
 * The value below which `p` percent of `values` fall, interpolating linearly between the two
 * nearest ranks (the same definition as numpy's default), so a percentile of few samples still
 * moves smoothly instead of jumping from one sample to the next.
 *
 * @example
 * percentile([1, 2, 3, 4], 50); // 2.5
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new RangeError('percentile of no values');
  if (!(p >= 0 && p <= 100)) throw new RangeError(`percentile must be within 0..100, got ${p}`);
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p / 100) * (sorted.length - 1);
  const lower = Math.floor(rank);
  const upper = Math.ceil(rank);
  const low = sorted[lower]!;
  const high = sorted[upper]!;
  return low + (high - low) * (rank - lower);
}

/**
 * The middle value (the mean of the two middle values for an even count). Benchmarks report it
 * rather than the mean because one round disturbed by another process should not move it.
 *
 * @example
 * median([3, 1, 2]); // 2
 */
export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

/** A median with the smallest and largest value it was taken from: how far rounds disagreed. */
export interface Spread {
  readonly median: number;
  readonly min: number;
  readonly max: number;
}

/**
 * The median and range of `values`, or null when there are none.
 *
 * @example
 * spread([0.9, 1.1, 1.0]); // { median: 1, min: 0.9, max: 1.1 }
 */
export function spread(values: readonly number[]): Spread | null {
  if (values.length === 0) return null;
  return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
}
