import { handlerStart } from '../tracing/channels.js';
import { type TracedLayer, traceHandler } from '../tracing/trace-handler.js';
import type { AnyErrorHandler, AnyHandler, Invocable, NextFunction } from './handler-types.js';
import { invoke, NONE } from './invoke.js';

/**
 * Runs one handler in the chain: with an error pending only 4-argument handlers run, without one
 * only handlers of up to 3 arguments do; the others are skipped, as Express skips them. A handler
 * that runs is traced on `baton.handler` when that channel has a subscriber: one boolean read
 * when it has none.
 */
export function runHandler(
  fn: AnyHandler | AnyErrorHandler,
  err: unknown,
  req: unknown,
  res: unknown,
  next: NextFunction,
  layer: TracedLayer,
): void {
  if (err) {
    if (fn.length !== 4) next(err);
    else if (handlerStart.hasSubscribers && layer.kind !== undefined)
      traceHandler(layer, 'error_handler', fn as Invocable, next, req, res, err);
    else invoke(fn as Invocable, next, err, req, res, next);
  } else if (fn.length > 3) {
    next();
  } else if (handlerStart.hasSubscribers && layer.kind !== undefined) {
    traceHandler(layer, layer.kind, fn as Invocable, next, req, res, NONE);
  } else {
    invoke(fn as Invocable, next, req, res, next);
  }
}
