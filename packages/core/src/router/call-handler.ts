import { handlerTraced } from '../tracing/channels.js';
import { type TracedLayer, traceHandler } from '../tracing/trace-handler.js';
import type { NextFunction } from '../types/next-function.js';
import type { HandlerKind } from '../types/tracing.js';
import type { AnyErrorHandler, AnyHandler, Invocable } from './handler-types.js';
import { invoke, NONE } from './invoke.js';

/** A layer as {@link runHandler} sees it: its handler, and that handler's arity as last read. */
export interface HandlerLayer extends TracedLayer {
  readonly handle: AnyHandler | AnyErrorHandler;
  /**
   * `handle.length`, read once: a function's `length` is an accessor call that V8 does not inline,
   * and the arity is asked on every hop of every request.
   */
  arity: number;
  /** The function `arity` was read from: a handle replaced later (instrumentation wraps them) is read again. */
  arityOf: unknown;
}

/** The layer's handler's arity (its `length`), read again only when the handler was replaced. */
export function arityOf(layer: HandlerLayer): number {
  const fn = layer.handle;
  if (layer.arityOf !== fn) {
    layer.arity = fn.length;
    layer.arityOf = fn;
  }
  return layer.arity;
}

/**
 * Runs one handler in the chain: with an error pending only 4-argument handlers run, without one
 * only handlers of up to 3 arguments do; the others are skipped, as Express skips them. When
 * `baton.handler` or `express.router.request` has a subscriber the call goes through `runTraced`;
 * otherwise the cost is a few boolean reads, and this function stays as small as it was before
 * tracing (it is inlined into the router's loop, and a larger body would push `invoke` out of that
 * inlining).
 */
export function runHandler(err: unknown, req: unknown, res: unknown, next: NextFunction, layer: HandlerLayer): void {
  const fn = layer.handle;
  if (handlerTraced() && layer.kind !== undefined) runTraced(fn, err, req, res, next, layer, layer.kind);
  else if (err) {
    if (arityOf(layer) === 4) invoke(fn as Invocable, next, err, req, res, next);
    else next(err);
  } else if (arityOf(layer) > 3) {
    next();
  } else {
    invoke(fn as Invocable, next, req, res, next);
  }
}

/** `runHandler`'s choice by arity, for a call that a tracing channel is listened to for. */
function runTraced(
  fn: AnyHandler | AnyErrorHandler,
  err: unknown,
  req: unknown,
  res: unknown,
  next: NextFunction,
  layer: TracedLayer,
  kind: HandlerKind,
): void {
  if (err) {
    if (fn.length === 4) traceHandler(layer, 'error_handler', fn as Invocable, next, req, res, err);
    else next(err);
  } else if (fn.length > 3) {
    next();
  } else {
    traceHandler(layer, kind, fn as Invocable, next, req, res, NONE);
  }
}
