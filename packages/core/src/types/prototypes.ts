import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Http2ServerRequest, Http2ServerResponse } from 'node:http2';

/**
 * The request and response constructors a node server is given for an app, under node's option
 * names, so every object it builds has the app's prototypes from the start and `app.handle` never
 * swaps them.
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
 * An app's HTTP/2 request and response prototypes (what its `app.request`/`app.response` are on
 * node's HTTP/2 classes), and the subclasses of node's classes whose prototypes they are.
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
