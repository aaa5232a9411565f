import type { CounterStore, WindowCount } from '../middleware/counter-store.js';

/** The two statements a database gives {@link createSqlCounterStore}. */
export interface CounterStatements {
  /**
   * One atomic upsert: the key's row counts 1 more when its window ends at `resetAt` (or later: a
   * process whose clock is behind counts into the newer window), else starts again at 1 with
   * `resetAt`. Returns the row after the change.
   */
  upsert(key: string, resetAt: number): Promise<WindowCount>;
  /** Deletes the rows whose window ended at or before `now`. */
  sweep(now: number): Promise<void>;
}

/**
 * A {@link CounterStore} over a table: fixed windows aligned to the clock as in the memory store,
 * so every process computes the same `resetAt`, and the database's upsert makes the count exact
 * however many processes increment one key at once. Expired rows are swept at most once a window
 * per process, off the request's path.
 *
 * @example
 * const counters = createSqlCounterStore({ upsert, sweep });
 */
export function createSqlCounterStore(statements: CounterStatements, now: () => number = Date.now): CounterStore {
  let nextSweep = 0;
  return {
    increment(key, windowMs) {
      const time = now();
      if (time >= nextSweep) {
        nextSweep = time + windowMs;
        statements.sweep(time).catch((err: unknown) => console.error('[blog] rate limit sweep failed:', err));
      }
      return statements.upsert(key, (Math.floor(time / windowMs) + 1) * windowMs);
    },
  };
}
