import { isThenable } from '@batonjs/http';
import type { Invocable, NextFunction } from './handler-types.js';

/** Marks an argument the caller did not pass, so that a handler gets exactly the arguments Express gives it. */
export const NONE: unique symbol = Symbol('baton.noArgument');

/** A rejection or throw with no value still has to be an error, or the chain would resume. */
function asError(value: unknown): unknown {
  return value || new Error(value === undefined ? 'Rejected promise' : `Rejected with ${String(value)}`);
}

/**
 * The one way the router calls user code (middleware, route handlers, error handlers, `param`
 * callbacks): a synchronous throw and a returned rejected promise both become `next(err)`, as in
 * Express 5. The arguments are passed as they are, three to five of them: `(req, res, next)`,
 * `(err, req, res, next)` or `(req, res, next, value, name)`.
 *
 * @example
 * invoke(handler, next, req, res, next);
 */
export function invoke(
  fn: Invocable,
  next: NextFunction,
  a: unknown,
  b: unknown,
  c: unknown,
  d: unknown = NONE,
  e: unknown = NONE,
): void {
  try {
    // Separate calls rather than spreading an array: no allocation, and the handler's
    // `arguments.length` is what Express would give it.
    const ret = d === NONE ? fn(a, b, c) : e === NONE ? fn(a, b, c, d) : fn(a, b, c, d, e);
    if (isThenable(ret)) ret.then(undefined, (err: unknown) => next(asError(err)));
  } catch (err) {
    next(asError(err));
  }
}
