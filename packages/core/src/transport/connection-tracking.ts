import type { EventEmitter } from 'node:events';
import type { Http2Session } from 'node:http2';
import type { Socket } from 'node:net';

/** The live connections of a server Baton created: HTTP/1.1 sockets and HTTP/2 sessions. */
export interface Connections {
  readonly sockets: Set<Socket>;
  readonly sessions: Set<Http2Session>;
}

const tracked = new WeakMap<object, Connections>();

/**
 * Starts keeping `server`'s connections, so {@link shutdown} can tell in-flight HTTP/1.1
 * responses to close their connection and send every HTTP/2 session a GOAWAY. The cost is one
 * Set insertion per connection, none per request. TLS servers are watched at 'secureConnection'
 * (that socket carries the HTTP traffic), others at 'connection'; sockets that speak HTTP/2 are
 * left to their session.
 *
 * @example
 * trackConnections(server, { tls: true, http1: true });
 */
export function trackConnections(server: EventEmitter, options: { tls: boolean; http1: boolean }): Connections {
  const connections: Connections = { sockets: new Set(), sessions: new Set() };
  tracked.set(server, connections);
  if (options.http1) {
    server.on(options.tls ? 'secureConnection' : 'connection', (socket: Socket & { alpnProtocol?: string | false }) => {
      if (socket.alpnProtocol === 'h2') return;
      connections.sockets.add(socket);
      socket.once('close', () => connections.sockets.delete(socket));
    });
  }
  server.on('session', (session: Http2Session) => {
    connections.sessions.add(session);
    session.once('close', () => connections.sessions.delete(session));
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
