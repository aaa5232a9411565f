import { performance } from 'node:perf_hooks';

/** Median of a non-empty list. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

/** How long each timed batch runs, in ms: long enough that a busy machine's scheduling evens out. */
const BATCH_MS = 5;

/**
 * How much more one call of `run` costs on `large` than on `small`: the median per-call time over
 * `samples` rounds for each, as a ratio. Each round times one batch of each input, sized so both
 * batches take about the same wall time (a busy machine then slows both alike); everything is
 * warmed up first. Compare it with a generous bound, never an absolute time: for inputs 10× apart
 * a linear parser gives about 10 and a quadratic one about 100.
 *
 * @example
 * expect(costRatio((s) => parse(s), unit.repeat(200), unit.repeat(2000))).toBeLessThanOrEqual(30);
 */
export function costRatio(run: (input: string) => unknown, small: string, large: string, samples = 7): number {
  const time = (input: string, calls: number): number => {
    const began = performance.now();
    for (let i = 0; i < calls; i++) run(input);
    return performance.now() - began;
  };
  time(small, 3);
  const once = Math.max(time(small, 3) / 3, 0.0001);
  const smallCalls = Math.max(1, Math.ceil(BATCH_MS / once));
  const largeCalls = Math.max(1, Math.round((smallCalls * small.length) / Math.max(large.length, 1)));
  time(small, smallCalls);
  time(large, largeCalls);
  const smallTimes: number[] = [];
  const largeTimes: number[] = [];
  for (let i = 0; i < samples; i++) {
    smallTimes.push(time(small, smallCalls) / smallCalls);
    largeTimes.push(time(large, largeCalls) / largeCalls);
  }
  return median(largeTimes) / Math.max(median(smallTimes), 1e-9);
}
