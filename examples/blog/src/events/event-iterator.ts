/**
 * An async iterator over events pushed by a subscription, for GraphQL's `subscribe` resolvers. A
 * pushed value may be a promise (a store read per event): values come out in push order, and one
 * that resolves to undefined is skipped. `return()` unsubscribes at once, also while a `next()`
 * waits (an async generator would only stop at its next event). Past `limit` values waiting, the
 * consumer is too slow to follow: the iterator ends, and so does the client's stream.
 *
 * @example
 * const posts = eventIterator<Post>((push) => events.subscribe((e) => push(store.getPost(e.blog.id))));
 * for await (const post of posts) console.log(post.title);
 */
export function eventIterator<T>(
  subscribe: (push: (value: T | Promise<T | undefined>) => void) => () => void,
  limit = 256,
): AsyncIterableIterator<T> {
  const queue: Promise<T | undefined>[] = [];
  let closed = false;
  let wake: (() => void) | undefined;
  const done = (): IteratorResult<T> => ({ value: undefined, done: true });
  const close = (): void => {
    if (closed) return;
    closed = true;
    unsubscribe();
    queue.length = 0;
    wake?.();
  };
  const unsubscribe = subscribe((value) => {
    if (closed) return;
    // A rejected read is skipped like a missing one; the promise is settled before it is awaited.
    queue.push(Promise.resolve(value).catch(() => undefined));
    if (queue.length > limit) close();
    wake?.();
  });
  const iterator: AsyncIterableIterator<T> = {
    async next() {
      for (;;) {
        if (closed) return done();
        const head = queue.shift();
        if (head === undefined) {
          await new Promise<void>((resolve) => {
            wake = resolve;
          });
          wake = undefined;
          continue;
        }
        const value = await head;
        if (value !== undefined && !closed) return { value, done: false };
      }
    },
    async return() {
      close();
      return done();
    },
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}
