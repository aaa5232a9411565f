import type { Application } from '../types/application.js';
import type { Http1Classes, Http2Classes } from '../types/prototypes.js';
import { prototypesOf } from './app-prototypes.js';
import { http1ConstructorOf } from './http1-constructor.js';

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
    IncomingMessage: http1ConstructorOf(own.request),
    ServerResponse: http1ConstructorOf(own.response),
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
