import * as http2 from 'node:http2';
import type { Server } from 'node:net';
import type { Framework } from '../http/frameworks.js';

/**
 * The subjects compared over HTTP/2, raw node:http2 (the compatibility API) first: it is the
 * yardstick. They are framework ids of the HTTP/1.1 run, so that `baton-lean` is Baton's server
 * with Express's defaults off here too (frameworks.ts, express-defaults.ts).
 */
export const subjects = ['node', 'baton', 'baton-lean', 'fastify'] as const satisfies readonly Framework[];

/**
 * One subject compared over HTTP/2.
 *
 * @example
 * const subject: Subject = 'baton-lean';
 */
export type Subject = (typeof subjects)[number];

/**
 * Narrows a command-line string to an HTTP/2 subject.
 *
 * @example
 * if (isSubject(name)) chosen.push(name);
 */
export function isSubject(value: unknown): value is Subject {
  return typeof value === 'string' && (subjects as readonly string[]).includes(value);
}

/**
 * What the report calls a subject: `node:http2` for raw node, else the framework's id.
 *
 * @example
 * subjectLabel('node'); // 'node:http2'
 */
export function subjectLabel(subject: Framework): string {
  return subject === 'node' ? 'node:http2' : subject;
}

/**
 * Set to `on` in a Baton subject's environment, its app is handed to `http2.createServer(app)` /
 * `http2.createSecureServer(options, app)` instead of Baton's `createServer` (`bench:http2
 * --user-server`).
 */
export const USER_SERVER_ENV = 'BATON_BENCH_HTTP2_SERVER';

/** A key and certificate in PEM: the subjects serve HTTP/2 over TLS (ALPN h2) with them. */
export interface TlsFiles {
  readonly key: string;
  readonly cert: string;
}

/** The body every subject answers `GET /` with. */
export const http2Body = { hello: 'world' };

/**
 * Starts `subject`'s server on 127.0.0.1 (any free port) over HTTP/2, cleartext h2c or TLS when
 * `tls` is given, and resolves once it listens. Baton is made by `baton()` and configured by
 * applyExpressDefaults, as in the HTTP/1.1 scenarios.
 *
 * @example
 * const server = await startSubject('baton');
 */
export async function startSubject(subject: Exclude<Subject, 'baton-lean'>, tls?: TlsFiles): Promise<Server> {
  if (subject === 'fastify') {
    const { default: Fastify } = await import('fastify');
    // Two calls rather than one union: Fastify's types differ between its h2c and TLS instances.
    if (tls === undefined) {
      const app = Fastify({ http2: true });
      app.get('/', async () => http2Body);
      await app.listen({ port: 0, host: '127.0.0.1' });
      return app.server;
    }
    const app = Fastify({ http2: true, https: { ...tls } });
    app.get('/', async () => http2Body);
    await app.listen({ port: 0, host: '127.0.0.1' });
    return app.server;
  }
  let server: Server;
  if (subject === 'baton') {
    const { default: baton } = await import('batonjs');
    const { applyExpressDefaults } = await import('../http/express-defaults.js');
    const app = baton();
    applyExpressDefaults(app);
    app.get('/', (_req, res) => {
      res.json(http2Body);
    });
    if (process.env[USER_SERVER_ENV] === 'on') {
      // The app handed to a server node made, as `http2.createServer(app)` users do: Baton adopts
      // it on the first request (docs/transports.md).
      const handler = app as unknown as (req: http2.Http2ServerRequest, res: http2.Http2ServerResponse) => void;
      server = tls === undefined ? http2.createServer(handler) : http2.createSecureServer({ ...tls }, handler);
    } else {
      server =
        tls === undefined
          ? baton.createServer(app, { http2: true })
          : baton.createServer(app, { http2: true, tls: { ...tls } });
    }
  } else {
    // node's compatibility API, the one Baton and Fastify build on.
    const handler = (_req: http2.Http2ServerRequest, res: http2.Http2ServerResponse): void => {
      const json = JSON.stringify(http2Body);
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(json),
      });
      res.end(json);
    };
    server = tls === undefined ? http2.createServer(handler) : http2.createSecureServer({ ...tls }, handler);
  }
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return server;
}
