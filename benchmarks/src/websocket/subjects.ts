import { createServer, type Server } from 'node:http';
import baton from 'batonjs';
import { websockets } from 'batonjs/ws';
import { type WebSocket, WebSocketServer } from 'ws';

/**
 * What the WebSocket benchmarks compare: `ws` alone on node's http server (the yardstick: what
 * any node WebSocket server pays), and Baton's `app.ws()` with its defaults on (the upgrade runs
 * the app's chain, the send-buffer cap wraps each send, the heartbeat timer runs).
 */
export const subjects = ['ws', 'baton'] as const;
export type Subject = (typeof subjects)[number];

/** Path of the subscribers' sockets; every message a publisher sends goes to all of them. */
export const SUBSCRIBE_PATH = '/sub';
/** Path of the publisher's socket. */
export const PUBLISH_PATH = '/pub';

/** The fan-out both subjects run: a publisher's message goes to every subscriber, as is. */
function fanOut(): { subscribe(ws: WebSocket): void; publish(ws: WebSocket): void } {
  const subscribers = new Set<WebSocket>();
  return {
    subscribe(ws) {
      subscribers.add(ws);
      ws.once('close', () => subscribers.delete(ws));
    },
    publish(ws) {
      ws.on('message', (data, isBinary) => {
        for (const s of subscribers) s.send(data, { binary: isBinary });
      });
    },
  };
}

/**
 * Starts `subject` on 127.0.0.1, any port; resolves once it listens.
 *
 * @example
 * const server = await startSubject('baton');
 */
export async function startSubject(subject: Subject): Promise<Server> {
  const hub = fanOut();
  let server: Server;
  if (subject === 'ws') {
    server = createServer((_req, res) => res.writeHead(404).end());
    const wss = new WebSocketServer({ server });
    wss.on('connection', (ws, req) => (req.url === PUBLISH_PATH ? hub.publish(ws) : hub.subscribe(ws)));
  } else {
    const app = baton();
    websockets(app);
    app.ws(SUBSCRIBE_PATH, (ws) => hub.subscribe(ws));
    app.ws(PUBLISH_PATH, (ws) => hub.publish(ws));
    server = baton.createServer(app);
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}
