import { createServer } from 'node:net';

/**
 * A TCP port on 127.0.0.1 that was free a moment ago, for a server this process cannot hand
 * port 0 to (another program, such as PostgreSQL). Another process may take it in between, so a
 * caller retries on `EADDRINUSE`.
 *
 * @example
 * const port = await freePort();
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address !== null && typeof address === 'object') resolve(address.port);
        else reject(new Error('127.0.0.1:0 gave no port'));
      });
    });
  });
}
