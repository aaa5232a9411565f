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
