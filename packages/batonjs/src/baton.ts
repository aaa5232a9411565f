import { json, raw, text, urlencoded } from '@batonjs/body';
import {
  type CacheControlOptions,
  cacheControl,
  checkPreconditions,
  conditional,
  setCacheControl,
} from '@batonjs/cache';
import { cookieParser } from '@batonjs/cookies';
import { baton, type Response, response } from '@batonjs/core';
import { validate } from '@batonjs/schema';
import { serveStatic } from '@batonjs/static';

// The umbrella's `baton` is core's function and namespace, carrying the bundled middleware as
// `express` carries its own (`baton.json()`, `baton.static()`): one function, so `baton.Request`
// and the other type names come with it, declared once in core.
Object.assign(baton, {
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
});

declare module '@batonjs/core' {
  // biome-ignore lint/style/noNamespace: adds the umbrella's statics to core's `baton` namespace.
  namespace baton {
    /** Parses JSON bodies (body-parser's `json`); see @batonjs/body. */
    export const json: typeof import('@batonjs/body').json;
    /** Parses urlencoded bodies; see @batonjs/body. */
    export const urlencoded: typeof import('@batonjs/body').urlencoded;
    /** Reads text bodies; see @batonjs/body. */
    export const text: typeof import('@batonjs/body').text;
    /** Reads raw bodies as a Buffer; see @batonjs/body. */
    export const raw: typeof import('@batonjs/body').raw;
    /** Serves static files (serve-static's options); see @batonjs/static. */
    export const static: <R extends import('node:http').ServerResponse = import('@batonjs/core').Response>(
      root: string,
      options?: import('@batonjs/static').ServeStaticOptions<R> | null,
    ) => import('@batonjs/static').StaticMiddleware;
    /** Parses cookies, signed or not (cookie-parser's API); see @batonjs/cookies. */
    export const cookieParser: typeof import('@batonjs/cookies').cookieParser;
    /** Sets Cache-Control on GET/HEAD responses; see @batonjs/cache. */
    export const cacheControl: typeof import('@batonjs/cache').cacheControl;
    /** Answers 304/412 from a handler's validators; see @batonjs/cache. */
    export const conditional: typeof import('@batonjs/cache').conditional;
    /** Evaluates a request's preconditions against validators; see @batonjs/cache. */
    export const checkPreconditions: typeof import('@batonjs/cache').checkPreconditions;
    /** Validates and types a route's params, query, headers and body with Standard Schemas; see docs/schemas.md. */
    export const validate: typeof import('@batonjs/schema').validate;
  }

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
  value: function cacheControlHelper<R extends Response>(this: R, options: CacheControlOptions): R {
    return setCacheControl(this, options, this.req);
  },
});

/**
 * The type of `baton`: an app factory with Express's statics and the bundled middleware.
 *
 * @example
 * const make: Baton = baton;
 * const app = make();
 */
export type Baton = typeof baton;

export { baton };
