import { IncomingMessage, ServerResponse } from 'node:http';
import type { Http2ServerRequest, Http2ServerResponse } from 'node:http2';
import type { Application } from '../types/application.js';
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
 * A constructor that runs node's HTTP/1.1 `native` (a plain function, not a class) on `this`, so
 * its objects inherit `prototype`. Calling it on `this` is what subclassing a plain function
 * means; `Reflect.construct(native, args, AppClass)` would do the same but measured about 9×
 * slower per request (V8 takes a slow path for a `new.target` that is not a subclass).
 */
function constructorOn<T>(native: (...a: never[]) => unknown, prototype: object): T {
  function AppClass(this: object, ...a: unknown[]): void {
    Reflect.apply(native, this, a);
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
  const own = (app as { [kHttp1Classes]?: Http1Classes })[kHttp1Classes];
  if (own?.IncomingMessage.prototype === app.request && own.ServerResponse.prototype === app.response) return own;
  // Prototypes the user replaced: fall back to running node's constructors on them.
  return {
    IncomingMessage: constructorOn(IncomingMessage as never, app.request),
    ServerResponse: constructorOn(ServerResponse as never, app.response),
  };
}

const kHttp1Classes: unique symbol = Symbol('baton.http1Classes');

/**
 * Makes a new app's `app.request` and `app.response` the prototypes of real subclasses of node's
 * `IncomingMessage` and `ServerResponse`, re-parented (once) onto Baton's `request`/`response`,
 * and carrying `app`. Servers Baton creates then construct requests with `new` on a proper
 * derived class, which V8 builds on its fast path: running node's constructors on an object that
 * already has a foreign prototype made them several microseconds slower per request.
 *
 * @example
 * installHttp1Prototypes(app, request, response); // app.request, app.response, and their classes
 */
export function installHttp1Prototypes(app: Application, request: object, response: object): void {
  const own = { configurable: true, enumerable: true, writable: true, value: app };
  const Request = class BatonRequest extends IncomingMessage {};
  const Response = class BatonResponse extends ServerResponse {};
  for (const [Class, parent] of [
    [Request, request],
    [Response, response],
  ] as const) {
    Object.setPrototypeOf(Class.prototype, parent);
    // `req.constructor` stays node's IncomingMessage (found up the chain), as with Express.
    delete (Class.prototype as { constructor?: unknown }).constructor;
    Object.defineProperty(Class.prototype, 'app', own);
  }
  app.request = Request.prototype as Application['request'];
  app.response = Response.prototype as Application['response'];
  Object.defineProperty(app, kHttp1Classes, {
    configurable: true,
    value: { IncomingMessage: Request, ServerResponse: Response } as unknown as Http1Classes,
  });
}

/**
 * HTTP/2 constructors whose prototypes are the app's HTTP/2 prototypes (made here if need be). node's HTTP/2 classes are ES classes, so these are real subclasses, made once per app.
 *
 * @example
 * http2.createServer({ ...http2Classes(app) }, app);
 */
export function http2Classes(app: Application): Http2Classes {
  const protos = http2PrototypesOf(app);
  return { Http2ServerRequest: protos.Request, Http2ServerResponse: protos.Response };
}
