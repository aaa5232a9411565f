import { createServer, type ServerResponse } from 'node:http';
import { startBaton, startExpress, startFastify, startHono, startKoa, startPolka } from '../framework-servers.js';
import { listen } from '../listen.js';
import type { Scenario } from '../scenario.js';
import { blogPost } from './payloads.js';

const id = '42';
const blogPath = /^\/api\/blogs\/([^/?]+)$/;

/**
 * A parameterised API route among siblings, answered with an object built per request: the
 * typical REST read, with param extraction and a larger JSON body.
 */
export const blogById: Scenario = {
  name: 'blog-by-id',
  title: 'GET /api/blogs/:id',
  description: 'GET /api/blogs/42 among sibling API routes, answered with a blog post object built from the id.',
  request: { method: 'GET', path: `/api/blogs/${id}` },
  expected: { status: 200, contentType: /^application\/json/, body: JSON.stringify(blogPost(id)) },
  servers: {
    node: (host) =>
      listen(
        createServer((req, res) => {
          const match = req.method === 'GET' ? blogPath.exec(req.url ?? '') : null;
          if (match === null) {
            res.writeHead(404).end();
            return;
          }
          res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
          res.end(JSON.stringify(blogPost(match[1]!)));
        }),
        host,
      ),
    baton: (host) =>
      startBaton(host, (app) => {
        app.get('/api/blogs', (_req, res) => {
          res.json([]);
        });
        app.get('/api/blogs/:id', (req, res) => {
          res.json(blogPost(req.params.id));
        });
        app.get('/api/authors/:id', (req, res) => {
          res.json({ id: req.params.id });
        });
      }),
    express: (host) =>
      startExpress(host, (app) => {
        app.get('/api/blogs', (_req, res) => {
          res.json([]);
        });
        app.get('/api/blogs/:id', (req, res) => {
          res.json(blogPost(req.params.id));
        });
        app.get('/api/authors/:id', (req, res) => {
          res.json({ id: req.params.id });
        });
      }),
    fastify: (host) =>
      startFastify(host, (app) => {
        app.get('/api/blogs', async () => []);
        app.get<{ Params: { id: string } }>('/api/blogs/:id', async (req) => blogPost(req.params.id));
        app.get<{ Params: { id: string } }>('/api/authors/:id', async (req) => ({ id: req.params.id }));
      }),
    koa: (host) =>
      startKoa(host, (_app, router) => {
        router.get('/api/blogs', (ctx) => {
          ctx.body = [];
        });
        router.get('/api/blogs/:id', (ctx) => {
          ctx.body = blogPost(ctx.params.id ?? '');
        });
        router.get('/api/authors/:id', (ctx) => {
          ctx.body = { id: ctx.params.id };
        });
      }),
    hono: (host) =>
      startHono(host, (app) => {
        app.get('/api/blogs', (c) => c.json([]));
        app.get('/api/blogs/:id', (c) => c.json(blogPost(c.req.param('id'))));
        app.get('/api/authors/:id', (c) => c.json({ id: c.req.param('id') }));
      }),
    polka: (host) =>
      startPolka(host, (app) => {
        const json = (res: ServerResponse, value: unknown): void => {
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify(value));
        };
        app
          .get('/api/blogs', (_req, res) => json(res, []))
          .get('/api/blogs/:id', (req, res) => json(res, blogPost(req.params.id ?? '')))
          .get('/api/authors/:id', (req, res) => json(res, { id: req.params.id }));
      }),
  },
};
