// Listens on 127.0.0.1 at a free port and prints it as one JSON line, which the consumer test reads.
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createApp } from './app.js';

const app = createApp(fileURLToPath(new URL('../public', import.meta.url)));
const server = app.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  process.stdout.write(`${JSON.stringify({ port })}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
