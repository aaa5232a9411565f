import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A server listening on 127.0.0.1 with an OS-chosen port, and how to stop it. */
export interface TestServer {
  readonly server: Server;
  readonly port: number;
  /** `http://127.0.0.1:<port>` */
  readonly origin: string;
  /** Closes the server and every connection it still holds. */
  close(): Promise<void>;
}

/**
 * Starts `handler` on a real socket on 127.0.0.1, port 0.
 *
 * @example
 * const srv = await serve((req, res) => res.end('hi'));
 * const res = await fetchText(`${srv.origin}/`);
 * await srv.close();
 */
export async function serve(handler: RequestListener, server: Server = createServer(handler)): Promise<TestServer> {
  if (server.listenerCount('request') === 0) server.on('request', handler);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    server,
    port,
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
