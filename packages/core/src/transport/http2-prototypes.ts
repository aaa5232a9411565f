import { Http2ServerRequest, Http2ServerResponse } from 'node:http2';
import { request } from '../request.js';
import { createEnd, type NativeEnd } from '../response/already-sent.js';
import { response } from '../response.js';
import type { Application } from '../types/application.js';
import { isConnectionHeader, withoutConnectionHeaders } from './connection-headers.js';

/**
 * An app's HTTP/2 request and response prototypes (its `app.request`/`app.response`, on node's
 * HTTP/2 classes), as the prototypes of subclasses of node's classes that a server can construct.
 *
 * @example
 * const { request, Request } = http2PrototypesOf(app); // Request.prototype === request
 */
export interface Http2Prototypes {
  readonly request: object;
  readonly response: object;
  readonly Request: typeof Http2ServerRequest;
  readonly Response: typeof Http2ServerResponse;
}

/** On an app: its {@link Http2Prototypes}, made when it first meets HTTP/2. */
export const kHttp2Prototypes: unique symbol = Symbol('baton.http2Prototypes');

/** What an app keeps under {@link kHttp2Prototypes}: its prototypes, and whether they were synced. */
interface Http2State extends Http2Prototypes {
  synced: boolean;
}

type WithHttp2 = Application & { [kHttp2Prototypes]?: Http2State };

const nativeSetHeader = Http2ServerResponse.prototype.setHeader as (this: object, ...a: unknown[]) => unknown;
const nativeAppendHeader = (Http2ServerResponse.prototype as unknown as { appendHeader: typeof nativeSetHeader })
  .appendHeader;
const nativeWriteHead = Http2ServerResponse.prototype.writeHead as (this: object, ...a: unknown[]) => unknown;

/**
 * What Baton's HTTP/2 responses do differently from `baton.response`. These keys are never copied
 * over from the HTTP/1.1 prototypes: they wrap node's HTTP/2 methods, not `ServerResponse`'s.
 */
const http2Only = {
  end: createEnd(Http2ServerResponse.prototype.end as unknown as NativeEnd),
  setHeader(this: object, name: string, value: unknown): object {
    // Dropped, not thrown: node would fail the stream with ERR_HTTP2_INVALID_CONNECTION_HEADERS.
    if (typeof name === 'string' && isConnectionHeader(name)) return this;
    nativeSetHeader.call(this, name, value);
    return this;
  },
  appendHeader(this: object, name: string, value: unknown): object {
    if (typeof name === 'string' && isConnectionHeader(name)) return this;
    nativeAppendHeader.call(this, name, value);
    return this;
  },
  writeHead(this: object, ...args: unknown[]): object {
    const last = args.length - 1;
    if (last > 0) args[last] = withoutConnectionHeaders(args[last]);
    nativeWriteHead.apply(this, args);
    return this;
  },
};
const http2OnlyKeys: ReadonlySet<PropertyKey> = new Set(['constructor', ...Object.keys(http2Only)]);

/**
 * The root of every app's HTTP/2 request prototype: node's `Http2ServerRequest.prototype` plus
 * `baton.request`'s helpers (copied, since one object cannot inherit from both).
 */
export const http2Request: object = Object.create(Http2ServerRequest.prototype);

/** The root of every app's HTTP/2 response prototype: `Http2ServerResponse.prototype` plus `baton.response`'s helpers. */
export const http2Response: object = Object.create(Http2ServerResponse.prototype);
Object.assign(http2Response, http2Only);

/** Defines every own property of `source` (symbols and non-enumerable ones included) on `target`. */
function copyOwn(target: object, source: object, skip: ReadonlySet<PropertyKey>): void {
  for (const key of Reflect.ownKeys(source)) {
    if (skip.has(key)) continue;
    Object.defineProperty(target, key, Object.getOwnPropertyDescriptor(source, key) as PropertyDescriptor);
  }
}

const noKeys: ReadonlySet<PropertyKey> = new Set(['constructor']);

