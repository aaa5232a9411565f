/**
 * Whether a handler's or resolver's return value is a promise (or any thenable), so callers can stay
 * synchronous until something really is asynchronous.
 *
 * @example
 * const ret = handler(req, res, next);
 * if (isThenable(ret)) ret.then(undefined, next);
 */
export function isThenable(value: unknown): value is PromiseLike<unknown> {
  // Primitives are ruled out first: GraphQL asks this of every resolved field, and looking `then` up
  // on a string or number goes through its wrapper prototype.
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}
