/** Why a body was cut off: the whole-body deadline passed, or it arrived below the minimum rate. */
export type SlowReason = 'timeout' | 'slow';

/** How often the rate is checked; the first interval is a grace period for a slow start. */
const CHECK_MS = 1000;

/**
 * Calls `onSlow` once when a body being read takes more than `timeout` ms, or arrives at fewer
 * than `minRate` bytes a second on average after the first second (0 turns either off). Returns
 * the function that stops watching. The same rule as @batonjs/body's reader; this package
 * depends on no other, so the few lines live here too.
 *
 * @example
 * const stop = watchReadPace(30_000, 1024, () => received, (reason) => fail(reason));
 */
export function watchReadPace(
  timeout: number,
  minRate: number,
  received: () => number,
  onSlow: (reason: SlowReason) => void,
): () => void {
  if (!(timeout > 0) && !(minRate > 0)) return () => {};
  const began = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const arm = (elapsed: number): void => {
    const left = timeout > 0 ? timeout - elapsed : Number.POSITIVE_INFINITY;
    timer = setTimeout(check, Math.max(1, Math.min(minRate > 0 ? CHECK_MS : left, left)));
  };
  const check = (): void => {
    const elapsed = Date.now() - began;
    if (timeout > 0 && elapsed >= timeout) onSlow('timeout');
    else if (minRate > 0 && received() < (minRate * (elapsed - CHECK_MS)) / 1000) onSlow('slow');
    else arm(elapsed);
  };
  arm(0);
  return () => clearTimeout(timer);
}
