import * as http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
// From the sources, as the tests that pass their apps here: the package name would give tsc the
// built declarations, a second copy of every type.
import { type AnyServer, type Application, createServer, shutdown } from '../../src/index.js';

/** A server on 127.0.0.1 port 0 made one of the ways the issue names, and how to stop it. */
export interface EntryPoint {
  readonly server: AnyServer;
  readonly port: number;
  close(): Promise<void>;
}

async function listening(server: AnyServer): Promise<EntryPoint> {
  if (!server.listening) {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
  }
  return {
    server,
    port: (server.address() as AddressInfo).port,
    close: async () => {
      await shutdown(server, { timeout: 200 });
    },
  };
}

/** Every way Baton makes a server for an app: `app.listen` and `createServer`, by name. */
export const entryPoints: ReadonlyArray<readonly [string, (app: Application) => Promise<EntryPoint>]> = [
  [
    'app.listen',
    (app) =>
      new Promise<EntryPoint>((resolve) => {
        const server = app.listen(0, '127.0.0.1', () => resolve(listening(server)));
      }),
  ],
  ['createServer', (app) => listening(createServer(app))],
];

/** An h2c server for `app` and one HTTP/2 request with the given headers: its status. */
export async function h2cStatus(app: Application, headers: http2.OutgoingHttpHeaders): Promise<number> {
  const entry = await listening(createServer(app, { http2: true }));
  const session = http2.connect(`http://127.0.0.1:${entry.port}`);
  try {
    return await new Promise<number>((resolve, reject) => {
      const stream = session.request(headers);
      stream.on('response', (h) => resolve(Number(h[':status'])));
      stream.on('error', reject);
      stream.resume();
      stream.end();
    });
  } finally {
    session.close();
    await entry.close();
  }
}
