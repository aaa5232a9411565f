import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { NextFunction } from 'batonjs';
import {
  startBaton,
  startExpress,
  startFastify,
  startHono,
  startKoa,
  startPolka,
  startRestana,
  startTinyhttp,
} from '../framework-servers.js';
import { listen } from '../listen.js';
import type { Scenario } from '../scenario.js';
import { hello, helloBody } from './payloads.js';

const count = 10;

/** Ten pass-through middleware before the hello-world route: the cost of each hop in the chain. */
export const middleware10: Scenario = {
  name: 'middleware-10',
  title: '10 middleware',
  description: 'GET / through 10 pass-through middleware, then {"hello":"world"}: the cost of the chain.',
  request: { method: 'GET', path: '/' },
  expected: { status: 200, contentType: /^application\/json/, body: helloBody },
  servers: {
    // node:http has no middleware, so this is the smallest hand-written chain that does the same.
    node: (host) => {
      type Step = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
      const steps: Step[] = Array.from({ length: count }, () => (_req, _res, next) => next());
      const send = (res: ServerResponse): void => {
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify(hello));
      };
      return listen(
        createServer((req, res) => {
          let index = 0;
          const next = (): void => {
            const step = steps[index++];
            if (step !== undefined) step(req, res, next);
            else if (req.method === 'GET' && req.url === '/') send(res);
            else res.writeHead(404).end();
          };
          next();
        }),
        host,
      );
    },
    baton: (host) =>
      startBaton(host, (app) => {
        for (let i = 0; i < count; i++) app.use((_req: unknown, _res: unknown, next: NextFunction) => next());
        app.get('/', (_req, res) => {
          res.json(hello);
        });
      }),
    express: (host) =>
      startExpress(host, (app) => {
        for (let i = 0; i < count; i++) app.use((_req, _res, next) => next());
        app.get('/', (_req, res) => {
          res.json(hello);
        });
      }),
    // Fastify's idiomatic per-request step is a hook; onRequest runs for every route.
    fastify: (host) =>
      startFastify(host, (app) => {
        for (let i = 0; i < count; i++) app.addHook('onRequest', (_req, _reply, done) => done());
        app.get('/', async () => hello);
      }),
    koa: (host) =>
      startKoa(host, (app, router) => {
        for (let i = 0; i < count; i++) app.use((_ctx, next) => next());
        router.get('/', (ctx) => {
          ctx.body = hello;
        });
      }),
    hono: (host) =>
      startHono(host, (app) => {
        for (let i = 0; i < count; i++) {
          app.use(async (_c, next) => {
            await next();
          });
        }
        app.get('/', (c) => c.json(hello));
      }),
    polka: (host) =>
      startPolka(host, (app) => {
        for (let i = 0; i < count; i++) app.use((_req, _res, next) => next());
        app.get('/', (_req, res) => {
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify(hello));
        });
      }),
    restana: (host) =>
      startRestana(host, (app) => {
        for (let i = 0; i < count; i++) app.use((_req, _res, next) => next());
        app.get('/', (_req, res) => {
          res.send(hello);
        });
      }),
    tinyhttp: (host) =>
      startTinyhttp(host, (app) => {
        for (let i = 0; i < count; i++) app.use((_req, _res, next) => next());
        app.get('/', (_req, res) => {
          res.json(hello);
        });
      }),
  },
};
