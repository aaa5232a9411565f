import type { Application } from '../types/application.js';
import type { NextFunction } from '../types/next-function.js';
import { requestKind, responseKind } from './prototype-kind.js';
import { PrototypeTwin } from './prototype-twin.js';
import { rootRequest, rootResponse } from './roots.js';
import { adoptServer } from './server-adoption.js';

/**
 * An app's request and response levels: the builder's per-app record. Internals compare
 * prototypes against `request.http1`/`response.http1` (the objects requests really inherit
 * from), never against the views users see as `app.request`/`app.response`.
 *
 * @example
 * Object.getPrototypeOf(req) === prototypesOf(app).request.http1; // over HTTP/1.1
 */
export interface AppPrototypes {
  request: PrototypeTwin;
  response: PrototypeTwin;
}

const kPrototypes: unique symbol = Symbol('baton.prototypes');

type WithPrototypes = Application & { [kPrototypes]: AppPrototypes };

/**
 * Builds `app`'s own request and response levels under the roots, and makes `app.request`/
 * `app.response` accessors: reading gives the views (extend them at any time, every transport
 * follows); assigning (Express allows `app.request = proto`) makes the assigned object the level
 * this app's requests get, its later writes through `app.request` mirrored likewise.
 *
 * @example
 * buildAppPrototypes(app); // once, in createApp
 */
export function buildAppPrototypes(app: Application): void {
  const own: AppPrototypes = {
    request: PrototypeTwin.forApp(requestKind, app, rootRequest),
    response: PrototypeTwin.forApp(responseKind, app, rootResponse),
  };
  Object.defineProperty(app, kPrototypes, { configurable: true, value: own });
  Object.defineProperty(app, 'request', { configurable: true, enumerable: true, ...requestAccessors });
  Object.defineProperty(app, 'response', { configurable: true, enumerable: true, ...responseAccessors });
}

/**
 * `app.request`/`app.response`'s getter and setter, the same functions for every app: accessors
 * made per app (closures over its record) gave each app a map of its own, and V8 keeps such
 * objects as dictionaries, so every app but the first of a process was read by hash lookup
 * (`app.handle`, its settings' record) on each request it served, mounted or not.
 */
function accessorsOf(kind: 'request' | 'response') {
  return {
    get(this: WithPrototypes): object {
      return this[kPrototypes][kind].view;
    },
    set(this: WithPrototypes, value: object): void {
      const own = this[kPrototypes];
      own[kind] = own[kind].replacedBy(value);
    },
  };
}

const requestAccessors = accessorsOf('request');
const responseAccessors = accessorsOf('response');

/**
 * The builder's record for `app`.
 *
 * @example
 * const { request, response } = prototypesOf(app);
 */
export function prototypesOf(app: Application): AppPrototypes {
  return (app as WithPrototypes)[kPrototypes];
}

/**
 * Re-parents `app`'s levels under `parent`'s (its views, or an Express app's plain objects), on
 * both transports: what the 'mount' event does, as Express re-parents `app.request`.
 *
 * @example
 * app.on('mount', (parent) => mountPrototypes(app, parent));
 */
export function mountPrototypes(
  app: Application,
  parent: { readonly request: object; readonly response: object },
): void {
  const own = prototypesOf(app);
  if (!own.request.reparent(parent.request) || !own.response.reparent(parent.response)) {
    // node's own message for the same mistake, as Express throws it (from Object.setPrototypeOf).
    throw new TypeError('Cyclic __proto__ value');
  }
}

/**
 * Gives `req` and `res` the prototypes of `app` for their transport. Servers Baton creates build
 * them on the app's HTTP/1.1 prototypes already: one pointer compare. Otherwise (HTTP/2, a server
 * someone else created, a mounted app taking over) `adoptPrototypes` sorts it out.
 *
 * @example
 * usePrototypes(app, req, res); // in dispatch, before the router
 */
