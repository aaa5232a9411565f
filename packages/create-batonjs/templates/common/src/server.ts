import baton from 'batonjs';
import { createApp } from './app.js';

// PORT and HOST as hosting platforms set them; port 3000 on every interface by default.
const port = Number(process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`PORT must be a port number (0 to 65535), not "${process.env.PORT}"`);
  process.exit(1);
}
const host = process.env.HOST;

const server = baton.createServer(createApp());
server.listen(port, host, () => {
  const address = server.address();
  const listening = typeof address === 'object' && address !== null ? address.port : port;
  console.log(`Listening on http://${host ?? 'localhost'}:${listening}`);
});

// Graceful shutdown: on SIGTERM (a deploy, a container stop) or SIGINT (Ctrl-C) stop accepting
// connections, let the requests in flight finish (10 s at most), then exit. Close whatever else
// the app holds open (a database pool, ...) after the server, where the comment below is.
let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1); // a second signal: stop now
    stopping = true;
    console.log(`${signal}: finishing the requests in flight`);
    baton.shutdown(server, { timeout: 10_000 }).then(({ forced }) => {
      if (forced) console.warn('Connections still open after 10 s were closed');
      // Close the app's other resources here.
      process.exit(forced ? 1 : 0);
    });
  });
}
