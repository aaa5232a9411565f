import type { Server } from 'node:http';

/**
 * Listens on `host`, port 0 (the kernel picks a free port), and resolves once listening, so that
 * many servers can run side by side and no port is ever hard-coded.
 *
 * @example
 * const server = await listen(createServer(handler), '127.0.0.1');
 */
export function listen(server: Server, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

/**
 * Resolves once a server that a framework started itself is listening.
 *
 * @example
 * const app = polka().listen(0, host);
 * return listening(app.server);
 */
export function listening(server: Server): Promise<Server> {
  if (server.listening) return Promise.resolve(server);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.once('listening', () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
