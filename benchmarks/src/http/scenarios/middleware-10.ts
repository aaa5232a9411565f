import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { NextFunction } from 'baton';
import { listen, listening } from '../listen.js';
import type { Scenario } from '../scenario.js';
import { hello, helloText } from './payloads.js';

const count = 10;

/** Ten pass-through middleware before the hello-world route: the cost of each hop in the chain. */
export const middleware10: Scenario = {
  name: 'middleware-10',
  title: '10 middleware',
  description: 'GET / through 10 pass-through middleware, then {"hello":"world"}: the cost of the chain.',
  request: { method: 'GET', path: '/' },
  expected: { status: 200, contentType: /^application\/json/, body: helloText },
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
    baton: async (host) => {
      const { default: baton } = await import('baton');
      const app = baton();
      for (let i = 0; i < count; i++) app.use((_req: unknown, _res: unknown, next: NextFunction) => next());
      app.get('/', (_req, res) => {
        res.json(hello);
      });
      return listening(app.listen(0, host));
    },
    express: async (host) => {
      const { default: express } = await import('express');
      const app = express();
      for (let i = 0; i < count; i++) app.use((_req, _res, next) => next());
      app.get('/', (_req, res) => {
        res.json(hello);
      });
      return listening(app.listen(0, host));
    },
    // Fastify's idiomatic per-request step is a hook; onRequest runs for every route.
    fastify: async (host) => {
      const { default: fastify } = await import('fastify');
      const app = fastify();
      for (let i = 0; i < count; i++) app.addHook('onRequest', (_req, _reply, done) => done());
      app.get('/', async () => hello);
      await app.listen({ port: 0, host });
      return app.server;
    },
    koa: async (host) => {
      const { default: Koa } = await import('koa');
      const { default: Router } = await import('@koa/router');
      const app = new Koa();
      for (let i = 0; i < count; i++) app.use((_ctx, next) => next());
      const router = new Router();
      router.get('/', (ctx) => {
        ctx.body = hello;
      });
      app.use(router.routes());
      return listening(app.listen(0, host));
    },
    hono: async (host) => {
      const { Hono } = await import('hono');
      const { serve } = await import('@hono/node-server');
      const app = new Hono();
      for (let i = 0; i < count; i++) {
        app.use(async (_c, next) => {
          await next();
        });
      }
      app.get('/', (c) => c.json(hello));
      return listening(serve({ fetch: app.fetch, port: 0, hostname: host }) as Server);
    },
    polka: async (host) => {
      const { default: polka } = await import('polka');
      const app = polka();
      for (let i = 0; i < count; i++) app.use((_req, _res, next) => next());
      app.get('/', (_req, res) => {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(hello));
      });
      return listening(app.listen(0, host).server);
    },
  },
};
