import { Http2ServerResponse } from 'node:http2';
import { createEnd, type NativeEnd } from '../response/already-sent.js';
import { isConnectionHeader, withoutConnectionHeaders } from '../transport/connection-headers.js';

const nativeSetHeader = Http2ServerResponse.prototype.setHeader as (this: object, ...a: unknown[]) => unknown;
const nativeAppendHeader = (Http2ServerResponse.prototype as unknown as { appendHeader: typeof nativeSetHeader })
  .appendHeader;
const nativeWriteHead = Http2ServerResponse.prototype.writeHead as (this: object, ...a: unknown[]) => unknown;

/**
 * The one list of what Baton's HTTP/2 responses have INSTEAD of `baton.response`'s members: they
 * wrap node's HTTP/2 methods, not `ServerResponse`'s, so these keys are never mirrored from the
 * HTTP/1.1 prototypes to the HTTP/2 ones (at any level: the root, an app, a sub-app). A method
 * that needs a transport-specific version is added here, in one line.
 *
 * @example
 * Object.keys(http2ResponseMethods); // ['end', 'setHeader', 'appendHeader', 'writeHead']
 */
export const http2ResponseMethods = {
  end: createEnd(Http2ServerResponse.prototype.end as unknown as NativeEnd),
  setHeader(this: object, name: string, value: unknown): object {
    // Dropped, not thrown: node would fail the stream with ERR_HTTP2_INVALID_CONNECTION_HEADERS.
    if (typeof name === 'string' && isConnectionHeader(name)) return this;
    nativeSetHeader.call(this, name, value);
    return this;
  },
  appendHeader(this: object, name: string, value: unknown): object {
    if (typeof name === 'string' && isConnectionHeader(name)) return this;
    nativeAppendHeader.call(this, name, value);
    return this;
  },
  writeHead(this: object, ...args: unknown[]): object {
    const last = args.length - 1;
    if (last > 0) args[last] = withoutConnectionHeaders(args[last]);
    nativeWriteHead.apply(this, args);
    return this;
  },
};
