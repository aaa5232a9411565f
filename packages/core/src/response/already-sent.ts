import { ServerResponse } from 'node:http';
import { type BatonError, createError } from '../errors.js';
import type { FirstSend, Response } from '../response.js';
import { kCurrentLayer, kFirstSend } from '../symbols.js';

/** What `req[kCurrentLayer]` holds while a handler runs: the router's layer, named after its handler. */
interface RunningLayer {
  readonly name?: unknown;
}

/** node's own end(), typed loosely: Baton's end() forwards whatever it was given, as node accepts it. */
const nativeEnd = ServerResponse.prototype.end as unknown as (this: ServerResponse, ...args: unknown[]) => Response;

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
 * Replaces `ServerResponse.prototype.end` on Baton's response prototype to record who sent the
 * response (for {@link alreadySent}) and to make a second response loud. Ending again WITH data
 * throws `BATON_RESPONSE_ALREADY_SENT` synchronously (node itself would emit an asynchronous
 * `ERR_STREAM_WRITE_AFTER_END` 'error' that nobody listens to); ending again with nothing keeps
 * node's documented no-op, because piping, timeouts and cleanup code commonly end defensively and
 * lose nothing by it.
 *
 * @example
 * res.end('done'); // records { method, path, handler } in res[kFirstSend]
 * res.end('again'); // throws BATON_RESPONSE_ALREADY_SENT naming the first handler
 */
export function end(
  this: Response,
  chunk?: unknown,
  encoding?: BufferEncoding | (() => void),
  callback?: () => void,
): Response {
  if (this.writableEnded) {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') {
      return nativeEnd.call(this, chunk);
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
  return nativeEnd.call(this, chunk, encoding, callback);
}

function layerName(layer: RunningLayer | undefined): string | undefined {
  const name = layer?.name;
  return typeof name === 'string' && name !== '' ? name : undefined;
}
