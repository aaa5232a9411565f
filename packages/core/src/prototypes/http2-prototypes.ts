import type { Application } from '../types/application.js';
import type { Http2Prototypes } from '../types/prototypes.js';
import { prototypesOf } from './app-prototypes.js';
import { http2Classes } from './server-classes.js';

/**
 * The HTTP/2 prototypes of `app` (made on first use): what requests served over HTTP/2 inherit
 * from instead of `app.request`/`app.response`. They derive from node's HTTP/2 classes and carry
 * everything on `app.request`/`app.response` and the levels above, kept in step as those change.
 *
 * @example
 * Object.getPrototypeOf(req) === http2PrototypesOf(req.app).request; // on HTTP/2
 */
export function http2PrototypesOf(app: Application): Http2Prototypes {
  const own = prototypesOf(app);
  const classes = http2Classes(app);
  return {
    request: own.request.http2,
    response: own.response.http2,
    Request: classes.Http2ServerRequest,
    Response: classes.Http2ServerResponse,
  };
}

/**
 * Does nothing, and is kept for code written for earlier versions: HTTP/2 prototypes used to hold
 * copies of the helpers that had to be refreshed after extending `app.request`/`app.response` late.
 * Every write through `app.request`, `app.response`, `baton.request` and `baton.response` now
 * reaches HTTP/2 at once.
 *
 * @deprecated Not needed: extensions reach HTTP/2 by themselves.
 * @example
 * app.request.isAdmin = function () { return this.get('x-role') === 'admin'; }; // enough on its own
 * syncHttp2Prototypes(app); // no-op
 */
export function syncHttp2Prototypes(_app: Application): void {}