/**
 * Copies what is on `baton.request`/`baton.response` and on the `app.request`/`app.response` of
 * `app` and each app it is mounted in into their HTTP/2 counterparts, so helpers added after
 * import (by the umbrella, a plugin, or user code) are there on HTTP/2 too. Runs when an app
 * handles its first HTTP/2 request; call it again after extending the prototypes later than that.
 *
 * @example
 * app.request.isAdmin = function () { return this.get('x-role') === 'admin'; };
 * syncHttp2Prototypes(app); // only needed once the app has already served HTTP/2
 */
export function syncHttp2Prototypes(app: Application): void {
  copyOwn(http2Request, request, noKeys);
  copyOwn(http2Response, response, http2OnlyKeys);
  for (let a: Application | undefined = app; a !== undefined; a = a.parent) {
    const state = stateOf(a);
    copyOwn(state.request, a.request, noKeys);
    copyOwn(state.response, a.response, http2OnlyKeys);
    state.synced = true;
  }
}

/**
 * The HTTP/2 prototypes of `app`, made on first use. They inherit the HTTP/2 prototypes of the
 * app it is mounted in (as `app.request` inherits the parent's `app.request`), else the roots.
 * Helpers are copied in when the app handles its first HTTP/2 request ({@link syncHttp2Prototypes}).
 *
 * @example
 * Object.getPrototypeOf(req) === http2PrototypesOf(req.app).request; // on HTTP/2
 */
export function http2PrototypesOf(app: Application): Http2Prototypes {
  return stateOf(app);
}

function stateOf(app: Application): Http2State {
  const own = (app as WithHttp2)[kHttp2Prototypes];
  if (own !== undefined) return own;
  const parent = app.parent === undefined ? undefined : stateOf(app.parent);
  // Real subclasses (node's HTTP/2 classes are ES classes): a plain function as `new.target`
  // through Reflect.construct measured about 3× the CPU per request. Their prototypes are then
  // re-parented onto Baton's chain, once, here.
  const Request = class BatonHttp2Request extends Http2ServerRequest {};
  const Response = class BatonHttp2Response extends Http2ServerResponse {};
  Object.setPrototypeOf(Request.prototype, parent?.request ?? http2Request);
  Object.setPrototypeOf(Response.prototype, parent?.response ?? http2Response);
  const state: Http2State = {
    request: Request.prototype,
    response: Response.prototype,
    Request,
    Response: Response as unknown as typeof Http2ServerResponse,
    synced: false,
  };
  Object.defineProperty(app, kHttp2Prototypes, { configurable: true, value: state });
  return state;
}

/**
 * Re-parents `app`'s HTTP/2 prototypes under `parent`'s, as the 'mount' handler does for
 * `app.request`/`app.response`. Nothing to do while the app has none yet: they are made with
 * the right parent.
 *
 * @example
 * app.on('mount', (parent) => remountHttp2Prototypes(app, parent));
 */
export function remountHttp2Prototypes(app: Application, parent: Application): void {
  const own = (app as WithHttp2)[kHttp2Prototypes];
  if (own === undefined) return;
  const up = stateOf(parent);
  Object.setPrototypeOf(own.request, up.request);
  Object.setPrototypeOf(own.response, up.response);
}

/**
 * Gives `req` and `res` the prototypes of `app` for their transport, when a server Baton did not
 * create (or a mounted app) hands them over with other prototypes: `Http2ServerRequest`s get the
 * HTTP/2 ones, never an `IncomingMessage`-based prototype.
 *
 * @example
 * if (Object.getPrototypeOf(req) !== app.request) adoptPrototypes(app, req, res);
 */
export function adoptPrototypes(app: Application, req: object, res: object): void {
  let target: { readonly request: object; readonly response: object } = app;
  const proto = Object.getPrototypeOf(req);
  const own = (app as WithHttp2)[kHttp2Prototypes];
  if ((own !== undefined && proto === own.request) || req instanceof Http2ServerRequest) {
    const state = own ?? stateOf(app);
    // One boolean read per HTTP/2 request; the copy itself happens once per app.
    if (!state.synced) syncHttp2Prototypes(app);
    target = state;
  }
  if (proto !== target.request) Object.setPrototypeOf(req, target.request);
  if (Object.getPrototypeOf(res) !== target.response) Object.setPrototypeOf(res, target.response);
}
