import { createServer, type Server } from 'node:http';
import { listen, listening } from '../listen.js';
import type { Scenario } from '../scenario.js';
import { hello, helloText } from './payloads.js';

/** One route answering a small JSON object: the cost of the framework around a trivial handler. */
export const helloJson: Scenario = {
  name: 'hello-json',
  title: 'hello world JSON',
  description: 'GET / answered with {"hello":"world"}: the fixed cost of the framework per request.',
  request: { method: 'GET', path: '/' },
  expected: { status: 200, contentType: /^application\/json/, body: helloText },
  servers: {
    node: (host) =>
      listen(
        createServer((req, res) => {
          if (req.method === 'GET' && req.url === '/') {
            res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
            res.end(JSON.stringify(hello));
          } else {
            res.writeHead(404).end();
          }
        }),
        host,
      ),
    baton: async (host) => {
      const { default: baton } = await import('baton');
      const app = baton();
      app.get('/', (_req, res) => {
        res.json(hello);
      });
      return listening(app.listen(0, host));
    },
    express: async (host) => {
      const { default: express } = await import('express');
      const app = express();
      app.get('/', (_req, res) => {
        res.json(hello);
      });
      return listening(app.listen(0, host));
    },
    fastify: async (host) => {
      const { default: fastify } = await import('fastify');
      const app = fastify();
      app.get('/', async () => hello);
      await app.listen({ port: 0, host });
      return app.server;
    },
    koa: async (host) => {
      const { default: Koa } = await import('koa');
      const { default: Router } = await import('@koa/router');
      const app = new Koa();
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
      app.get('/', (c) => c.json(hello));
      return listening(serve({ fetch: app.fetch, port: 0, hostname: host }) as Server);
    },
    polka: async (host) => {
      const { default: polka } = await import('polka');
      const app = polka().get('/', (_req, res) => {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(hello));
      });
      return listening(app.listen(0, host).server);
    },
  },
};
