// The public shapes of Server-Sent Events (res.sse()); response/sse.ts builds them.

/**
 * `res.sse()`'s options.
 *
 * @example
 * const stream = res.sse({ heartbeat: 30_000, highWaterMark: 256 * 1024, retry: 5_000 });
 */
export interface SseOptions {
  /** ms between comment heartbeats (`:` lines) that keep proxies and HTTP/2 sessions from timing out; 0 for none. Default 15 000. */
  readonly heartbeat?: number;
  /**
   * Bytes the stream may have waiting for a slow reader before it is closed (and counted in
   * {@link sseStats}`().overflowed`): a reader that never reads cannot make the server buffer without bound.
   * Default 1 MiB.
   */
  readonly highWaterMark?: number;
  /** Sent first as `retry:`, the ms a browser waits before it reconnects. Default: none (the browser's own). */
  readonly retry?: number;
  /**
   * Adds `no-transform` to `Cache-Control`: proxies, and the compression middleware, then leave the
   * stream as it is. Default false: compression applies, and every event is flushed through it.
   */
  readonly noTransform?: boolean;
}

/**
 * One event. `data` is sent as JSON unless it is a string; a string with line breaks becomes one
 * `data:` line per line, which the browser joins back with `\n`.
 *
 * @example
 * stream.send({ event: 'blog.created', id: 42, data: { title: 'Hello' } });
 */
export interface SseMessage {
  readonly event?: string | undefined;
  readonly id?: string | number | undefined;
  readonly data?: unknown;
  /** The reconnection delay in ms the browser should use from now on. */
  readonly retry?: number | undefined;
}

/**
 * Why a stream ended: the client went, the server called `close()`, or the reader fell too far behind.
 *
 * @example
 * stream.signal.addEventListener('abort', () => log((stream.signal.reason as SseCloseReason) === 'overflow'));
 */
export type SseCloseReason = 'client' | 'server' | 'overflow';

/**
 * What `res.sse()` returns: the open event stream.
 *
 * @example
 * const stream = res.sse();
 * const stop = bus.subscribe('news', (item) => stream.send({ event: 'news', data: item }));
 * stream.signal.addEventListener('abort', stop);
 */
export interface SseStream {
  /** Writes one event; false when the stream is already closed (nothing is written then). */
  send(message: SseMessage): boolean;
  /** Writes a comment line (`: text`), which clients ignore; false when closed. */
  comment(text?: string): boolean;
  /** Ends the response; the signal aborts with reason `'server'`. */
  close(): void;
  /** Aborts when the stream ends, for whatever reason; `signal.reason` is the {@link SseCloseReason}. */
  readonly signal: AbortSignal;
  /** Whether the stream has ended. */
  readonly closed: boolean;
  /** The request's `Last-Event-ID`, where a reconnecting client resumes. */
  readonly lastEventId: string | undefined;
}
