import { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import type { CookieRequestFields } from '@batonjs/cookies';
import {
  type ByteRanges,
  type ParseRangeOptions,
  parseRange,
  preferredCharsets,
  preferredEncodings,
  preferredLanguages,
  preferredMediaTypes,
  urlParts,
} from '@batonjs/http';
import fresh from 'fresh';
import mime from 'mime-types';
import type { Application } from './application.js';
import { forwardedChain } from './proxy/forwarded-chain.js';
import { appSetting, trustOf } from './request/app-setting.js';
import { firstListMember, hostnameOf } from './request/host.js';
import { parsedQuery } from './request/query-cache.js';
import { typeIs } from './request/type-is.js';
import type { Response } from './response.js';

/**
 * Route parameters when nothing more precise is known: names to decoded values (`*splat` gives string[]).
 *
 * @example
 * const params: ParamsDictionary = { id: '7', rest: ['a', 'b'] };
 */
export type ParamsDictionary = Record<string, string | string[] | undefined>;

/**
 * The parsed query string; its exact shape depends on the `query parser` setting.
 *
 * @example
 * const query: ParsedQs = { tag: ['a', 'b'], page: '2' };
 */
export type ParsedQs = Record<string, unknown>;

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
 * The argument forms the `accepts*` family takes: separate strings or one array.
 *
 * @example
 * req.accepts('html', 'json'); // same as req.accepts(['html', 'json'])
 */
export type OfferArgs = [] | [readonly string[]] | string[];

/**
 * Baton's request: node's IncomingMessage plus Express's helpers. `P` is derived from the route
 * path literal by the router's overloads; `ReqBody` stays `unknown` until a parser or a generic says
 * otherwise.
 *
 * @example
 * app.get('/users/:id', (req: Request<{ id: string }>, res) => {
 *   res.end(`${req.params.id} via ${req.protocol}://${req.host}${req.path}`);
 * });
 */
export interface Request<P = ParamsDictionary, ReqBody = unknown, Locals extends object = Record<string, unknown>>
  extends IncomingMessage {
  app: Application;
  res: Response<unknown, Locals>;
  /** The path the current router was mounted at ('' at the top). */
  baseUrl: string;
  /** The URL as received, never rewritten by mounting. */
  originalUrl: string;
  params: P;
  body: ReqBody;
  /** The query string parsed with the `query parser` setting, once per request; null-prototype. */
  query: ParsedQs;
  /** The route that matched, once a route handler runs. */
  route?: unknown;
  /**
   * The request id (beyond Express): set when the app has the `request id` setting, from a trusted
   * proxy's `X-Request-Id` or the generator; undefined otherwise. See docs/observability.md.
   */
  id?: string;
  /**
   * Unsigned cookies, once `cookieParser()` (@batonjs/cookies, `baton.cookieParser`) has run;
   * `j:` JSON cookies parsed, null prototype. Undefined in an app without it, hence optional.
   */
  cookies?: CookieRequestFields['cookies'];
  /** Signed cookies that verified (their value) or not (`false`), once `cookieParser(secret)` has run. */
  signedCookies?: CookieRequestFields['signedCookies'];
  /** `cookieParser`'s first secret: what `res.cookie(name, value, { signed: true })` signs with. */
  secret?: CookieRequestFields['secret'];
  next?: (err?: unknown) => void;
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
  /** Host with port (X-Forwarded-Host behind a trusted proxy; `:authority` on HTTP/2). */
  readonly host: string | undefined;
  /** `req.host` without its port. */
  readonly hostname: string | undefined;
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
}

/**
 * The prototype every Baton request inherits from (through the app's own `app.request`).
 * `baton.request.foo = ...` adds to every app; `app.request.foo = ...` to one app.
 *
 * @example
 * request.isJson = function (this: Request) { return this.is('json') === 'json'; };
 */
export const request: Request = Object.create(IncomingMessage.prototype);

/** Collects `f('a', 'b')` and `f(['a', 'b'])` into one list. */
function offersOf(args: readonly unknown[]): string[] {
  const list = args.length === 1 && Array.isArray(args[0]) ? (args[0] as unknown[]) : args;
  return list.filter((item): item is string => typeof item === 'string');
}

function headerGetter(this: Request, name: string): string | string[] | undefined {
  if (!name) throw new TypeError('name argument is required to req.get');
  if (typeof name !== 'string') throw new TypeError('name must be a string to req.get');
  const lc = name.toLowerCase();
  if (lc === 'referer' || lc === 'referrer') return this.headers.referrer || this.headers.referer;
  return this.headers[lc];
}

function headerString(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/** `req.accepts*()`'s shared shape: no offers lists what the client accepts, else best offer or false. */
function negotiate(
  all: (header: string | undefined, offers?: readonly string[]) => string[],
  header: string | undefined,
  args: readonly unknown[],
): string[] | string | false {
  const offers = offersOf(args);
  if (args.length === 0 || offers.length === 0) return all(header);
  return all(header, offers)[0] ?? false;
}

const methods = {
  get: headerGetter,
  header: headerGetter,

  is(this: Request, ...types: unknown[]): string | false | null {
    return typeIs(this, types.length === 1 && Array.isArray(types[0]) ? types[0] : types);
  },

  accepts(this: Request, ...args: unknown[]): string[] | string | false {
    const header = headerString(this, 'accept');
    const offers = offersOf(args);
    if (args.length === 0 || offers.length === 0) return preferredMediaTypes(header);
    // As Express: no (or an empty) Accept header takes the first offer as it is.
    if (!header) return offers[0] as string;
    const types = offers.map((offer) => (offer.includes('/') ? offer : mime.lookup(offer) || ''));
    const best = preferredMediaTypes(header, types)[0];
    return best === undefined ? false : (offers[types.indexOf(best)] as string);
  },

  acceptsEncodings(this: Request, ...args: unknown[]): string[] | string | false {
    return negotiate(preferredEncodings, headerString(this, 'accept-encoding'), args);
  },

  acceptsCharsets(this: Request, ...args: unknown[]): string[] | string | false {
    return negotiate(preferredCharsets, headerString(this, 'accept-charset'), args);
  },

  acceptsLanguages(this: Request, ...args: unknown[]): string[] | string | false {
    return negotiate(preferredLanguages, headerString(this, 'accept-language'), args);
  },

  range(this: Request, size: number, options?: RangeOptions): RangeResult {
    const header = headerString(this, 'range');
    if (!header) return undefined;
    return parseRange(size, header, options);
  },
};

Object.assign(request, methods);

const getters: Record<string, (this: Request) => unknown> = {
  protocol(): string {
    const proto = (this.socket as { encrypted?: boolean } | null)?.encrypted ? 'https' : 'http';
    if (!trustOf(this)(this.socket?.remoteAddress as string, 0)) return proto;
    return firstListMember(headerString(this, 'x-forwarded-proto') || proto);
  },

  secure(): boolean {
    return this.protocol === 'https';
  },

  ip(): string | undefined {
    const chain = forwardedChain(this, trustOf(this));
    return chain[chain.length - 1];
  },

  ips(): string[] {
    return forwardedChain(this, trustOf(this)).slice(1).reverse();
  },

  host(): string | undefined {
    const forwarded = headerString(this, 'x-forwarded-host');
    if (forwarded && trustOf(this)(this.socket?.remoteAddress as string, 0)) {
      return firstListMember(forwarded) || undefined;
    }
    return headerString(this, 'host') || headerString(this, ':authority') || undefined;
  },

  hostname(): string | undefined {
    const host = this.host;
    return host === undefined ? undefined : hostnameOf(host);
  },

  subdomains(): string[] {
    const hostname = this.hostname;
    if (!hostname) return [];
    const setting = appSetting(this, 'subdomain offset');
    const offset = typeof setting === 'number' ? setting : 2;
    // Express's test: only an unbracketed address stays whole (a bracketed IPv6 host has no dots
    // to split on, except an IPv4-mapped one, which Express splits too).
    return (isIP(hostname) !== 0 ? [hostname] : hostname.split('.').reverse()).slice(offset);
  },

  path(): string {
    return urlParts(this.url ?? '').pathname;
  },

  fresh(): boolean {
    const method = this.method;
    const res = this.res as Response | undefined;
    if (res === undefined || (method !== 'GET' && method !== 'HEAD' && method !== 'QUERY')) return false;
    const status = res.statusCode;
    if ((status < 200 || status >= 300) && status !== 304) return false;
    return fresh(this.headers, { etag: res.getHeader('ETag'), 'last-modified': res.getHeader('Last-Modified') });
  },

  stale(): boolean {
    return !this.fresh;
  },

  xhr(): boolean {
    return (headerString(this, 'x-requested-with') ?? '').toLowerCase() === 'xmlhttprequest';
  },
};

for (const [name, get] of Object.entries(getters)) {
  Object.defineProperty(request, name, { configurable: true, enumerable: true, get });
}

// Express 5 made req.query getter-only, which breaks middleware that assigns it; an assignment
// here becomes the request's own value instead of throwing.
Object.defineProperty(request, 'query', {
  configurable: true,
  enumerable: true,
  get(this: Request): ParsedQs {
    return parsedQuery(this);
  },
  set(this: Request, value: ParsedQs) {
    Object.defineProperty(this, 'query', { configurable: true, enumerable: true, writable: true, value });
  },
});
