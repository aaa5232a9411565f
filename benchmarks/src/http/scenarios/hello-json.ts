import { createServer } from 'node:http';
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
import type { Scenario, StartServer } from '../scenario.js';
import { hello, helloBody } from './payloads.js';

/**
 * raw node:http answering `GET path` with the hello document and anything else with a 404: the
 * floor of the scenarios that answer hello JSON.
 *
 * @example
 * servers: { node: nodeHello('/api/hello') },
 */
export function nodeHello(path: string): StartServer {
  return (host) =>
    listen(
      createServer((req, res) => {
        if (req.method === 'GET' && req.url === path) {
          res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
          res.end(JSON.stringify(hello));
        } else {
          res.writeHead(404).end();
        }
      }),
      host,
    );
}

/** One route answering a small JSON object: the cost of the framework around a trivial handler. */
export const helloJson: Scenario = {
  name: 'hello-json',
  title: 'hello world JSON',
  description: 'GET / answered with {"hello":"world"}: the fixed cost of the framework per request.',
  request: { method: 'GET', path: '/' },
  expected: { status: 200, contentType: /^application\/json/, body: helloBody },
  servers: {
    node: nodeHello('/'),
    baton: (host) =>
      startBaton(host, (app) => {
        app.get('/', (_req, res) => {
          res.json(hello);
        });
      }),
    express: (host) =>
      startExpress(host, (app) => {
        app.get('/', (_req, res) => {
          res.json(hello);
        });
      }),
    fastify: (host) => startFastify(host, (app) => app.get('/', async () => hello)),
    koa: (host) =>
      startKoa(host, (_app, router) => {
        router.get('/', (ctx) => {
          ctx.body = hello;
        });
      }),
    hono: (host) => startHono(host, (app) => app.get('/', (c) => c.json(hello))),
    polka: (host) =>
      startPolka(host, (app) => {
        app.get('/', (_req, res) => {
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify(hello));
        });
      }),
    restana: (host) =>
      startRestana(host, (app) => {
        app.get('/', (_req, res) => {
          res.send(hello);
        });
      }),
    tinyhttp: (host) =>
      startTinyhttp(host, (app) => {
        app.get('/', (_req, res) => {
          res.json(hello);
        });
      }),
  },
};
