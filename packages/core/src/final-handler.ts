import { type IncomingMessage, type ServerResponse, STATUS_CODES } from 'node:http';
import { abandonRequest, discardRequest, escapeHtml, htmlPage, pathnameOf, setHeaderSafely } from '@batonjs/http';
import { encodeUrl } from './response/encode-url.js';
import type { NextFunction } from './types/next-function.js';

/** What the final handler needs of a request and a response (node's objects, or lookalikes). */
interface FinalRequest {
  readonly method?: string | undefined;
  readonly url?: string | undefined;
  readonly originalUrl?: string | undefined;
  readonly httpVersionMajor?: number;
  readonly complete?: boolean;
  readonly headers?: Record<string, string | string[] | undefined>;
  readonly readableEnded?: boolean;
  readonly socket?: {
    destroy(): void;
    end(): void;
    readonly writableFinished?: boolean;
    once(event: 'finish', listener: () => void): void;
  } | null;
  unpipe?(): unknown;
  resume?(): unknown;
}

interface FinalResponse {
  statusCode: number;
  statusMessage: string;
  readonly headersSent: boolean;
  setHeader(name: string, value: string | number | readonly string[]): unknown;
  removeHeader(name: string): void;
  end(body?: string, encoding?: BufferEncoding): unknown;
}

/**
 * Options of {@link finalHandler}.
 *
 * @example
 * const done = finalHandler(req, res, { env: 'development', onerror: (err) => console.error(err) });
 */
export interface FinalHandlerOptions {
  /** `production` withholds error details from the client. */
  readonly env: string;
  /** Told about every error that reaches the end (the app logs it, except when env is `test`). */
  readonly onerror?: ((err: unknown) => void) | undefined;
}

function statusOf(err: unknown): number | undefined {
  const e = err as { status?: unknown; statusCode?: unknown } | null;
  for (const value of [e?.status, e?.statusCode]) {
    if (typeof value === 'number' && value >= 400 && value < 600) return value;
  }
  return undefined;
}

function messageOf(err: unknown, status: number, env: string): string {
  if (env !== 'production') {
    // An error is any value: a throwing `stack` getter or `toString` must not make the answer fail.
    try {
      const e = err as { stack?: unknown } | null;
      if (typeof e?.stack === 'string' && e.stack !== '') return e.stack;
      const text = String(err);
      if (text !== '') return text;
    } catch {}
  }
  return STATUS_CODES[status] ?? String(status);
}

/** `err.headers`, copied now (the error may change later), or undefined when it is not an object. */
function headersOf(err: unknown): Record<string, unknown> | undefined {
  try {
    const h = (err as { headers?: unknown }).headers;
    return h !== null && typeof h === 'object' ? { ...(h as Record<string, unknown>) } : undefined;
  } catch {
    return undefined;
  }
}

/** Tells the app's `onerror` later; a throwing logger is reported as a warning, not a crash. */
function report(onerror: (err: unknown) => void, err: unknown): void {
  try {
    onerror(err);
  } catch (failure) {
    process.emitWarning(failure instanceof Error ? failure : String(failure));
  }
}

/** The small HTML page Express's final handler sends, so clients and tests see the same thing. */
function htmlDocument(message: string): string {
  const body = escapeHtml(message)
    .replace(/\n/g, '<br>')
    .replace(/\x20{2}/g, ' &nbsp;');
  return htmlPage('Error', body);
}

/**
 * Ends a connection whose response cannot be completed: what was written still reaches the client
 * (which then sees the response cut short), nothing more does.
 */
function closeAfterFlush(socket: FinalRequest['socket']): void {
  if (!socket) return;
  socket.end();
  if (socket.writableFinished) socket.destroy();
  else socket.once('finish', () => socket.destroy());
}

/**
 * What happens when nothing handled a request: 404 `Cannot GET /path`, or the error's status
 * (`err.status`/`err.statusCode` when 4xx/5xx, else the response's status when it is an error
 * status, else 500), with `err.headers` applied. Detail is withheld in production. When the
 * response has already started, nothing is written: the connection is closed so the client sees a
 * truncated response rather than a corrupt one.
 *
 * @example
 * const done = finalHandler(req, res, { env: 'production' });
 * done(new Error('boom')); // 500 Internal Server Error
 */
export function finalHandler(req: FinalRequest, res: FinalResponse, options: FinalHandlerOptions): NextFunction {
  return (err?: unknown) => {
    let status: number;
    let message: string;
    let headers: Record<string, unknown> | undefined;
    if (err) {
      let fromError: number | undefined;
      try {
        fromError = statusOf(err);
      } catch {}
      if (fromError === undefined) {
        status = res.statusCode >= 400 && res.statusCode <= 599 ? res.statusCode : 500;
      } else {
        status = fromError;
        headers = headersOf(err);
      }
      message = messageOf(err, status, options.env);
      if (options.onerror) setImmediate(report, options.onerror, err);
    } else {
      if (res.headersSent) return;
      status = 404;
      message = `Cannot ${req.method ?? ''} ${encodeUrl(pathnameOf(req.originalUrl ?? req.url) ?? 'resource')}`;
    }
    if (res.headersSent) {
      closeAfterFlush(req.socket);
      return;
    }
    const write = (): void => {
      // This may run in a stream callback, after every handler returned: nothing may throw from it.
      try {
        writeAnswer();
      } catch {
        closeAfterFlush(req.socket);
      }
    };
    const writeAnswer = (): void => {
      if (res.headersSent) return;
      const body = htmlDocument(message);
      res.statusCode = status;
      if ((req.httpVersionMajor ?? 1) < 2) res.statusMessage = STATUS_CODES[status] ?? '';
      res.removeHeader('Content-Encoding');
      res.removeHeader('Content-Language');
      res.removeHeader('Content-Range');
      for (const [name, value] of Object.entries(headers ?? {})) {
        // Values often echo the request (a realm, a URL): one with CR/LF is dropped, never sent.
        if (value !== undefined) setHeaderSafely(res, name, value, 'err.headers');
      }
      res.setHeader('Content-Security-Policy', "default-src 'none'");
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Content-Length', Buffer.byteLength(body, 'utf8'));
      if (req.method === 'HEAD') res.end();
      else res.end(body, 'utf8');
    };
    // Plain request objects (a router driven without a server) have no body to get out of the way.
    if (req.complete !== false || req.readableEnded || typeof req.resume !== 'function') {
      write();
      return;
    }
    req.unpipe?.();
    // Past the check above this is node's request, with a body stream.
    const incoming = req as unknown as IncomingMessage;
    const response = res as unknown as ServerResponse;
    // A 408 says the client sends too slowly: waiting for the rest of its body is what it wants.
    if (status === 408) {
      abandonRequest(incoming, response);
      write();
    } else {
      // The one drain policy (@batonjs/http): a small rest of the body is read first, so a client
      // still uploading reads the answer; more, or a body that never ends, closes the connection
      // (on HTTP/2 resets the stream) once the answer is out.
      discardRequest(incoming, response, write);
    }
  };
}
