import { validateHeaderName } from 'node:http';
import type { Http2ServerResponse } from 'node:http2';
import { symbolNamed } from '../../node-symbol.js';
import { isConnectionHeader, withoutConnectionHeaders } from '../../transport/connection-headers.js';
import type { http1HeaderMethods } from './http1-header-methods.js';

type Method = (this: object, ...args: unknown[]) => unknown;

/**
 * The key of node's HTTP/2 compatibility header store (a null-prototype object node creates with
 * every response and hands to `stream.respond` when it sends), found by its description on a
 * response built over a stand-in stream; undefined if a later node changes it, and then every call
 * takes node's own method.
 */
function findStoreKey(Response: typeof Http2ServerResponse): symbol | undefined {
  const standIn = { on: () => standIn };
  const probe = new Response(standIn as never);
  return symbolNamed(probe, 'headers');
}

const LIMIT = 1024;

/**
 * Name as written → the key node would store it under (trimmed, lower-cased), for names that node's
 * compatibility `setHeader` takes without a word: non-empty tokens, not pseudo-headers, and not the
 * connection-specific names Baton drops on HTTP/2.
 */
const plainNames = new Map<string, string>();

function remember(name: string): void {
  if (plainNames.size >= LIMIT) return;
  const key = name.trim().toLowerCase();
  if (key === '' || isConnectionHeader(key)) return;
  try {
    validateHeaderName(key);
  } catch {
    return;
  }
  plainNames.set(name, key);
}

/**
 * Name as written → the key node's compatibility `getHeader`/`hasHeader` read (trimmed,
 * lower-cased; node checks nothing else there). Apart from {@link plainNames}: a name only read,
 * never set (`Transfer-Encoding`, or `ETag` when the app sends none, both read by `res.send` on
 * every response), must not open `setHeader`'s fast path.
 */
const readKeys = new Map<string, string>();

function readKey(name: string): string {
  let key = readKeys.get(name);
  if (key === undefined) {
    key = name.trim().toLowerCase();
    if (readKeys.size < LIMIT) readKeys.set(name, key);
  }
  return key;
}

/** What these methods use of node's compatibility response. */
export interface CompatResponse {
  readonly headersSent: boolean;
  [key: symbol]: unknown;
}

/**
 * The header methods of Baton's HTTP/2 compatibility responses. node's compatibility response has
 * its own store, filled here directly: a name seen before skips the trim, lower-casing and checks
 * node repeats on every call (node checks the values when it sends, in `stream.respond`, which
 * stays its own), and anything else goes to node's method, so errors and edge cases are node's.
 * Connection-specific headers (RFC 9113 §8.2.2) are dropped where node would fail the stream:
 * middleware written for HTTP/1.1 sets them freely. The keys are those of the HTTP/1.1 methods, so
 * none of those is ever copied onto an HTTP/2 prototype.
 *
 * Made over node's class when the first HTTP/2 prototype is built, so node:http2 is loaded only by
 * apps that serve HTTP/2 (it is ~2 MB of a process's memory).
 *
 * @example
 * Object.assign(http2ResponsePrototype, http2HeaderMethodsOver(Http2ServerResponse));
 */
export function http2HeaderMethodsOver(Response: typeof Http2ServerResponse) {
  const native = Response.prototype as unknown as Record<string, Method>;
  const nativeSetHeader = native.setHeader as Method;
  const nativeAppendHeader = native.appendHeader as Method;
  const nativeGetHeader = native.getHeader as Method;
  const nativeHasHeader = native.hasHeader as Method;
  const nativeWriteHead = native.writeHead as Method;
  const storeKey = findStoreKey(Response);

  function storeOf(res: CompatResponse): Record<string, unknown> {
    return res[storeKey as symbol] as Record<string, unknown>;
  }

  // The HTTP/1.1 header methods' HTTP/2 counterparts.
  const replacing = {
    setHeader(this: CompatResponse, name: unknown, value: unknown): CompatResponse {
      if (typeof name === 'string') {
        const key = storeKey === undefined ? undefined : plainNames.get(name);
        if (key !== undefined && value !== undefined && value !== null && !this.headersSent) {
          storeOf(this)[key] = value;
          return this;
        }
        // Dropped, not thrown: node would fail the stream with ERR_HTTP2_INVALID_CONNECTION_HEADERS.
        if (isConnectionHeader(name)) return this;
      }
      nativeSetHeader.call(this, name, value);
      if (typeof name === 'string') remember(name);
      return this;
    },

    appendHeader(this: CompatResponse, name: unknown, value: unknown): CompatResponse {
      if (typeof name === 'string' && isConnectionHeader(name)) return this;
      nativeAppendHeader.call(this, name, value);
      return this;
    },

    getHeader(this: CompatResponse, name: unknown): unknown {
      // Not a string: node's method throws its ERR_INVALID_ARG_TYPE.
      if (typeof name !== 'string' || storeKey === undefined) return nativeGetHeader.call(this, name);
      return storeOf(this)[readKey(name)];
    },

    hasHeader(this: CompatResponse, name: unknown): boolean {
      if (typeof name !== 'string' || storeKey === undefined) return nativeHasHeader.call(this, name) as boolean;
      return Object.hasOwn(storeOf(this), readKey(name));
    },

    writeHead(this: CompatResponse, statusCode: unknown, statusMessage?: unknown, headers?: unknown): CompatResponse {
      // Without an argument array: the implicit header of every response comes this way.
      if (headers !== undefined)
        nativeWriteHead.call(this, statusCode, statusMessage, withoutConnectionHeaders(headers));
      else if (typeof statusMessage === 'object' && statusMessage !== null) {
        nativeWriteHead.call(this, statusCode, withoutConnectionHeaders(statusMessage));
      } else if (statusMessage !== undefined) nativeWriteHead.call(this, statusCode, statusMessage);
      else nativeWriteHead.call(this, statusCode);
      return this;
    },

    getHeaders: native.getHeaders as Method,
    getHeaderNames: native.getHeaderNames as Method,
    // node's HTTP/2 response has no getRawHeaderNames; HTTP/2 sends names lower-cased, so the
    // stored names are the raw ones. Present so that HTTP/1.1 middleware calling it works here too.
    getRawHeaderNames: native.getHeaderNames as Method,
    removeHeader: native.removeHeader as Method,
  } satisfies Record<keyof typeof http1HeaderMethods, unknown>;

  return {
    ...replacing,
    /**
     * node's HTTP/1.1 response has it and HTTP/2's does not: middleware written for HTTP/1.1 calls it
     * to send the headers before writing a body itself (express-session's end wrapper does).
     */
    _implicitHeader(this: CompatResponse & { statusCode: number; writeHead(status: number): unknown }): void {
      this.writeHead(this.statusCode);
    },
  };
}