export function usePrototypes(app: Application, req: object, res: object): void {
  const own = (app as WithPrototypes)[kPrototypes];
  if (Object.getPrototypeOf(req) !== own.request.http1) adoptPrototypes(app, own, req, res);
  else if (Object.getPrototypeOf(res) !== own.response.http1) Object.setPrototypeOf(res, own.response.http1);
}

/**
 * The per-request fallback: swaps to `own`'s HTTP/2 prototypes for an `Http2ServerRequest` (never
 * an `IncomingMessage`-based one, which would break its getters), else to the HTTP/1.1 ones. A
 * request node built with its own class (on either transport) came from a server someone else
 * created: that server is offered the app's classes (`adoptServer`), so its later requests need no
 * swap. A request
 * entering a mounted app whose levels add only `app` to its parent's (the usual case) is not
 * swapped either: it gets `app` as its own property. Swapping made every request of such an app
 * cost ~90 µs of CPU against ~25 through a Router at the same place (hello JSON, wrk), as it did
 * for `http.createServer(app)`.
 */
function adoptPrototypes(app: Application, own: AppPrototypes, req: object, res: object): void {
  const proto = Object.getPrototypeOf(req);
  // node:http2 is only asked for a request that says it is HTTP/2 (then it is loaded already).
  const http2 =
    proto === own.request.builtHttp2 ||
    ((req as { httpVersionMajor?: unknown }).httpVersionMajor === 2 &&
      req instanceof process.getBuiltinModule('node:http2').Http2ServerRequest);
  const reqProto = http2 ? own.request.http2 : own.request.http1;
  const resProto = http2 ? own.response.http2 : own.response.http1;
  if (own.request.addsOnlyApp(proto, http2) && own.response.addsOnlyApp(Object.getPrototypeOf(res), http2)) {
    setOwnApp(req, appOf(reqProto));
    setOwnApp(res, appOf(resProto));
    return;
  }
  if (proto === (http2 ? requestKind.Http2 : requestKind.Http1).prototype) adoptServer(app, req, own);
  if (proto !== reqProto) Object.setPrototypeOf(req, reqProto);
  if (Object.getPrototypeOf(res) !== resProto) Object.setPrototypeOf(res, resProto);
  // An `app` of its own from a mounted app entered earlier would hide the one of its new level.
  if (Object.hasOwn(req, 'app')) setOwnApp(req, appOf(reqProto));
  if (Object.hasOwn(res, 'app')) setOwnApp(res, appOf(resProto));
}

function appOf(level: object): unknown {
  return (level as { app?: unknown }).app;
}

/**
 * `target.app = app` as an own data property: defined, since a level's `app` may be an accessor,
 * and not enumerable, so `util.inspect(req)` and loggers that copy own keys do not print the app.
 */
function setOwnApp(target: object, app: unknown): void {
  Object.defineProperty(target, 'app', { configurable: true, enumerable: false, writable: true, value: app });
}

/**
 * A mounted app's `next`: puts back the prototypes `req` and `res` had when it was entered (the
 * parent's, for their transport), and their `app` if the mounted app gave them their own, before
 * calling the parent's `next`.
 *
 * @example
 * sub.handle(req, res, restoringPrototypes(req, res, next));
 */
export function restoringPrototypes(req: object, res: object, next: NextFunction): NextFunction {
  const reqProto = Object.getPrototypeOf(req);
  const resProto = Object.getPrototypeOf(res);
  const reqApp = appOf(req);
  const resApp = appOf(res);
  return (err?: unknown) => {
    if (Object.getPrototypeOf(req) !== reqProto) Object.setPrototypeOf(req, reqProto);
    if (Object.getPrototypeOf(res) !== resProto) Object.setPrototypeOf(res, resProto);
    if (appOf(req) !== reqApp) setOwnApp(req, reqApp);
    if (appOf(res) !== resApp) setOwnApp(res, resApp);
    next(err);
  };
}
