import type { AnyErrorHandler, AnyHandler, Invocable, NextFunction } from './handler-types.js';

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return value !== null && typeof value === 'object' && typeof (value as { then?: unknown }).then === 'function';
}

/** A rejection or throw with no value still has to be an error, or the chain would resume. */
function asError(value: unknown): unknown {
  return value || new Error(value === undefined ? 'Rejected promise' : `Rejected with ${String(value)}`);
}

/**
 * Calls a request handler so that a synchronous throw and a returned rejected promise both become
 * `next(err)`, the way Express 5 does.
 */
export function callHandler(fn: AnyHandler, req: unknown, res: unknown, next: NextFunction): void {
  try {
    const ret = (fn as Invocable)(req, res, next);
    if (isThenable(ret)) ret.then(undefined, (err: unknown) => next(asError(err)));
  } catch (err) {
    next(asError(err));
  }
}

/** Calls a 4-argument error handler with the same promise and throw handling. */
export function callErrorHandler(
  fn: AnyErrorHandler,
  err: unknown,
  req: unknown,
  res: unknown,
  next: NextFunction,
): void {
  try {
    const ret = (fn as Invocable)(err, req, res, next);
    if (isThenable(ret)) ret.then(undefined, (e: unknown) => next(asError(e)));
  } catch (e) {
    next(asError(e));
  }
}

/**
 * Runs one handler in the chain: with an error pending only 4-argument handlers run, without one
 * only handlers of up to 3 arguments do; the others are skipped, as Express skips them.
 */
export function runHandler(
  fn: AnyHandler | AnyErrorHandler,
  err: unknown,
  req: unknown,
  res: unknown,
  next: NextFunction,
): void {
  if (err) {
    if (fn.length === 4) callErrorHandler(fn as AnyErrorHandler, err, req, res, next);
    else next(err);
  } else if (fn.length > 3) {
    next();
  } else {
    callHandler(fn as AnyHandler, req, res, next);
  }
}
