import { IncomingMessage, ServerResponse } from 'node:http';
import { Http2ServerRequest, Http2ServerResponse } from 'node:http2';
import type { Application } from '../application.js';
import { http2PrototypesOf } from './http2-prototypes.js';

/**
 * The request and response constructors a node server is given for an app, under node's option
 * names, so every object it builds has the app's prototypes from the start and `app.handle` never
 * swaps them (the swap is two `Object.setPrototypeOf` calls, about 50 µs of CPU per request).
 *
 * @example
 * const classes: Http1Classes = http1Classes(app);
 */
export interface Http1Classes {
  readonly IncomingMessage: typeof IncomingMessage;
  readonly ServerResponse: typeof ServerResponse;
}

/**
 * {@link Http1Classes} for HTTP/2: node's `Http2ServerRequest`/`Http2ServerResponse` options.
 *
 * @example
 * const classes: Http2Classes = http2Classes(app);
 */
export interface Http2Classes {
  readonly Http2ServerRequest: typeof Http2ServerRequest;
  readonly Http2ServerResponse: typeof Http2ServerResponse;
}

/**
 * A constructor that runs `native` but makes its objects inherit `prototype`. node's HTTP/1.1
 * classes are plain functions and its HTTP/2 ones ES classes; `Reflect.construct` with this
 * function as `new.target` serves both, and node only ever calls them with `new`.
 */
function constructorOn<T>(native: new (...a: never[]) => unknown, prototype: object): T {
  function AppClass(...a: unknown[]): unknown {
    return Reflect.construct(native, a, AppClass);
  }
  AppClass.prototype = prototype;
  return AppClass as unknown as T;
}

/**
 * HTTP/1.1 constructors on `app.request`/`app.response`, for `http.createServer`,
 * `https.createServer` (and as `Http1IncomingMessage`/`Http1ServerResponse` for the HTTP/1.1
 * fallback of `http2.createSecureServer`).
 *
 * @example
 * http.createServer({ ...http1Classes(app) }, app);
 */
export function http1Classes(app: Application): Http1Classes {
  return {
    IncomingMessage: constructorOn(IncomingMessage, app.request),
    ServerResponse: constructorOn(ServerResponse, app.response),
  };
}

/**
 * HTTP/2 constructors on the app's HTTP/2 prototypes (made, and synced, here if need be).
 *
 * @example
 * http2.createServer({ ...http2Classes(app) }, app);
 */
export function http2Classes(app: Application): Http2Classes {
  const protos = http2PrototypesOf(app);
  return {
    Http2ServerRequest: constructorOn(Http2ServerRequest, protos.request),
    Http2ServerResponse: constructorOn(Http2ServerResponse, protos.response),
  };
}
