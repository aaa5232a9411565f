import { isThenable } from '@batonjs/http';
import type { Invocable } from '../router/handler-types.js';
import { invoke, NONE, rejectionError, thrownError } from '../router/invoke.js';
import { kMatchedPattern } from '../symbols.js';
import type { NextFunction } from '../types/next-function.js';
import type { PathArg } from '../types/path.js';
import type { ExpressRouterContext } from '../types/tracing.js';
import { expressChannel, expressTraced } from './channels.js';

/**
 * The errors already reported for a request. `Symbol.for`, the key Express's router uses, so that
 * an Express router mounted in a Baton app (or the other way round) reports each error once too.
 */
const kPublishedErrors = Symbol.for('router.tracing.publishedErrors');

/** What this module reads and writes on a request. */
interface TracedRequest {
  next?: NextFunction;
  route?: { readonly path: PathArg };
  [kPublishedErrors]?: Set<unknown>;
  [kMatchedPattern]?: string | RegExp;
}

/** A stack entry as the context shows it: a router's layer has `path`, a route's handler does not. */
export interface ExpressLayer {
  readonly name: string;
  readonly handle: (...args: never[]) => unknown;
  /** A router's layer's path as registered; a route's handlers have none (their route's is read). */
  readonly path?: PathArg;
}

/** The context while it is being filled in: Express's is a plain object whose keys come and go. */
type Context = { -readonly [K in keyof ExpressRouterContext]: ExpressRouterContext[K] };

/** `'route'` and `'router'` steer the router; they are never reported as errors. */
function isRoutingSignal(err: unknown): boolean {
  return err === 'route' || err === 'router';
}

/**
 * Remembers `err` as seen for `req`; true the first time only. The router calls it for every error
 * passed on while the channel is listened to, so that an error that left an untraced call (or came
 * from matching a path) is not claimed later by the handler that passes it on.
 *
 * @example
 * if (err && expressTraced()) noteExpressError(req, err);
 */
export function noteExpressError(req: object, err: unknown): boolean {
  if (!err || isRoutingSignal(err)) return false;
  const r = req as TracedRequest;
  const seen = r[kPublishedErrors];
  if (seen === undefined) r[kPublishedErrors] = new Set([err]);
  else if (seen.has(err)) return false;
  else seen.add(err);
  return true;
}

/**
 * The path the router matched for a call: a router layer's own path, a route handler's route's;
 * for an array of paths, the element that matched, which the walk noted (see router-walk.ts).
 */
function patternOf(layer: ExpressLayer, req: TracedRequest): string | RegExp | undefined {
  const path = layer.path !== undefined ? layer.path : req.route?.path;
  return Array.isArray(path) ? req[kMatchedPattern] : (path as string | RegExp | undefined);
}

/**
 * The `next` a traced call is given: the first report of a real error is published as `error` on
 * this call's context, then the error (or nothing) goes on. An error handler's incoming error was
 * reported where it arose; one it replaces or recovers from may be reported again when it comes back.
 */
function passingOn(ctx: Context, req: TracedRequest, next: NextFunction): NextFunction {
  if (ctx.errorHandler) noteExpressError(req, ctx.incomingError);
  return (err?: unknown) => {
    if (ctx.errorHandler && err !== ctx.incomingError) req[kPublishedErrors]?.delete(ctx.incomingError);
    if (err && noteExpressError(req, err)) {
      ctx.error = err;
      expressChannel.error.publish(ctx);
    }
    (next as (err?: unknown) => void)(err);
  };
}

/** A throw or rejection, kept on the context for `end`/`asyncEnd` even when already published. */
function recordThrown(ctx: Context, err: unknown, sync: boolean): void {
  if (isRoutingSignal(err)) {
    // A thrown routing signal ends the call as `next('route')` and return would.
    if (sync) ctx.result = undefined;
  } else if (!('error' in ctx)) ctx.error = err;
}

/** `end`, with an error published before a promise was returned hidden for its duration: on `end`, `error` means done. */
function publishEnd(ctx: Context, async: boolean): void {
  if (!async || !('error' in ctx)) {
    expressChannel.end.publish(ctx);
    return;
  }
  const error = ctx.error;
  delete ctx.error;
  expressChannel.end.publish(ctx);
  ctx.error = error;
}

/** `asyncStart` then at once `asyncEnd`, inside the stores `asyncStart` binds: the promise settled. */
function publishSettled(ctx: Context): void {
  expressChannel.asyncStart.runStores(ctx, () => expressChannel.asyncEnd.publish(ctx));
}

