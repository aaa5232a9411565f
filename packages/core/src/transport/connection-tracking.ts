import type { EventEmitter } from 'node:events';
import type { Http2Session } from 'node:http2';
import type { Socket } from 'node:net';

/**
 * The live connections of an HTTP/2 server Baton created: its sessions and, on a TLS server that
 * allows HTTP/1.1, the fallback's sockets (node's HTTP/2 servers have no `closeIdleConnections`).
 * Plain HTTP/1.1 and HTTPS servers are not tracked: node keeps their connections itself.
 */
export interface Connections {
  readonly sockets: Set<Socket>;
  readonly sessions: Set<Http2Session>;
}

const tracked = new WeakMap<object, Connections>();

/**
 * Starts keeping `server`'s connections, so {@link shutdown} can send every HTTP/2 session a
 * GOAWAY and cut the HTTP/1.1 fallback's sockets at its deadline. The cost is one Set insertion
 * per connection, none per request. TLS servers are watched at 'secureConnection'
 * (that socket carries the HTTP traffic), others at 'connection'; sockets that speak HTTP/2 are
 * left to their session.
 *
 * @example
 * trackConnections(server, { tls: true, http1: true });
 */
export function trackConnections(server: EventEmitter, options: { tls: boolean; http1: boolean }): Connections {
  const connections: Connections = { sockets: new Set(), sessions: new Set() };
  tracked.set(server, connections);
  // One 'close' listener per server, shared by its connections (it reads the connection from
  // `this`): a closure and a `once` wrapper per connection cost ~0.5 KB of heap per idle
  // keep-alive connection, measured (docs/benchmarks.md, issue 28).
  const { sockets, sessions } = connections;
  function forgetSocket(this: Socket): void {
    sockets.delete(this);
  }
  function forgetSession(this: Http2Session): void {
    sessions.delete(this);
  }
  if (options.http1) {
    server.on(options.tls ? 'secureConnection' : 'connection', (socket: Socket & { alpnProtocol?: string | false }) => {
      if (socket.alpnProtocol === 'h2') return;
      sockets.add(socket);
      socket.on('close', forgetSocket);
    });
  }
  server.on('session', (session: Http2Session) => {
    sessions.add(session);
    session.on('close', forgetSession);
  });
  return connections;
}

/**
 * The connections {@link trackConnections} keeps for `server`, if any.
 *
 * @example
 * connectionsOf(server)?.sessions.size; // open HTTP/2 sessions
 */
export function connectionsOf(server: object): Connections | undefined {
  return tracked.get(server);
}
