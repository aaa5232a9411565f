import { type TracingChannel, tracingChannel } from 'node:diagnostics_channel';
import type { ExpressRouterContext, HandlerMessage, RequestMessage } from '../types/tracing.js';

/**
 * `baton.request`: one trace per request that enters an app from a server (a mounted app's
 * requests are part of its parent's). Publishing is gated on `requestChannel.start.hasSubscribers`,
 * one read of a boolean getter: subscribe to `start` to receive any event.
 *
 * @example
 * import { tracingChannel } from 'node:diagnostics_channel';
 * tracingChannel('baton.request').subscribe({ start() {}, end() {}, asyncStart() {}, asyncEnd() {}, error() {} });
 */
export const requestChannel: TracingChannel<unknown, RequestMessage> = tracingChannel('baton.request');

/**
 * `baton.handler`: one trace per handler call (middleware, router, route handler, error handler).
 * Gated like `requestChannel`, on its `start` channel.
 *
 * @example
 * import { tracingChannel } from 'node:diagnostics_channel';
 * tracingChannel('baton.handler').subscribe({ start(m) {}, end() {}, asyncStart() {}, asyncEnd() {}, error() {} });
 */
export const handlerChannel: TracingChannel<unknown, HandlerMessage> = tracingChannel('baton.handler');

/**
 * `requestChannel.start`, held directly: the hot path's check is `requestStart.hasSubscribers`,
 * one getter on one object (node swaps the channel's prototype when it gains or loses subscribers).
 *
 * @example
 * if (requestStart.hasSubscribers) traceRequest(req, res, done, dispatch);
 */
export const requestStart = requestChannel.start;

/**
 * `handlerChannel.start`, held directly for the same one-read check per handler call.
 *
 * @example
 * if (handlerStart.hasSubscribers) traceHandler(layer, kind, fn, next, req, res, NONE);
 */
export const handlerStart = handlerChannel.start;

/**
 * Whether a handler call is to be traced: `baton.handler` has a `start` subscriber, or anything
 * listens on `express.router.request`. Asked before every handler call (`runHandler`, the walk's hop).
 *
 * @example
 * if (handlerTraced()) runTraced(...);
 */
export function handlerTraced(): boolean {
  return handlerStart.hasSubscribers || expressTraced();
}

/**
 * `express.router.request`: the TracingChannel Express 5.3's router publishes, one trace per call
 * of a middleware, route handler, error handler or `param` callback (see express-trace.ts), so that
 * a tracer written for Express sees a Baton app as it sees an Express one.
 *
 * @example
 * import { tracingChannel } from 'node:diagnostics_channel';
 * tracingChannel('express.router.request').subscribe({ start(ctx) {}, end() {}, asyncStart() {}, asyncEnd() {}, error() {} });
 */
export const expressChannel: TracingChannel<unknown, ExpressRouterContext> = tracingChannel('express.router.request');

const { start: expressStart, end: expressEnd, asyncStart, asyncEnd, error: expressError } = expressChannel;

/**
 * Whether anything listens on `express.router.request`: any of its five channels, as Express asks
 * (a tracer may subscribe to `error` alone). Five boolean getters, read only where a handler is
 * about to be called or an error passed on.
 *
 * @example
 * if (expressTraced()) invokeTraced(layer, fn, next, req, res, NONE);
 */
export function expressTraced(): boolean {
  return (
    expressStart.hasSubscribers ||
    expressEnd.hasSubscribers ||
    asyncStart.hasSubscribers ||
    asyncEnd.hasSubscribers ||
    expressError.hasSubscribers
  );
}
