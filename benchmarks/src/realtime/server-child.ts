// The realtime benchmark's server: GET /events is a Server-Sent Events stream subscribed to the
// process's bus, GET /publish?id=N publishes `{ id }` to every stream. `baton` uses res.sse() and
// createPubSub(); `node` writes the same stream by hand on node:http (the yardstick). It reports its
// port to the parent over IPC, as the scenario servers do, and exits on SIGTERM.
//   node dist/realtime/server-child.js baton|node
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp, createPubSub } from 'batonjs';
import type { ChildMessage } from '../http/child-messages.js';

const framework = process.argv[2];
const send = (message: ChildMessage): void => {
  process.send?.(message);
};

function nodeServer() {
  const streams = new Set<ServerResponse>();
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/events') {
      res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.flushHeaders();
      streams.add(res);
      res.on('close', () => streams.delete(res));
      return;
    }
    if (url.pathname === '/publish') {
      const id = Number(url.searchParams.get('id'));
      const frame = `id: ${id}\ndata: ${JSON.stringify({ id })}\n\n`;
      for (const stream of streams) stream.write(frame);
      res.writeHead(204).end();
      return;
    }
    res.writeHead(404).end();
  });
}

function batonServer() {
  const app = createApp();
  const bus = createPubSub();
  app.get('/events', (_req, res) => {
    const stream = res.sse();
    stream.signal.addEventListener(
      'abort',
      bus.subscribe<{ id: number }>('events', (message) => stream.send({ id: message.id, data: message })),
    );
  });
  app.get('/publish', async (req, res) => {
    await bus.publish('events', { id: Number(req.query.id) });
    res.status(204).end();
  });
  return createServer(app);
}

if (framework !== 'baton' && framework !== 'node') {
  send({ type: 'failed', message: `unknown framework ${framework}` });
  process.exit(2);
}
const server = framework === 'baton' ? batonServer() : nodeServer();
server.listen(0, '127.0.0.1', () => send({ type: 'ready', port: (server.address() as AddressInfo).port }));
process.on('SIGTERM', () => process.exit(0));
