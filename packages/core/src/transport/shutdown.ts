import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Http2Session } from 'node:http2';
import { closeStreamsOf } from '../response/sse.js';
import { connectionsOf } from './connection-tracking.js';
import type { AnyServer } from './create-server.js';
import { startDraining, stopDraining } from './draining.js';

/**
 * Options of {@link shutdown}.
 *
 * @example
 * await shutdown(server, { timeout: 5_000 } satisfies ShutdownOptions);
 */
export interface ShutdownOptions {
  /** ms to let in-flight requests finish before every connection is cut. Default 10 000. */
  readonly timeout?: number;
}

/**
 * How a {@link shutdown} went: `forced` when the deadline passed and connections were cut.
 *
 * @example
 * const { forced } = await shutdown(server);
 */
export interface ShutdownResult {
  readonly forced: boolean;
}

/** How often idle connections are looked for while draining: a response that ends leaves one behind. */
const SWEEP_MS = 50;

type Sweepable = AnyServer & { closeIdleConnections?: () => void; closeAllConnections?: () => void };

/** Destroys `session` with GOAWAY(CANCEL); node's `destroy(code)` form (its typings only list `destroy(error, code)`). */
function cancel(session: Http2Session): void {
  // node:http2 is loaded already when a session exists; not imported, so HTTP/1.1 apps never load it.
  const { NGHTTP2_CANCEL } = process.getBuiltinModule('node:http2').constants;
  (session.destroy as unknown as (code: number) => void).call(session, NGHTTP2_CANCEL);
}

/** A request arriving on an open HTTP/1.1 connection while draining is answered, then the connection closes. */
function closeAfterResponse(req: IncomingMessage, res: ServerResponse): void {
  if (req.httpVersionMajor < 2) res.shouldKeepAlive = false;
}

/**
 * Shuts `server` down gracefully: stops accepting connections, lets in-flight requests finish,
 * closes idle HTTP/1.1 keep-alive connections (and each busy one once its response is out, with
 * `Connection: close` when its headers are not sent yet), sends each HTTP/2 session a GOAWAY
 * (open streams finish, new ones go elsewhere), then resolves once every connection is gone. After
 * `timeout` ms whatever is left is destroyed. Open Server-Sent Events streams are closed at once.
 * HTTP/1.1 connections are found with node's own `closeIdleConnections`/`closeAllConnections`;
 * HTTP/2 sessions (and the HTTP/1.1 fallback of an HTTP/2 TLS server) only on servers from
 * `createServer` or `app.listen`, which track them; on other servers only the deadline ends those.
 * `Connection: close` on responses already in flight needs Baton's response class (every server
 * Baton creates, and servers it adopts). It first emits `'shutdown'` on the server: connections that left
 * HTTP (upgraded WebSockets, which `@batonjs/ws` closes with 1001) end themselves there.
 *
 * @example
 * process.once('SIGTERM', () => shutdown(server, { timeout: 10_000 }).then(() => process.exit(0)));
 */
export function shutdown(server: AnyServer, options: ShutdownOptions = {}): Promise<ShutdownResult> {
  const { timeout = 10_000 } = options;
  const s = server as Sweepable;
  const tracked = connectionsOf(server);
  return new Promise((resolve) => {
    let forced = false;
    const sweep = (): void => {
      // In-flight HTTP/1.1 responses (the HTTP/2 TLS fallback's too: its responses are Baton's
      // class) are told to close at their writeHead (draining.ts); sessions get their GOAWAY here.
      if (tracked !== undefined) for (const session of tracked.sessions) if (!session.closed) session.close();
      s.closeIdleConnections?.();
    };
    const timer = setInterval(sweep, SWEEP_MS);
    const deadline = setTimeout(() => {
      forced = true;
      s.closeAllConnections?.();
      for (const socket of tracked?.sockets ?? []) socket.destroy();
      // CANCEL, not NO_ERROR: the client must learn its open streams were cut, not answered.
      for (const session of tracked?.sessions ?? []) cancel(session);
    }, timeout);
    startDraining(server);
    server.prependListener('request', closeAfterResponse);
    // Event streams never finish by themselves: end them now, their clients reconnect elsewhere.
    closeStreamsOf(server);
    server.emit('shutdown');
    server.close(() => {
      clearInterval(timer);
      clearTimeout(deadline);
      server.off('request', closeAfterResponse);
      stopDraining(server);
      resolve({ forced });
    });
    sweep();
  });
}
