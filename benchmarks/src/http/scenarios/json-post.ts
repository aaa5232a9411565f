import type { IncomingMessage } from 'node:http';
import { createServer } from 'node:http';
import { startBaton, startExpress, startFastify, startHono, startKoa, startPolka } from '../framework-servers.js';
import { listen } from '../listen.js';
import type { Scenario } from '../scenario.js';
import { postDocument } from './payloads.js';

const document = postDocument();
const answer = { received: document.items.length };

interface Posted {
  items: unknown[];
}

// node:http and Koa (koa-bodyparser is not a dependency here) read the body by hand, as users of
// either would without a parser package.
async function readJson(req: IncomingMessage): Promise<Posted> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Posted;
}

/** A 1 KB JSON body parsed and acknowledged: the request-body path of an API. */
export const jsonPost: Scenario = {
  name: 'json-post',
  title: 'JSON POST, 1 KB',
  description: 'POST /api/items with a 1 KB JSON body, parsed and answered with the item count.',
  request: {
    method: 'POST',
    path: '/api/items',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(document),
  },
  expected: { status: 200, contentType: /^application\/json/, body: JSON.stringify(answer) },
  servers: {
    node: (host) =>
      listen(
        createServer(async (req, res) => {
          if (req.method !== 'POST' || req.url !== '/api/items') {
            res.writeHead(404).end();
            return;
          }
          const posted = await readJson(req);
          res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
          res.end(JSON.stringify({ received: posted.items.length }));
        }),
        host,
      ),
    baton: (host) =>
      startBaton(host, (app, baton) => {
        app.use(baton.json());
        app.post('/api/items', (req, res) => {
          res.json({ received: (req.body as Posted).items.length });
        });
      }),
    express: (host) =>
      startExpress(host, (app, express) => {
        app.use(express.json());
        app.post('/api/items', (req, res) => {
          res.json({ received: (req.body as Posted).items.length });
        });
      }),
    fastify: (host) =>
      startFastify(host, (app) =>
        app.post<{ Body: Posted }>('/api/items', async (req) => ({ received: req.body.items.length })),
      ),
    koa: (host) =>
      startKoa(host, (_app, router) => {
        router.post('/api/items', async (ctx) => {
          const posted = await readJson(ctx.req);
          ctx.body = { received: posted.items.length };
        });
      }),
    hono: (host) =>
      startHono(host, (app) => {
        app.post('/api/items', async (c) => {
          const posted = await c.req.json<Posted>();
          return c.json({ received: posted.items.length });
        });
      }),
    polka: async (host) => {
      const { json } = await import('body-parser');
      return startPolka(host, (app) => {
        app.use(json()).post('/api/items', (req, res) => {
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify({ received: (req.body as Posted).items.length }));
        });
      });
    },
  },
};
