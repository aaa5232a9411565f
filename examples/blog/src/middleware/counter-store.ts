/** A counter's value in its current window. */
export interface WindowCount {
  /** Requests counted in this window, this one included. */
  readonly count: number;
  /** When the window ends (ms since the epoch). */
  readonly resetAt: number;
}

/**
 * Where rate-limit counters live. Fixed windows aligned to the clock (`floor(now / windowMs)`), so
 * any number of processes sharing one store agree on the window without talking to each other;
 * a database implementation is one atomic upsert per call.
 *
 * @example
 * const { count, resetAt } = await counters.increment('write:127.0.0.1', 60_000);
 */
export interface CounterStore {
  increment(key: string, windowMs: number): Promise<WindowCount>;
}

/**
 * Counters in this process's memory: right for one process. Expired windows are swept as new ones
 * start, so a scan of many client addresses does not grow the map for ever.
 *
 * @example
 * app.use('/api', rateLimit({ store: createMemoryCounterStore(), read: 600, write: 60 }));
 */
export function createMemoryCounterStore(now: () => number = Date.now): CounterStore {
  const counters = new Map<string, { count: number; resetAt: number }>();
  let nextSweep = 0;
  return {
    async increment(key, windowMs) {
      const time = now();
      if (time >= nextSweep) {
        for (const [name, counter] of counters) if (counter.resetAt <= time) counters.delete(name);
        nextSweep = time + windowMs;
      }
      const resetAt = (Math.floor(time / windowMs) + 1) * windowMs;
      const counter = counters.get(key);
      if (counter === undefined || counter.resetAt !== resetAt) {
        counters.set(key, { count: 1, resetAt });
        return { count: 1, resetAt };
      }
      counter.count += 1;
      return { count: counter.count, resetAt };
    },
  };
}
