/**
 * How {@link cluster} restarts a worker that exits without being asked to: after `delay` ms,
 * doubling with each crash in a row up to `maxDelay`; a worker that stayed up `resetAfter` ms
 * starts the count again; after `maxAttempts` crashes in a row its slot is given up (a crash loop:
 * restarting a program that fails at start-up only burns CPU and floods the log).
 *
 * @example
 * cluster(start, { restart: { delay: 1_000, maxDelay: 60_000, resetAfter: 120_000, maxAttempts: 5 } });
 */
export interface RestartOptions {
  /** ms before the first restart after a crash. Default 500. */
  readonly delay?: number;
  /** The longest wait between restarts, in ms. Default 30 000. */
  readonly maxDelay?: number;
  /** ms a worker must stay up for its next crash to count as the first again. Default 30 000. */
  readonly resetAfter?: number;
  /** Crashes in a row (each within `resetAfter` of its start) before the slot is given up; 0: never restart. Default 10. */
  readonly maxAttempts?: number;
}

/**
 * The defaults of {@link RestartOptions}.
 *
 * @example
 * defaultRestart.delay; // 500
 */
export const defaultRestart: Required<RestartOptions> = Object.freeze({
  delay: 500,
  maxDelay: 30_000,
  resetAfter: 30_000,
  maxAttempts: 10,
});

/** What to do about a crash: restart after `delay` ms (this is crash number `attempt` in a row), or give up. */
export type RestartDecision =
  | { readonly restart: true; readonly attempt: number; readonly delay: number }
  | { readonly restart: false; readonly attempt: number };

/**
 * Decides what follows a crash of a worker that ran for `uptime` ms, after `previous` crashes in
 * a row of its slot. Pure, so the policy is tested without processes.
 *
 * @example
 * restartAfterCrash(0, 200, defaultRestart); // { restart: true, attempt: 1, delay: 500 }
 */
export function restartAfterCrash(
  previous: number,
  uptime: number,
  options: Required<RestartOptions>,
): RestartDecision {
  const attempt = uptime >= options.resetAfter ? 1 : previous + 1;
  if (attempt > options.maxAttempts) return { restart: false, attempt };
  // 2 ** 30 already exceeds any sensible maxDelay; capping the exponent keeps the number finite.
  const delay = Math.min(options.maxDelay, options.delay * 2 ** Math.min(attempt - 1, 30));
  return { restart: true, attempt, delay };
}
