import * as http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import baton from 'batonjs';
import Fastify from 'fastify';

/** The servers compared: each answers `GET /` with the same small JSON body over h2c. */
export const subjects = ['node:http2', 'baton', 'fastify'] as const;
export type Subject = (typeof subjects)[number];

const body = { hello: 'world' };

/**
 * Starts `subject` on 127.0.0.1 (any free port) over cleartext HTTP/2 and resolves with the port.
 *
 * @example
 * const port = await startSubject('baton');
 */
export async function startSubject(subject: Subject): Promise<number> {
  if (subject === 'fastify') {
    const app = Fastify({ http2: true });
    app.get('/', async () => body);
    await app.listen({ port: 0, host: '127.0.0.1' });
    return (app.server.address() as AddressInfo).port;
  }
  const server =
    subject === 'baton'
      ? baton.createServer(
          baton().get('/', (_req, res) => {
            res.json(body);
          }),
          { http2: true },
        )
      : // node's compatibility API, the one Baton and Fastify build on.
        http2.createServer((_req, res) => {
          const json = JSON.stringify(body);
          res.writeHead(200, {
            'content-type': 'application/json; charset=utf-8',
            'content-length': Buffer.byteLength(json),
          });
          res.end(json);
        });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}
