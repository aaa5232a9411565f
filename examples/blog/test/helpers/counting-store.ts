import type { BlogStore } from '../../src/store/blog-store.js';

/** A store that counts the calls of each of its methods; every call still reaches the real one. */
export interface CountingStore {
  readonly store: BlogStore;
  readonly calls: Map<string, number>;
  /** Calls of every method since the last reset. */
  total(): number;
  reset(): void;
}

/**
 * Wraps a store to count its calls, for `startBlog({ wrapStore })`: each store method is one SQL
 * query (or one transaction), so counting calls counts round trips to the database.
 *
 * @example
 * const counting = countingStore(); await startBlog({ wrapStore: counting.wrap });
 */
export function countingStore(): CountingStore & { wrap(store: BlogStore): BlogStore } {
  const calls = new Map<string, number>();
  let wrapped: BlogStore | undefined;
  return {
    get store() {
      if (wrapped === undefined) throw new Error('countingStore: wrap() a store first');
      return wrapped;
    },
    calls,
    total: () => [...calls.values()].reduce((a, b) => a + b, 0),
    reset: () => calls.clear(),
    wrap(store) {
      wrapped = new Proxy(store, {
        get(target, name, receiver) {
          const value: unknown = Reflect.get(target, name, receiver);
          if (typeof value !== 'function' || typeof name !== 'string') return value;
          return (...args: unknown[]) => {
            calls.set(name, (calls.get(name) ?? 0) + 1);
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        },
      });
      return wrapped;
    },
  };
}
