/**
 * Loads values by key, gathering every key asked for while the current work runs into one batch
 * call: the DataLoader idea, cut to what the GraphQL resolvers need. One loader lives for one
 * request, so its memo never serves one client another's data or a stale row for long.
 */
export interface BatchLoader<K, V> {
  /** The value for `key` (undefined when the batch found none); equal keys share one promise. */
  load(key: K): Promise<V | undefined>;
}

/**
 * @param batch answers many keys at once; keys it leaves out of the map load as undefined.
 *
 * @example
 * const authors = createBatchLoader(async (ids) => new Map((await store.getAuthorsByIds(ids)).map((a) => [a.id, a])));
 * const [a, b] = await Promise.all([authors.load('1'), authors.load('2')]); // one store call
 */
export function createBatchLoader<K, V>(batch: (keys: readonly K[]) => Promise<ReadonlyMap<K, V>>): BatchLoader<K, V> {
  const memo = new Map<K, Promise<V | undefined>>();
  let pending: { keys: K[]; settle: Array<(values: ReadonlyMap<K, V> | Error) => void> } | undefined;

  const dispatch = (): void => {
    const current = pending;
    pending = undefined;
    if (current === undefined) return;
    batch(current.keys).then(
      (values) => {
        for (const settle of current.settle) settle(values);
      },
      (error: unknown) => {
        const failure = error instanceof Error ? error : new Error(String(error));
        for (const settle of current.settle) settle(failure);
      },
    );
  };

  return {
    load(key) {
      const known = memo.get(key);
      if (known !== undefined) return known;
      if (pending === undefined) {
        pending = { keys: [], settle: [] };
        // setImmediate, not a microtask: a GraphQL level's resolvers run across several promise
        // turns (a list of promises settling one by one); waiting until the microtask queue is
        // empty lets every resolver of the level ask before the one store call goes out.
        setImmediate(dispatch);
      }
      const batchState = pending;
      const promise = new Promise<V | undefined>((resolve, reject) => {
        batchState.keys.push(key);
        batchState.settle.push((values) => (values instanceof Error ? reject(values) : resolve(values.get(key))));
      });
      memo.set(key, promise);
      return promise;
    },
  };
}
