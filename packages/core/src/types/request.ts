import type { IncomingMessage } from 'node:http';
import type { ByteRanges, ParseRangeOptions } from '@batonjs/http';
import type { Application } from './application.js';
import type { NextFunction } from './next-function.js';
import type { Response } from './response.js';
import type {
  DefaultCookies,
  DefaultLocals,
  DefaultReqBody,
  DefaultResBody,
  LocalsConstraint,
} from './type-options.js';

/**
 * Route parameters when nothing more precise is known (`@types/express`'s shape): names to decoded
 * values; a `*splat` gives string[].
 *
 * @example
 * const params: ParamsDictionary = { id: '7', rest: ['a', 'b'] };
 */
export interface ParamsDictionary {
  [key: string]: string | string[];
  [key: number]: string;
}

/**
 * The parsed query string, in the shape of `qs`'s `ParsedQs` that `@types/express` uses: strings,
 * arrays and (with the `extended` query parser) nested objects.
 *
 * @example
 * const query: ParsedQs = { tag: ['a', 'b'], page: '2', filter: { author: 'ada' } };
 */
export interface ParsedQs {
  [key: string]: undefined | string | ParsedQs | (string | ParsedQs)[];
}

/** Express's name for the parsed query type. */
export type Query = ParsedQs;

/**
 * What `req.range()` returns: the ranges, -1 (unsatisfiable), -2 (malformed), or undefined (no Range).
 *
 * @example
 * const ranges: RangeResult = req.range(1000); // Range: bytes=0-9 → [{ start: 0, end: 9 }], type 'bytes'
 */
export type RangeResult = ByteRanges | -1 | -2 | undefined;

/**
 * Options of `req.range()`: `combine` merges overlapping and adjacent ranges.
 *
 * @example
 * req.range(size, { combine: true } satisfies RangeOptions);
 */
export type RangeOptions = ParseRangeOptions;

/**
 * The ranges `req.range()` found (`@types/express`'s `RequestRanges`).
 *
 * @example
 * const ranges = req.range(size) as RequestRanges;
 */
export type RequestRanges = ByteRanges;

/**
 * The argument forms the `accepts*` family takes: separate strings or one array.
 *
 * @example
 * req.accepts('html', 'json'); // same as req.accepts(['html', 'json'])
 */
export type OfferArgs = [] | [readonly string[]] | string[];

/**
 * One entry of a parsed Accept header (`@types/express`'s `MediaType`).
 *
 * @example
 * const json: MediaType = { value: 'application/json', quality: 1, type: 'application', subtype: 'json' };
 */
export interface MediaType {
  value: string;
  quality: number;
  type: string;
  subtype: string;
}

/**
 * Baton's request: node's IncomingMessage plus Express's helpers, with `@types/express`'s type
 * parameters in its order: params, response body, request body, query, locals. `P` is derived
 * from the route path literal by the routing methods.
 *
 * @example
 * app.get('/users/:id', (req: Request<{ id: string }>, res) => {
 *   res.end(`${req.params.id} via ${req.protocol}://${req.host}${req.path}`);
 * });
 */
export interface Request<
  P = ParamsDictionary,
  ResBody = DefaultResBody,
  ReqBody = DefaultReqBody,
  ReqQuery = ParsedQs,
  LocalsObj extends LocalsConstraint = DefaultLocals,
> extends IncomingMessage,
    Express.Request {
  app: Application;
  res: Response<ResBody, LocalsObj>;
  /** The request method; always set on a server's requests (node types it optional for clients). */
  method: string;
  /** The URL as routing sees it (the mount path stripped inside a mounted router). */
  url: string;
  /** The path the current router was mounted at ('' at the top). */
  baseUrl: string;
  /** The URL as received, never rewritten by mounting. */
  originalUrl: string;
  params: P;
  body: ReqBody;
  /** The query string parsed with the `query parser` setting, once per request; null-prototype. */
  query: ReqQuery;
  /** The route that matched, once a route handler runs. */
  // biome-ignore lint/suspicious/noExplicitAny: @types/express's type; apps read req.route.path unchecked.
  route: any;
  /**
   * The request id (beyond Express): set when the app has the `request id` setting, from a trusted
   * proxy's `X-Request-Id` or the generator; undefined otherwise. See docs/observability.md.
   */
  id?: string | undefined;
  /**
   * Unsigned cookies, once `cookieParser()` (@batonjs/cookies, `baton.cookieParser`) has run;
   * `j:` JSON cookies parsed, null prototype.
   */
  cookies: DefaultCookies;
  /** Signed cookies that verified (their value) or not (`false`), once `cookieParser(secret)` has run. */
  signedCookies: DefaultCookies;
  /** `cookieParser`'s first secret: what `res.cookie(name, value, { signed: true })` signs with. */
  secret?: string | undefined;
  next?: NextFunction | undefined;
  /** A request header, case-insensitively; `Referer` and `Referrer` are one header. */
  get(name: 'set-cookie' | 'Set-Cookie'): string[] | undefined;
  get(name: string): string | undefined;
  /** Alias of `req.get()`. */
  header(name: 'set-cookie' | 'Set-Cookie'): string[] | undefined;
  header(name: string): string | undefined;
  /** The matching type if the body's Content-Type is one of `types`, false if not, null without a body. */
  is(...types: string[]): string | false | null;
  is(types: readonly string[]): string | false | null;
  /** The best of the offered types for the Accept header (extensions such as `json` allowed), or false. */
  accepts(): string[];
  accepts(...types: OfferArgs): string | false;
  /** The best of the offered content codings for Accept-Encoding, or false. */
  acceptsEncodings(): string[];
  acceptsEncodings(...encodings: OfferArgs): string | false;
  /** The best of the offered charsets for Accept-Charset, or false. */
  acceptsCharsets(): string[];
  acceptsCharsets(...charsets: OfferArgs): string | false;
  /** The best of the offered languages for Accept-Language, or false. */
  acceptsLanguages(): string[];
  acceptsLanguages(...languages: OfferArgs): string | false;
  /** The Range header parsed for a resource of `size` bytes. */
  range(size: number, options?: RangeOptions): RangeResult;
  /** 'https' on TLS, else 'http'; behind a trusted proxy, X-Forwarded-Proto's first value. */
  readonly protocol: string;
  /** `req.protocol === 'https'`. */
  readonly secure: boolean;
  /** The client address: the socket peer, or the nearest untrusted X-Forwarded-For address. */
  readonly ip: string | undefined;
  /** The X-Forwarded-For addresses the trusted proxies vouch for, client first; [] when none are trusted. */
  readonly ips: string[];
  /**
   * Host with port (X-Forwarded-Host behind a trusted proxy; `:authority` on HTTP/2). Typed
   * `string` as in `@types/express`; it is undefined at run time for a request without a host
   * (HTTP/1.0 without `Host`).
   */
  readonly host: string;
  /** `req.host` without its port (undefined at run time when there is no host, as `req.host`). */
  readonly hostname: string;
  /** The host's labels left of the `subdomain offset` last ones, nearest first. */
  readonly subdomains: string[];
  /** The pathname of `req.url`. */
  readonly path: string;
  /** Whether the client's cached copy is still good (conditional GET/HEAD against the response's validators). */
  readonly fresh: boolean;
  /** `!req.fresh`. */
  readonly stale: boolean;
  /** Whether X-Requested-With is `XMLHttpRequest`. */
  readonly xhr: boolean;

  // --- Realtime (issue 30): Server-Sent Events; implementation in response/sse.ts ---
  /** The `Last-Event-ID` header a reconnecting EventSource sends, or undefined. */
  readonly lastEventId: string | undefined;
}
