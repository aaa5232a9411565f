// One starter per framework: load it (only in the server process that needs it, so each
// process's peak RSS is its framework's own), let the scenario register its routes, and listen
// on `host`, port 0, the way that framework's users start a server.
import { createServer, type RequestListener, type Server } from 'node:http';
import type Router from '@koa/router';
import type { App as TinyApp } from '@tinyhttp/app';
import type { Baton, Application as BatonApp } from 'batonjs';
import type ExpressModule from 'express';
import type { Express } from 'express';
import type { FastifyInstance } from 'fastify';
import type { Hono } from 'hono';
import type Koa from 'koa';
import type { Polka } from 'polka';
import type restana from 'restana';
import { applyExpressDefaults } from './express-defaults.js';
import { listening } from './listen.js';

/**
 * `baton()`, set up, then `app.listen(0, host)` (or `http.createServer(app)`, by `server`); `setup`
 * also gets `baton` for its middleware.
 * Express's defaults stay on unless the process was started with them off (express-defaults.ts):
 * the one place `baton-lean` differs from `baton`, in every scenario.
 *
 * @example
 * baton: (host) => startBaton(host, (app) => app.get('/', (_req, res) => res.json(hello))),
 */
export async function startBaton(
  host: string,
  setup: (app: BatonApp, baton: Baton) => void,
  server: ServerMaker = 'app.listen',
): Promise<Server> {
  const { default: baton } = await import('batonjs');
  const app = baton();
  applyExpressDefaults(app);
  setup(app, baton);
  return listening(server === 'app.listen' ? app.listen(0, host) : userServer(app, host));
}

/**
 * How an Express-style app gets its server: its own `app.listen`, or the user's
 * `http.createServer(app)` (as many Express apps start, and as tests with supertest do).
 */
export type ServerMaker = 'app.listen' | 'http.createServer';

/** `http.createServer(app).listen(0, host)`: the server is the user's, the app its only listener. */
function userServer(app: RequestListener, host: string): Server {
  return createServer(app).listen(0, host);
}

/**
 * `express()`, set up, then `app.listen(0, host)` (or `http.createServer(app)`, by `server`).
 *
 * @example
 * express: (host) => startExpress(host, (app) => app.get('/', (_req, res) => res.json(hello))),
 */
export async function startExpress(
  host: string,
  setup: (app: Express, express: typeof ExpressModule) => void,
  server: ServerMaker = 'app.listen',
): Promise<Server> {
  const { default: express } = await import('express');
  const app = express();
  setup(app, express);
  return listening(server === 'app.listen' ? app.listen(0, host) : userServer(app, host));
}

/**
 * `fastify()`, set up (plugins may be awaited), then `await app.listen({ port: 0, host })`.
 *
 * @example
 * fastify: (host) => startFastify(host, (app) => app.get('/', async () => hello)),
 */
export async function startFastify(host: string, setup: (app: FastifyInstance) => unknown): Promise<Server> {
  const { default: fastify } = await import('fastify');
  const app = fastify();
  await setup(app);
  await app.listen({ port: 0, host });
  return app.server;
}

/**
 * `new Koa()` with an @koa/router mounted after whatever `setup` adds, then `app.listen(0, host)`.
 *
 * @example
 * koa: (host) => startKoa(host, (_app, router) => router.get('/', (ctx) => { ctx.body = hello; })),
 */
export async function startKoa(host: string, setup: (app: Koa, router: Router) => void): Promise<Server> {
  const { default: Koa } = await import('koa');
  const { default: KoaRouter } = await import('@koa/router');
  const app = new Koa();
  // Koa logs every error to stderr, including the premature closes of file streams when wrk hangs
  // up at the end of a run; the harness judges responses itself.
  app.silent = true;
  const router = new KoaRouter();
  setup(app, router);
  app.use(router.routes());
  return listening(app.listen(0, host));
}

/**
 * `new Hono()`, set up, then served by @hono/node-server's `serve`.
 *
 * @example
 * hono: (host) => startHono(host, (app) => app.get('/', (c) => c.json(hello))),
 */
export async function startHono(host: string, setup: (app: Hono) => void): Promise<Server> {
  const { Hono } = await import('hono');
  const { serve } = await import('@hono/node-server');
  const app = new Hono();
  setup(app);
  // serve() is typed for HTTP/2 servers too; without createServer options it makes an http.Server.
  return listening(serve({ fetch: app.fetch, port: 0, hostname: host }) as Server);
}

/**
 * `polka()`, set up, then `app.listen(0, host)`.
 *
 * @example
 * polka: (host) => startPolka(host, (app) => app.get('/', (_req, res) => res.end('hi'))),
 */
export async function startPolka(host: string, setup: (app: Polka) => void): Promise<Server> {
  const { default: polka } = await import('polka');
  const app = polka();
  setup(app);
  return listening(app.listen(0, host).server);
}

/**
 * `restana()`, set up, then `await service.start(0, host)`. restana's defaults stay (it defers each
 * request to `setImmediate`, `prioRequestsProcessing`), as its users run it.
 *
 * @example
 * restana: (host) => startRestana(host, (app) => app.get('/', (_req, res) => res.send(hello))),
 */
export async function startRestana(
  host: string,
  setup: (app: restana.Service<restana.Protocol.HTTP>) => void,
): Promise<Server> {
  const { default: createService } = await import('restana');
  const app = createService();
  setup(app);
  return (await app.start(0, host)) as Server;
}

/**
 * `new App()` from @tinyhttp/app, set up, then `app.listen(0, undefined, host)`.
 *
 * @example
 * tinyhttp: (host) => startTinyhttp(host, (app) => app.get('/', (_req, res) => res.json(hello))),
 */
export async function startTinyhttp(host: string, setup: (app: TinyApp) => void): Promise<Server> {
  const { App } = await import('@tinyhttp/app');
  const app = new App();
  setup(app);
  return listening(app.listen(0, undefined, host));
}