/**
 * Calls a middleware, route handler or error handler (`given`: the error for an error handler,
 * else NONE) as `invoke` does; while `express.router.request` is listened to, inside its trace, in
 * Express 5.3's order: `start`, the call, `end`; `error` when the call passes on an error not
 * reported before (from `next(err)`, a throw or a rejection), at that moment, so that the error
 * handlers it reaches run inside its trace; and for a returned promise, `asyncStart` and
 * `asyncEnd` once it settles. Baton's own semantics stay: a falsy throw becomes
 * BATON_FALSY_THROWN, and `req.next` is the `next` the handler got. The tracing paths call this
 * where the untraced path calls `invoke`.
 *
 * @example
 * invokeTraced(layer, fn, next, req, res, NONE);
 */
export function invokeTraced(
  layer: ExpressLayer,
  fn: Invocable,
  next: NextFunction,
  req: unknown,
  res: unknown,
  given: unknown,
): void {
  if (!expressTraced()) {
    if (given === NONE) invoke(fn, next, req, res, next);
    else invoke(fn, next, given, req, res, next);
    return;
  }
  const r = req as TracedRequest;
  const route = patternOf(layer, r);
  const handler = fn as ExpressRouterContext['handler'];
  const ctx = (
    given === NONE
      ? { req, res, layer, handler, route }
      : { req, res, incomingError: given, layer, handler, route, errorHandler: true }
  ) as Context;
  const passOn = passingOn(ctx, r, next);
  if (r.next === next) r.next = passOn;
  let settled = false;
  const rejected = (err: unknown): void => {
    passOn(err);
    if (settled) return;
    settled = true;
    recordThrown(ctx, err, false);
    publishSettled(ctx);
  };
  expressChannel.start.runStores(ctx, () => {
    let ret: unknown;
    try {
      ret = given === NONE ? fn(req, res, passOn) : fn(given, req, res, passOn);
    } catch (err) {
      const error = thrownError(err);
      passOn(error);
      recordThrown(ctx, error, true);
      publishEnd(ctx, false);
      return;
    }
    const async = isThenable(ret);
    if (!async) ctx.result = ret;
    publishEnd(ctx, async);
    if (!async) return;
    try {
      (ret as PromiseLike<unknown>).then(
        (value) => {
          if (settled) return;
          settled = true;
          ctx.result = value;
          publishSettled(ctx);
        },
        (err: unknown) => rejected(rejectionError(err)),
      );
    } catch (err) {
      // A `then` that throws: what the untraced call passes on (invoke.ts).
      rejected(thrownError(err));
    }
  });
}

/**
 * Calls a `router.param` callback as `invoke` does, inside an `express.router.request` trace with
 * `param` set to the parameter's name: `start`, the call, `end`; `error` when it passes on an error
 * first seen there; for a returned promise, `asyncStart`/`asyncEnd` once it settles, after `end`
 * even when it settled at once. A param callback's promise only settles the trace: it must call
 * `next` itself, or reject.
 *
 * @example
 * traceExpressParam(layer, fn, nextCallback, req, res, value, key);
 */
export function traceExpressParam(
  layer: ExpressLayer,
  fn: Invocable,
  next: NextFunction,
  req: unknown,
  res: unknown,
  value: unknown,
  name: string,
): void {
  const r = req as TracedRequest;
  const ctx = {
    req,
    res,
    layer,
    handler: fn as ExpressRouterContext['handler'],
    route: patternOf(layer, r),
    param: name,
  } as Context;
  const passOn = passingOn(ctx, r, next);
  let async = false;
  let ended = false;
  let settled = false;
  let early: (() => void) | undefined;
  const finish = (outcome: unknown, rejected: boolean): void => {
    if (rejected) recordThrown(ctx, outcome, false);
    else ctx.result = outcome;
    publishSettled(ctx);
  };
  const settle = (outcome: unknown, rejected: boolean): void => {
    if (settled) return;
    settled = true;
    if (ended) finish(outcome, rejected);
    else early = () => finish(outcome, rejected);
  };
  const rejected = (err: unknown): void => {
    passOn(err);
    settle(err, true);
  };
  expressChannel.start.runStores(ctx, () => {
    try {
      let ret: unknown;
      try {
        ret = fn(req, res, passOn, value, name);
      } catch (err) {
        const error = thrownError(err);
        recordThrown(ctx, error, true);
        passOn(error);
        return;
      }
      async = isThenable(ret);
      if (!async) {
        ctx.result = ret;
        return;
      }
      try {
        (ret as PromiseLike<unknown>).then(
          (outcome) => settle(outcome, false),
          (err: unknown) => rejected(rejectionError(err)),
        );
      } catch (err) {
        rejected(thrownError(err));
      }
    } finally {
      publishEnd(ctx, async);
      ended = true;
      early?.();
    }
  });
}
