import { json, raw, text, urlencoded } from '@batonjs/body';
import {
  type CacheControlOptions,
  cacheControl,
  checkPreconditions,
  conditional,
  setCacheControl,
} from '@batonjs/cache';
import { cookieParser } from '@batonjs/cookies';
import {
  type Application,
  application,
  cluster,
  createApp,
  createServer,
  listen,
  Route,
  Router,
  type RouterConstructor,
  request,
  response,
  shutdown,
} from '@batonjs/core';
import { validate } from '@batonjs/schema';
import { serveStatic } from '@batonjs/static';

declare module '@batonjs/core' {
  interface Response {
    /**
     * Sets `Cache-Control` (and a matching `Expires`) on a GET or HEAD response; other methods are
     * left untouched. See @batonjs/cache.
     *
     * @example
     * res.cacheControl({ public: true, maxAge: '10m' }).json(post);
     */
    cacheControl(options: CacheControlOptions): this;
  }
}

// Every app's responses inherit this, so `res.cacheControl` is there wherever the umbrella is used.
Object.defineProperty(response, 'cacheControl', {
  configurable: true,
  writable: true,
  value: function cacheControlHelper<R extends import('@batonjs/core').Response>(
    this: R,
    options: CacheControlOptions,
  ): R {
    return setCacheControl(this, options, this.req);
  },
});

/** `baton()`: an app, plus Express's statics and the bundled middleware. */
export interface Baton {
  <Locals extends object = Record<string, unknown>>(): Application<Locals>;
  readonly application: typeof application;
  readonly request: typeof request;
  readonly response: typeof response;
  readonly Router: RouterConstructor;
  readonly Route: typeof Route;
  readonly json: typeof json;
  readonly urlencoded: typeof urlencoded;
  readonly text: typeof text;
  readonly raw: typeof raw;
  readonly static: typeof serveStatic;
  readonly cookieParser: typeof cookieParser;
  readonly cacheControl: typeof cacheControl;
  readonly conditional: typeof conditional;
  readonly checkPreconditions: typeof checkPreconditions;
  /** Validates and types a route's params, query, headers and body with Standard Schemas; see docs/schemas.md. */
  readonly validate: typeof validate;
  /** A node server for an app over HTTP/1.1, HTTPS, HTTP/2 (ALPN) or h2c; see docs/transports.md. */
  readonly createServer: typeof createServer;
  /** `createServer` then `listen` (443 with TLS, 80 without, by default); resolves once listening. */
  readonly listen: typeof listen;
  /** Graceful shutdown: drain in-flight requests, close idle connections and HTTP/2 sessions. */
  readonly shutdown: typeof shutdown;
  /** Several worker processes on one port: restarts on crash, drains all on SIGTERM/SIGINT; see docs/transports.md. */
  readonly cluster: typeof cluster;
}

/**
 * Creates an app, the way `express()` does; carries `baton.Router`, `baton.json()`,
 * `baton.static()`, ... as `express` does.
 *
 * @example
 * import baton from 'batonjs';
 * const app = baton();
 * app.use(baton.json());
 * app.get('/authors/:id', (req, res) => res.json({ id: req.params.id }));
 * app.listen(8080);
 */
export const baton: Baton = Object.assign(
  function baton<Locals extends object = Record<string, unknown>>(): Application<Locals> {
    return createApp<Locals>();
  },
  {
    application,
    request,
    response,
    Router,
    Route,
    json,
    urlencoded,
    text,
    raw,
    static: serveStatic,
    cookieParser,
    cacheControl,
    conditional,
    checkPreconditions,
    validate,
    createServer,
    listen,
    shutdown,
    cluster,
  },
);
