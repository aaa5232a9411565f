/**
 * A bounded least-recently-used map. A JavaScript Map iterates in insertion order, so moving an
 * entry to the end on every hit keeps the least recently used entry first, ready for eviction.
 *
 * @example
 * const cache = new LruCache<string, number>(2);
 * cache.set('a', 1); cache.set('b', 2); cache.get('a'); cache.set('c', 3); // evicts 'b'
 */
export class LruCache<K, V> {
  readonly #max: number;
  readonly #entries = new Map<K, V>();

  constructor(max: number) {
    this.#max = max;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: K): V | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    if (this.#max <= 0) return;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.#max) {
      const oldest = this.#entries.keys().next();
      if (oldest.done !== true) this.#entries.delete(oldest.value);
    }
  }
}
