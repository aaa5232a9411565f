import type { EventEmitter } from 'node:events';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';

/** node's HTTP/2 compatibility layer hands 'connect' a response, HTTP/1.1 a raw socket. */
interface CompatResponse {
  readonly headersSent: boolean;
  writeHead(status: number, headers: Record<string, string>): unknown;
  end(): unknown;
}

const NOT_IMPLEMENTED = 'HTTP/1.1 501 Not Implemented\r\nContent-Length: 0\r\nConnection: close\r\n\r\n';

/**
 * The 'connect' listener of the servers Baton creates. Without any listener node destroys the
 * socket of an HTTP/1.1 `CONNECT` request (authority or path form) without a word; an app that is
 * not a proxy answers 501 (RFC 9110 §15.6.2: the method is supported for no resource here) and
 * closes the connection, since after CONNECT the rest of its bytes are not HTTP. An app that
 * registers its own `server.on('connect', ...)` takes over: this one then stays silent.
 */
function answerConnect(this: EventEmitter, req: IncomingMessage, target: Duplex | CompatResponse): void {
  if (this.listenerCount('connect') > 1) return;
  if (req.httpVersionMajor >= 2) {
    const res = target as CompatResponse;
    if (!res.headersSent) res.writeHead(501, { 'content-length': '0' });
    res.end();
    return;
  }
  const socket = target as Duplex;
  socket.on('error', () => socket.destroy());
  socket.end(NOT_IMPLEMENTED);
}

/**
 * Makes `server` answer `CONNECT` requests (501) unless the app listens for them itself.
 *
 * @example
 * answerConnectRequests(http.createServer(app));
 */
export function answerConnectRequests(server: EventEmitter): void {
  server.on('connect', answerConnect);
}
