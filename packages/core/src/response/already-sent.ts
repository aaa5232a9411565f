import { ServerResponse } from 'node:http';
import { type BatonError, createError } from '../errors.js';
import { kCurrentLayer, kFirstSend } from '../symbols.js';
import type { FirstSend, Response } from '../types/response.js';

/** What `req[kCurrentLayer]` holds while a handler runs: the router's layer, named after its handler. */
interface RunningLayer {
  readonly name?: unknown;
}

/** A native `end()` (node's, typed loosely: the wrapper forwards whatever it was given, as node accepts it). */
export type NativeEnd = (this: ServerResponse, ...args: unknown[]) => unknown;

/**
 * The `BATON_RESPONSE_ALREADY_SENT` error for `method` (e.g. `'res.json()'`) called on a response
 * that was already sent: it names the request and, when known, the handler that sent first.
 *
 * @example
 * if (res.headersSent) throw alreadySent(res, 'res.json()');
 */
export function alreadySent(res: Response, method: string): BatonError {
  const first = res[kFirstSend];
  const req = res.req;
  const target = `${first?.method ?? req.method} ${first?.path ?? req.originalUrl ?? req.url}`;
  const by =
    first === undefined
      ? 'its headers were already sent by res.writeHead() or res.write()'
      : `it was already sent by ${first.handler === undefined ? 'an unnamed handler' : `handler "${first.handler}"`}`;
  return createError(
    'BATON_RESPONSE_ALREADY_SENT',
    `${method} was called for ${target}, but ${by}: a request gets one response`,
  );
}

/**
 * Throws `BATON_RESPONSE_ALREADY_SENT` when the response's headers are gone already. Sending
 * helpers call it first, before they touch a header, so the misuse is reported with our code
 * rather than as node's `ERR_HTTP_HEADERS_SENT` from deep inside `setHeader`.
 *
 * @example
 * assertUnsent(res, 'res.redirect()');
 */
export function assertUnsent(res: Response, method: string): void {
  if (res.headersSent) throw alreadySent(res, method);
}

/**
 * Builds the `end()` of a Baton response prototype around a native one: it records who sent the
 * response (for {@link alreadySent}) and makes a second response loud. Ending again WITH data
 * throws `BATON_RESPONSE_ALREADY_SENT` synchronously (node itself would emit an asynchronous
 * `ERR_STREAM_WRITE_AFTER_END` 'error' that nobody listens to); ending again with nothing keeps
 * node's documented no-op, because piping, timeouts and cleanup code commonly end defensively and
 * lose nothing by it. A factory so that a prototype over another native response class (HTTP/2's
 * compatibility response) wraps its own `end`.
 *
 * @example
 * const end = createEnd(Http2ServerResponse.prototype.end as unknown as NativeEnd);
 */
export function createEnd(
  nativeEnd: NativeEnd,
): (this: Response, chunk?: unknown, encoding?: BufferEncoding | (() => void), callback?: () => void) => Response {
  return function end(this: Response, chunk, encoding, callback) {
    if (this.writableEnded) {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') {
        nativeEnd.call(this, chunk);
        return this;
      }
      throw alreadySent(this, 'res.end()');
    }
    const req = this.req;
    // The only per-response cost of the misuse report: one small record, written once.
    this[kFirstSend] = {
      method: req.method ?? '',
      path: req.originalUrl ?? req.url ?? '',
      handler: layerName((req as { [kCurrentLayer]?: RunningLayer })[kCurrentLayer]),
    } satisfies FirstSend;
    nativeEnd.call(this, chunk, encoding, callback);
    return this;
  };
}

/**
 * Baton's `res.end()`: node's `ServerResponse.prototype.end` wrapped by {@link createEnd}.
 *
 * @example
 * res.end('done'); // records { method, path, handler } in res[kFirstSend]
 * res.end('again'); // throws BATON_RESPONSE_ALREADY_SENT naming the first handler
 */
export const end = createEnd(ServerResponse.prototype.end as unknown as NativeEnd);

function layerName(layer: RunningLayer | undefined): string | undefined {
  const name = layer?.name;
  return typeof name === 'string' && name !== '' ? name : undefined;
}
