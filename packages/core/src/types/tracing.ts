import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * What a handler is, as the `baton.handler` messages report it (the names OpenTelemetry's Express
 * instrumentation gives its `express.type` attribute, plus error handlers):
 * - `middleware`: a function given to `use` (path-scoped or not);
 * - `router`: a `Router()` or an app mounted with `use`;
 * - `request_handler`: a route's handler (`app.get(path, fn)`, `route.post(fn)`, `all`);
 * - `error_handler`: a 4-argument handler called with an error (middleware or route).
 *
 * @example
 * const kind: HandlerKind = 'request_handler';
 */
export type HandlerKind = 'middleware' | 'router' | 'request_handler' | 'error_handler';

/**
 * The message of every `baton.request` event: one object per request, the same object for each of
 * its events, with fields filled in as the request goes (see docs/observability.md).
 *
 * @example
 * import { tracingChannel } from 'node:diagnostics_channel';
 * tracingChannel<RequestMessage>('baton.request').subscribe({
 *   start() {},
 *   end() {},
 *   asyncStart(m) { console.log(m.req.method, m.route, m.res.statusCode, m.id); },
 *   asyncEnd() {},
 *   error(m) { console.error(m.id, m.error); },
 * });
 */
export interface RequestMessage {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  /**
   * The template of the last route the request entered, mount paths included
   * (`/api/blogs/:id` for `app.use('/api', api)` and `api.get('/blogs/:id', ...)`); undefined until
   * a route matches, and for a request no route matched.
   */
  readonly route: string | undefined;
  /** `req.id` when the app has the `request id` setting, else undefined. */
  readonly id: string | undefined;
  /** On `error` and after: the error that reached the app's final handler. */
  readonly error: unknown;
}

/**
 * The message of every `baton.handler` event: one object per handler call, the same object for
 * each of that call's events.
 *
 * @example
 * import { tracingChannel } from 'node:diagnostics_channel';
 * tracingChannel<HandlerMessage>('baton.handler').subscribe({
 *   start(m) { console.log(m.kind, m.name, m.path); },
 *   end() {},
 *   asyncStart() {},
 *   asyncEnd() {},
 *   error(m) { console.error(m.name, m.error); },
 * });
 */
export interface HandlerMessage {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  /** The handler function's name, or `<anonymous>`. */
  readonly name: string;
  readonly kind: HandlerKind;
  /**
   * The path it was registered with, relative to its router: the mount path of a `use` layer
   * (`/` for one without), the route's path for a route handler. A RegExp or an array of paths is
   * given as `String(path)`.
   */
  readonly path: string;
  /**
   * On `error` and after: what the handler threw, rejected with or passed to `next()` (an error
   * handler passing on the error it was given is not an error of its own).
   */
  readonly error: unknown;
}

/**
 * The context of every `express.router.request` event, the TracingChannel Express 5.3 (router 2.3)
 * publishes and Baton publishes the same way: one object per call of a middleware, route handler,
 * error handler or `param` callback, the same object for each of that call's events. A tracer
 * written for Express's channel reads it unchanged (see docs/observability.md).
 *
 * @example
 * import { tracingChannel } from 'node:diagnostics_channel';
 * tracingChannel<unknown, ExpressRouterContext>('express.router.request').subscribe({
 *   start(ctx) { console.log(ctx.layer.name, ctx.route, ctx.param); },
 *   end() {},
 *   asyncStart() {},
 *   asyncEnd(ctx) { console.log('settled', ctx.result); },
 *   error(ctx) { console.error(ctx.layer.name, ctx.error); },
 * });
 */
export interface ExpressRouterContext {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  /** The stack entry called: its handler's name (`<anonymous>` without one) and the handler. */
  readonly layer: { readonly name: string; readonly handle: (...args: never[]) => unknown };
  /** The function called: the middleware, route handler, error handler or `param` callback. */
  readonly handler: (...args: never[]) => unknown;
  /**
   * The path the router matched for this call, as registered: the mount path of a `use` layer
   * (`'/'` without one), the route's path for its handlers; the one that matched of an array of
   * paths; a RegExp path as the RegExp.
   */
  readonly route: string | RegExp | undefined;
  /** Set for an error handler's call: it was called with `incomingError`. */
  readonly errorHandler?: true;
  readonly incomingError?: unknown;
  /** Set for a `param` callback's call: the parameter's name. */
  readonly param?: string;
  /**
   * What the call returned: from `end` for a call that returned no promise (undefined after a
   * thrown `'route'`/`'router'`), from `asyncEnd` the value a returned promise resolved to.
   */
  readonly result?: unknown;
  /** What the call threw, rejected with or passed to `next()`, published once per error per request. */
  readonly error?: unknown;
}
