import { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import {
  mimeLookup,
  parseRange,
  preferredCharsets,
  preferredEncodings,
  preferredLanguages,
  preferredMediaTypes,
  urlParts,
} from '@batonjs/http';
import fresh from 'fresh';
import { forwardedChain } from './proxy/forwarded-chain.js';
import { subdomainOffsetOf, trustOf } from './request/app-setting.js';
import { firstListMember, hostnameOf } from './request/host.js';
import { parsedQuery } from './request/query-cache.js';
import { typeIs } from './request/type-is.js';
import { lastEventIdOf } from './response/sse.js';
import type { ParsedQs, RangeOptions, RangeResult, Request } from './types/request.js';
import type { Response } from './types/response.js';

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
    const types = offers.map((offer) => (offer.includes('/') ? offer : mimeLookup(offer) || ''));
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
    const setting = subdomainOffsetOf(this);
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

  lastEventId(): string | undefined {
    return lastEventIdOf(this);
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
