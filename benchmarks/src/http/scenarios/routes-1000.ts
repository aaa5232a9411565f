import { createServer, type ServerResponse } from 'node:http';
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

const count = 1000;
const paths = Array.from({ length: count }, (_, i) => `/route-${i}`);
const last = paths[count - 1]!;

/** A thousand static routes with the last one requested: whether routing cost grows with the table. */
export const routes1000: Scenario = {
  name: 'routes-1000',
  title: '1,000 routes, last one',
  description: `GET ${last} with ${count} routes registered, answered with {"hello":"world"}: routing cost against table size.`,
  request: { method: 'GET', path: last },
  expected: { status: 200, contentType: /^application\/json/, body: helloBody },
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
    baton: (host) =>
      startBaton(host, (app) => {
        for (const path of paths) {
          app.get(path, (_req, res) => {
            res.json(hello);
          });
        }
      }),
    express: (host) =>
      startExpress(host, (app) => {
        for (const path of paths) {
          app.get(path, (_req, res) => {
            res.json(hello);
          });
        }
      }),
    fastify: (host) =>
      startFastify(host, (app) => {
        for (const path of paths) app.get(path, async () => hello);
      }),
    koa: (host) =>
      startKoa(host, (_app, router) => {
        for (const path of paths) {
          router.get(path, (ctx) => {
            ctx.body = hello;
          });
        }
      }),
    hono: (host) =>
      startHono(host, (app) => {
        for (const path of paths) app.get(path, (c) => c.json(hello));
      }),
    polka: (host) =>
      startPolka(host, (app) => {
        for (const path of paths) {
          app.get(path, (_req, res) => {
            res.setHeader('content-type', 'application/json');
            res.end(JSON.stringify(hello));
          });
        }
      }),
    restana: (host) =>
      startRestana(host, (app) => {
        for (const path of paths) {
          app.get(path, (_req, res) => {
            res.send(hello);
          });
        }
      }),
    tinyhttp: (host) =>
      startTinyhttp(host, (app) => {
        for (const path of paths) {
          app.get(path, (_req, res) => {
            res.json(hello);
          });
        }
      }),
  },
};
