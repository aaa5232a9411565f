import type { IncomingMessage, ServerResponse } from 'node:http';
import { createTypeError } from '../errors.js';
import type { SseCloseReason, SseMessage, SseOptions, SseStream } from '../types/sse.js';

/**
 * Counts over every SSE stream of this process: those open now, and those closed because their
 * reader fell more than `highWaterMark` bytes behind.
 *
 * @example
 * setInterval(() => console.log(sseStats()), 60_000).unref(); // { open: 12, overflowed: 0 }
 */
export function sseStats(): { readonly open: number; readonly overflowed: number } {
  return { open: counters.open, overflowed: counters.overflowed };
}

const counters = { open: 0, overflowed: 0 };

/** The open streams, for {@link closeStreamsOf} at shutdown. */
const openStreams = new Set<EventStream>();

/**
 * Closes every open SSE stream served by `server` (core's `shutdown()` calls it first): an event
 * stream never ends on its own, and a client's EventSource reconnects, to another process, at once.
 *
 * @example
 * closeStreamsOf(server); // then drain the rest
 */
export function closeStreamsOf(server: object): void {
  for (const stream of [...openStreams]) if (stream.server === server) stream.close();
}

const DEFAULT_HEARTBEAT_MS = 15_000;
const DEFAULT_HIGH_WATER_MARK = 1024 * 1024;
const LINE_BREAK = /\r\n|\r|\n/;

/**
 * `req.lastEventId`: the `Last-Event-ID` header an EventSource sends when it reconnects, or undefined.
 *
 * @example
 * app.get('/events', (req, res) => { const from = Number(req.lastEventId ?? 0); ... });
 */
export function lastEventIdOf(req: IncomingMessage): string | undefined {
  const value = req.headers['last-event-id'];
  return typeof value === 'string' ? value : undefined;
}

/** A field value that must stay on one line: a CR or LF would start a field of the client's choosing. */
function singleLine(field: 'event' | 'id', value: string): string {
  if (/[\r\n]/.test(value)) {
    throw createTypeError('BATON_INVALID_SSE_FIELD', `SSE ${field} must not contain a line break`);
  }
  // The spec ignores an id containing NUL; refusing it says so at the sender.
  if (field === 'id' && value.includes('\0')) {
    throw createTypeError('BATON_INVALID_SSE_FIELD', 'SSE id must not contain a NUL character');
  }
  return value;
}

/**
 * The text of one event as the HTML Standard's "Server-sent events" section frames it: fields,
 * one `data:` line per line of data, then a blank line that dispatches the event.
 *
 * @example
 * frameEvent({ event: 'tick', id: 1, data: 'a\nb' }); // 'event: tick\nid: 1\ndata: a\ndata: b\n\n'
 */
export function frameEvent(message: SseMessage): string {
  let text = '';
  if (message.event !== undefined) text += `event: ${singleLine('event', message.event)}\n`;
  if (message.id !== undefined) text += `id: ${singleLine('id', String(message.id))}\n`;
  if (message.retry !== undefined) {
    if (!Number.isInteger(message.retry) || message.retry < 0) {
      throw createTypeError('BATON_INVALID_SSE_FIELD', 'SSE retry must be a non-negative integer');
    }
    text += `retry: ${message.retry}\n`;
  }
  if (message.data !== undefined) {
    const data = typeof message.data === 'string' ? message.data : JSON.stringify(message.data);
    for (const line of data.split(LINE_BREAK)) text += `data: ${line}\n`;
  }
  return `${text}\n`;
}

/** The compression middleware's `res.flush()`, when the response has one. */
type Flushable = ServerResponse & { flush?: () => void };

class EventStream implements SseStream {
  readonly #res: Flushable;
  readonly #controller = new AbortController();
  readonly #highWaterMark: number;
  readonly #heartbeat: NodeJS.Timeout | undefined;
  /** Bytes written since a write last reported a full buffer, until the next 'drain'. */
  #waiting = 0;
  #blocked = false;
  readonly lastEventId: string | undefined;
  /** The server this stream's connection came to (on HTTP/2, through the session's socket). */
  readonly server: unknown;

