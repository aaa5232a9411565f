import type { Application } from '../types/application.js';
import type { Http1Classes, Http2Classes } from '../types/prototypes.js';
import { prototypesOf } from './app-prototypes.js';
import type { NativeClass } from './prototype-kind.js';
import type { PrototypeTwin } from './prototype-twin.js';

/**
 * A constructor that runs node's HTTP/1.1 `native` (a plain function, not a class) on `this`, so
 * its objects inherit `prototype`: for a prototype the user assigned (`app.request = proto`), which
 * no subclass of ours has. Calling it on `this` is what subclassing a plain function means;
 * `Reflect.construct(native, args, AppClass)` would do the same but measured about 9× slower per
 * request (V8 takes a slow path for a `new.target` that is not a subclass).
 */
function constructorOn(native: NativeClass, prototype: object): NativeClass {
  function AppClass(this: object, ...a: unknown[]): void {
    Reflect.apply(native as unknown as (...args: unknown[]) => unknown, this, a);
  }
  AppClass.prototype = prototype;
  return AppClass as unknown as NativeClass;
}

function http1ClassOf(twin: PrototypeTwin): NativeClass {
  return twin.Http1Class ?? constructorOn(twin.kind.Http1, twin.http1);
}

/**
 * HTTP/1.1 constructors on the app's request and response prototypes, for `http.createServer`,
 * `https.createServer` (and as `Http1IncomingMessage`/`Http1ServerResponse` for the HTTP/1.1
 * fallback of `http2.createSecureServer`).
 *
 * @example
 * http.createServer({ ...http1Classes(app) }, app);
 */
export function http1Classes(app: Application): Http1Classes {
  const own = prototypesOf(app);
  return {
    IncomingMessage: http1ClassOf(own.request),
    ServerResponse: http1ClassOf(own.response),
  } as unknown as Http1Classes;
}

/**
 * HTTP/2 constructors on the app's HTTP/2 prototypes (made here if need be): real subclasses of
 * node's HTTP/2 classes (ES classes), made once per app.
 *
 * @example
 * http2.createServer({ ...http2Classes(app) }, app);
 */
export function http2Classes(app: Application): Http2Classes {
  const own = prototypesOf(app);
  return {
    Http2ServerRequest: own.request.Http2Class,
    Http2ServerResponse: own.response.Http2Class,
  } as unknown as Http2Classes;
}
