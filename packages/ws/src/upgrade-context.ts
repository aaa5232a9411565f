import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';
import type { WebSocketHub } from './hub.js';

/** On req: the upgrade in progress, put there by the hub's 'upgrade' listener. */
export const kUpgrade: unique symbol = Symbol('baton.ws.upgrade');

/** What the last layer of a WebSocket route needs to complete a handshake. */
export interface UpgradeContext {
  readonly hub: WebSocketHub;
  readonly server: object;
  readonly socket: Duplex;
  readonly head: Buffer;
  /** An HTTP/2 extended CONNECT (RFC 8441): `socket` is the request's stream. */
  readonly http2: boolean;
  /** Clears the handshake timer: called once the chain answered or upgraded. */
  settle(): void;
}

/** A request as the WebSocket layers see it. */
export type UpgradeRequest = IncomingMessage & { [kUpgrade]?: UpgradeContext };

/** A socket handler: `(ws, req) => ...`, typed by the route (see `WebSocketHandler`). */
export type SocketHandler = (ws: WebSocket, req: never) => unknown;

/** Whether a comma-separated header lists `token` (case-insensitive), as `Connection: keep-alive, Upgrade`. */
function listsToken(header: string | undefined, token: string): boolean {
  if (header === undefined) return false;
  for (const part of header.split(',')) if (part.trim().toLowerCase() === token) return true;
  return false;
}

/**
 * Whether `req` asks for a WebSocket: over HTTP/1.1 a GET with `Upgrade: websocket` and
 * `Connection` listing `upgrade` (RFC 6455 §4.1); over HTTP/2 a CONNECT with the `:protocol`
 * pseudo-header `websocket` (RFC 8441 §4).
 */
export function asksForWebSocket(req: IncomingMessage): boolean {
  if (req.httpVersionMajor >= 2) return req.method === 'CONNECT' && req.headers[':protocol'] === 'websocket';
  return (
    req.method === 'GET' &&
    listsToken(req.headers.upgrade, 'websocket') &&
    listsToken(req.headers.connection, 'upgrade')
  );
}
