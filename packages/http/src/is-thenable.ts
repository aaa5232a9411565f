/**
 * Whether a handler's or resolver's return value is a promise (or any thenable), so callers can stay
 * synchronous until something really is asynchronous.
 *
 * @example
 * const ret = handler(req, res, next);
 * if (isThenable(ret)) ret.then(undefined, next);
 */
export function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as { then?: unknown } | null | undefined)?.then === 'function';
}