  constructor(res: Flushable, lastEventId: string | undefined, options: SseOptions) {
    this.#res = res;
    this.lastEventId = lastEventId;
    this.server = (res.req.socket as { server?: unknown } | null)?.server;
    openStreams.add(this);
    this.#highWaterMark = options.highWaterMark ?? DEFAULT_HIGH_WATER_MARK;
    counters.open++;
    res.on('close', () => this.#end('client'));
    res.on('drain', () => {
      this.#blocked = false;
      this.#waiting = 0;
    });
    const every = options.heartbeat ?? DEFAULT_HEARTBEAT_MS;
    if (every > 0) {
      this.#heartbeat = setInterval(() => this.comment(), every);
      // A heartbeat alone must not keep a process alive that is otherwise done.
      this.#heartbeat.unref();
    }
  }

  get signal(): AbortSignal {
    return this.#controller.signal;
  }

  get closed(): boolean {
    return this.#controller.signal.aborted;
  }

  send(message: SseMessage): boolean {
    return this.#write(frameEvent(message));
  }

  comment(text = ''): boolean {
    const lines = text.split(LINE_BREAK).map((line) => (line === '' ? ':\n' : `: ${line}\n`));
    return this.#write(`${lines.join('')}\n`);
  }

  close(): void {
    if (this.#end('server')) this.#res.end();
  }

  #write(text: string): boolean {
    if (this.closed) return false;
    if (this.#blocked) {
      this.#waiting += Buffer.byteLength(text);
      if (this.#waiting > this.#highWaterMark) {
        counters.overflowed++;
        this.#end('overflow');
        // The reader is not reading: what is queued would never arrive in time, so cut it loose.
        this.#res.destroy();
        return false;
      }
    }
    if (!this.#res.write(text)) this.#blocked = true;
    // Under the compression middleware the event would wait in zlib's buffer for more input.
    this.#res.flush?.();
    return true;
  }

  /** Marks the stream ended once; true the first time. */
  #end(reason: SseCloseReason): boolean {
    if (this.closed) return false;
    clearInterval(this.#heartbeat);
    counters.open--;
    openStreams.delete(this);
    this.#controller.abort(reason);
    return true;
  }
}

/** A heartbeat of NaN would fire every millisecond, a mark of NaN never: refuse both before any header goes. */
function checkOptions(options: SseOptions): void {
  const { heartbeat, highWaterMark } = options;
  if (heartbeat !== undefined && !(Number.isFinite(heartbeat) && heartbeat >= 0)) {
    throw createTypeError(
      'BATON_INVALID_SSE_OPTIONS',
      `res.sse(): heartbeat must be a number of ms >= 0, got ${heartbeat}`,
    );
  }
  if (highWaterMark !== undefined && !(Number.isFinite(highWaterMark) && highWaterMark > 0)) {
    throw createTypeError(
      'BATON_INVALID_SSE_OPTIONS',
      `res.sse(): highWaterMark must be a number of bytes > 0, got ${highWaterMark}`,
    );
  }
}

/**
 * `res.sse(options?)`: answers with a Server-Sent Events stream (`text/event-stream`, not cached,
 * not buffered by proxies), sends the headers at once, and returns the {@link SseStream} to write
 * events to. Works alike over HTTP/1.1 and HTTP/2. A HEAD request gets the headers and a stream
 * that is already closed.
 *
 * @example
 * app.get('/events', (req, res) => {
 *   const stream = res.sse({ heartbeat: 20_000 });
 *   const timer = setInterval(() => stream.send({ event: 'time', data: { now: Date.now() } }), 1_000);
 *   stream.signal.addEventListener('abort', () => clearInterval(timer));
 * });
 */
export function sse(this: ServerResponse & { req: IncomingMessage }, options: SseOptions = {}): SseStream {
  checkOptions(options);
  this.statusCode = 200;
  this.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
  this.setHeader('Cache-Control', options.noTransform === true ? 'no-cache, no-transform' : 'no-cache');
  // nginx buffers proxied responses unless told not to; others honour the same header.
  this.setHeader('X-Accel-Buffering', 'no');
  // HTTP/2 forbids connection-specific headers; on HTTP/1.1 this says the connection stays.
  if (this.req.httpVersionMajor === 1) this.setHeader('Connection', 'keep-alive');
  this.removeHeader('Content-Length');
  const stream = new EventStream(this, lastEventIdOf(this.req), options);
  // A HEAD response has no body, so a stream would stay open with nothing to carry: headers only.
  if (this.req.method === 'HEAD') stream.close();
  else if (options.retry !== undefined) stream.send({ retry: options.retry });
  else this.flushHeaders();
  return stream;
}
