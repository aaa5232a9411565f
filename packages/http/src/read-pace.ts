import type { BodyReadFailure } from './body-read-failure.js';

/**
 * How fast a body must arrive: `timeout` ms for all of it, and on average at least `minRate`
 * bytes a second. 0 turns either off.
 *
 * @example
 * const pace: ReadPace = { timeout: 30_000, minRate: 1024 };
 */
export interface ReadPace {
  readonly timeout: number;
  readonly minRate: number;
}

/**
 * The defaults of the `timeout` and `minRate` options of every body reader.
 *
 * @example
 * const timeout = options.timeout ?? DEFAULT_PACE.timeout; // 30 000 ms
 */
export const DEFAULT_PACE: ReadPace = Object.freeze({ timeout: 30_000, minRate: 1024 });

/** How often the rate is checked, and how long a body may take to start flowing before it is. */
const CHECK_MS = 1000;

/**
 * Watches a body being read so that a client trickling it (one byte a second holds a socket and
 * a parser for as long as it likes) is cut off: `onSlow` gets a `timeout` failure once `timeout`
 * ms have passed, or `too-slow` when fewer than `minRate` bytes a second have arrived on average,
 * not counting the first second (a slow start is not a slow client). `received` reports the bytes
 * read from the wire so far. Returns the function that stops it. One timer per body, re-armed once
 * a second only while a body is still arriving.
 *
 * @example
 * const stop = watchReadPace(DEFAULT_PACE, () => received, (failure) => fail(failure));
 */
export function watchReadPace(
  pace: ReadPace,
  received: () => number,
  onSlow: (failure: BodyReadFailure) => void,
): () => void {
  const { timeout, minRate } = pace;
  if (!(timeout > 0) && !(minRate > 0)) return () => {};
  const began = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const arm = (elapsed: number): void => {
    const untilTimeout = timeout > 0 ? timeout - elapsed : Number.POSITIVE_INFINITY;
    timer = setTimeout(check, Math.max(1, Math.min(minRate > 0 ? CHECK_MS : untilTimeout, untilTimeout)));
  };
  const check = (): void => {
    const elapsed = Date.now() - began;
    if (timeout > 0 && elapsed >= timeout) {
      onSlow({ reason: 'timeout', message: 'request body timeout', details: { timeout, received: received() } });
      return;
    }
    if (minRate > 0 && received() < (minRate * (elapsed - CHECK_MS)) / 1000) {
      onSlow({ reason: 'too-slow', message: 'request body too slow', details: { minRate, received: received() } });
      return;
    }
    arm(elapsed);
  };
  arm(0);
  return () => clearTimeout(timer);
}
