import type { EventEmitter } from 'node:events';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * What node's HTTP/2 compatibility layer hands a 'connect' listener as its second argument (a
 * response; HTTP/1.1 hands a raw socket).
 *
 * @example
 * server.on('connect', (req, target: Duplex | CompatResponse) => refuseConnect(req, target));
 */
export interface CompatResponse {
  readonly headersSent: boolean;
  writeHead(status: number, headers: Record<string, string>): unknown;
  end(): unknown;
}

const NOT_IMPLEMENTED = 'HTTP/1.1 501 Not Implemented\r\nContent-Length: 0\r\nConnection: close\r\n\r\n';

/**
 * Answers one `CONNECT` request 501 (RFC 9110 §15.6.2: the method is supported for no resource
 * here) and closes: over HTTP/2 with the compatibility response, over HTTP/1.1 on the raw socket,
 * since after CONNECT the rest of its bytes are not HTTP. Also for a listener of its own that
 * takes some CONNECTs and not others (`@batonjs/ws` takes HTTP/2's WebSocket ones).
 *
 * @example
 * server.on('connect', (req, target) => (isMine(req) ? take(req, target) : refuseConnect(req, target)));
 */
export function refuseConnect(req: IncomingMessage, target: Duplex | CompatResponse): void {
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
 * The 'connect' listener of the servers Baton creates. Without any listener node destroys the
 * socket of an HTTP/1.1 `CONNECT` request (authority or path form) without a word; an app that is
 * not a proxy answers 501 ({@link refuseConnect}). An app that registers its own
 * `server.on('connect', ...)` takes over: this one then stays silent.
 */
function answerConnect(this: EventEmitter, req: IncomingMessage, target: Duplex | CompatResponse): void {
  if (this.listenerCount('connect') > 1) return;
  refuseConnect(req, target);
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
