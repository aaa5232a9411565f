/**
 * Runs `work` on every item, at most `limit` at a time, and resolves with the results in the
 * items' order. Once `signal` is aborted no further item starts; the call settles only after the
 * items already started have (so their servers are ended), then rejects with the first failure.
 *
 * @example
 * const results = await inParallel(subjects, 2, (subject) => measure(subject), signal);
 */
export async function inParallel<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
  signal: AbortSignal,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      signal.throwIfAborted();
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  const workers = await Promise.allSettled(Array.from({ length: Math.min(limit, items.length) }, worker));
  const failure = workers.find((outcome) => outcome.status === 'rejected');
  if (failure !== undefined) throw failure.reason;
  return results;
}
