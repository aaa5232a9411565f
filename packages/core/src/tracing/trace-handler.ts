import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Invocable } from '../router/handler-types.js';
import type { NextFunction } from '../types/next-function.js';
import type { HandlerKind, HandlerMessage } from '../types/tracing.js';
import { handlerChannel, handlerStart } from './channels.js';
import { type ExpressLayer, invokeTraced } from './express-trace.js';

/** What the router knows of a handler it calls, for the `baton.handler` messages (and Express's channel's). */
export interface TracedLayer extends ExpressLayer {
  /** Undefined for a layer whose call is not published (a route's dispatcher: its handlers are). */
  readonly kind: HandlerKind | undefined;
  /** The path as registered, as a string. */
  readonly template: string;
}

/** One handler call's message: a class, so that every message has one shape. */
class HandlerCall implements HandlerMessage {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  readonly name: string;
  readonly kind: HandlerKind;
  readonly path: string;
  error: unknown = undefined;

  constructor(req: unknown, res: unknown, layer: TracedLayer, kind: HandlerKind) {
    this.req = req as IncomingMessage;
    this.res = res as ServerResponse;
    this.name = layer.name;
    this.kind = kind;
    this.path = layer.template;
  }
}

/**
 * Calls a handler as `invoke` does, inside a `baton.handler` trace with Node's `traceCallback`
 * order, `next` being the callback: `start` (with the channel's bound stores), the handler,
 * `end` when it returns. When it passes control on (`next()`, or `next(err)` from a call, a throw
 * or a rejection): `error` if it failed, then `asyncStart`, the rest of the chain, `asyncEnd`.
 * A handler that calls `next` before returning has its `asyncStart`/`asyncEnd` inside its
 * `start`/`end`; one that answers without calling `next` has no async events. Without a
 * `baton.handler` subscriber (the call is traced for `express.router.request` alone) it only
 * hands the call to `invokeTraced`, which also runs inside this trace.
 *
 * @example
 * traceHandler(layer, 'middleware', fn, next, req, res, NONE);
 */
export function traceHandler(
  layer: TracedLayer,
  kind: HandlerKind,
  fn: Invocable,
  next: NextFunction,
  req: unknown,
  res: unknown,
  given: unknown,
): void {
  if (!handlerStart.hasSubscribers) {
    invokeTraced(layer, fn, next, req, res, given);
    return;
  }
  const message = new HandlerCall(req, res, layer, kind);
  let passed = false;
  const tracedNext: NextFunction = (err) => {
    // A second call is the guard's to report (guard-next.ts): its trace has ended.
    if (passed) {
      next(err);
      return;
    }
    passed = true;
    if (err && err !== 'route' && err !== 'router' && err !== given) {
      message.error = err;
      handlerChannel.error.publish(message);
    }
    handlerChannel.asyncStart.publish(message);
    try {
      next(err);
    } finally {
      handlerChannel.asyncEnd.publish(message);
    }
  };
  // The router stores the `next` it hands a middleware as req.next (res.format and res.sendFile pass
  // it on): the traced one takes its place, so that both are still the same function.
  const r = req as { next?: NextFunction };
  if (r.next === next) r.next = tracedNext;
  handlerChannel.start.runStores(message, () => {
    try {
      invokeTraced(layer, fn, tracedNext, req, res, given);
    } finally {
      handlerChannel.end.publish(message);
    }
  });
}
