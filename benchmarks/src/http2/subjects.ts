import * as http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import baton from 'batonjs';
import Fastify from 'fastify';

/** The servers compared: each answers `GET /` with the same small JSON body over HTTP/2. */
export const subjects = ['node:http2', 'baton', 'fastify'] as const;
export type Subject = (typeof subjects)[number];

/** A key and certificate in PEM: the subjects serve HTTP/2 over TLS (ALPN h2) with them. */
export interface TlsFiles {
  readonly key: string;
  readonly cert: string;
}

const body = { hello: 'world' };

/**
 * Starts `subject` on 127.0.0.1 (any free port) over HTTP/2, cleartext h2c or TLS when `tls` is
 * given, and resolves with the port.
 *
 * @example
 * const port = await startSubject('baton');
 */
export async function startSubject(subject: Subject, tls?: TlsFiles): Promise<number> {
  if (subject === 'fastify') {
    // Two calls rather than one union: Fastify's types differ between its h2c and TLS instances.
    if (tls === undefined) {
      const app = Fastify({ http2: true });
      app.get('/', async () => body);
      await app.listen({ port: 0, host: '127.0.0.1' });
      return (app.server.address() as AddressInfo).port;
    }
    const app = Fastify({ http2: true, https: { ...tls } });
    app.get('/', async () => body);
    await app.listen({ port: 0, host: '127.0.0.1' });
    return (app.server.address() as AddressInfo).port;
  }
  // node's compatibility API, the one Baton and Fastify build on.
  const handler = (_req: http2.Http2ServerRequest, res: http2.Http2ServerResponse): void => {
    const json = JSON.stringify(body);
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(json),
    });
    res.end(json);
  };
  const app =
    subject === 'baton'
      ? baton().get('/', (_req, res) => {
          res.json(body);
        })
      : undefined;
  const server =
    app === undefined
      ? tls === undefined
        ? http2.createServer(handler)
        : http2.createSecureServer({ ...tls }, handler)
      : tls === undefined
        ? baton.createServer(app, { http2: true })
        : baton.createServer(app, { http2: true, tls: { ...tls } });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}
