import { createServer, type Server, type ServerResponse } from 'node:http';
import { listen, listening } from '../listen.js';
import type { Scenario } from '../scenario.js';
import { hello, helloText } from './payloads.js';

const count = 1000;
const paths = Array.from({ length: count }, (_, i) => `/route-${i}`);
const last = paths[count - 1]!;

/** A thousand static routes with the last one requested: whether routing cost grows with the table. */
export const routes1000: Scenario = {
  name: 'routes-1000',
  title: '1,000 routes, last one',
  description: `GET ${last} with ${count} routes registered, answered with {"hello":"world"}: routing cost against table size.`,
  request: { method: 'GET', path: last },
  expected: { status: 200, contentType: /^application\/json/, body: helloText },
  servers: {
    // What a hand-written node:http service does with many fixed paths: a Map from path to handler.
    node: (host) => {
      const send = (res: ServerResponse): void => {
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify(hello));
      };
      const table = new Map(paths.map((path) => [path, send]));
      return listen(
        createServer((req, res) => {
          const handler = req.method === 'GET' ? table.get(req.url ?? '') : undefined;
          if (handler !== undefined) handler(res);
          else res.writeHead(404).end();
        }),
        host,
      );
    },
    baton: async (host) => {
      const { default: baton } = await import('baton');
      const app = baton();
      for (const path of paths) {
        app.get(path, (_req, res) => {
          res.json(hello);
        });
      }
      return listening(app.listen(0, host));
    },
    express: async (host) => {
      const { default: express } = await import('express');
      const app = express();
      for (const path of paths) {
        app.get(path, (_req, res) => {
          res.json(hello);
        });
      }
      return listening(app.listen(0, host));
    },
    fastify: async (host) => {
      const { default: fastify } = await import('fastify');
      const app = fastify();
      for (const path of paths) app.get(path, async () => hello);
      await app.listen({ port: 0, host });
      return app.server;
    },
    koa: async (host) => {
      const { default: Koa } = await import('koa');
      const { default: Router } = await import('@koa/router');
      const app = new Koa();
      const router = new Router();
      for (const path of paths) {
        router.get(path, (ctx) => {
          ctx.body = hello;
        });
      }
      app.use(router.routes());
      return listening(app.listen(0, host));
    },
    hono: async (host) => {
      const { Hono } = await import('hono');
      const { serve } = await import('@hono/node-server');
      const app = new Hono();
      for (const path of paths) app.get(path, (c) => c.json(hello));
      return listening(serve({ fetch: app.fetch, port: 0, hostname: host }) as Server);
    },
    polka: async (host) => {
      const { default: polka } = await import('polka');
      const app = polka();
      for (const path of paths) {
        app.get(path, (_req, res) => {
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify(hello));
        });
      }
      return listening(app.listen(0, host).server);
    },
  },
};
