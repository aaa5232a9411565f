import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { fixtureContent } from '../fixtures.js';
import { listen, listening } from '../listen.js';
import type { Scenario } from '../scenario.js';

/**
 * A scenario serving one file of `size` bytes from the fixtures directory with each framework's
 * usual static-file middleware (hand-written for node:http and Koa, whose koa-static is not a
 * dependency here).
 *
 * @example
 * export const static1kb = staticFileScenario('static-1kb', '1kb.txt', 1024);
 */
export function staticFileScenario(name: string, file: string, size: number): Scenario {
  const expected = fixtureContent(size);
  const urlPath = `/${file}`;
  return {
    name,
    title: `static file, ${size >= 1024 * 1024 ? `${size / 1024 / 1024} MB` : `${size / 1024} KB`}`,
    description: `GET ${urlPath}, a ${size}-byte file served by the static-file middleware: file system and streaming cost.`,
    request: { method: 'GET', path: urlPath },
    expected: {
      status: 200,
      contentType: /^text\/plain/i,
      body: (body) =>
        body.equals(expected) ? undefined : `body of ${body.length} bytes differs from the ${size}-byte fixture`,
    },
    servers: {
      node: (host, { fixturesDir }) =>
        listen(
          createServer(async (req, res) => {
            if (req.method !== 'GET' || req.url !== urlPath) {
              res.writeHead(404).end();
              return;
            }
            const path = join(fixturesDir, file);
            const stats = await stat(path);
            res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'content-length': stats.size });
            createReadStream(path).pipe(res);
          }),
          host,
        ),
      baton: async (host, { fixturesDir }) => {
        const { default: baton } = await import('baton');
        const app = baton();
        app.use(baton.static(fixturesDir));
        return listening(app.listen(0, host));
      },
      express: async (host, { fixturesDir }) => {
        const { default: express } = await import('express');
        const app = express();
        app.use(express.static(fixturesDir));
        return listening(app.listen(0, host));
      },
      fastify: async (host, { fixturesDir }) => {
        const { default: fastify } = await import('fastify');
        const { default: fastifyStatic } = await import('@fastify/static');
        const app = fastify();
        await app.register(fastifyStatic, { root: fixturesDir });
        await app.listen({ port: 0, host });
        return app.server;
      },
      koa: async (host, { fixturesDir }) => {
        const { default: Koa } = await import('koa');
        const app = new Koa();
        app.use(async (ctx, next) => {
          if (ctx.method !== 'GET' || ctx.path !== urlPath) return next();
          const path = join(fixturesDir, file);
          ctx.length = (await stat(path)).size;
          ctx.type = 'text/plain; charset=utf-8';
          ctx.body = createReadStream(path);
        });
        return listening(app.listen(0, host));
      },
      hono: async (host, { fixturesDir }) => {
        const { Hono } = await import('hono');
        const { serve } = await import('@hono/node-server');
        const { serveStatic } = await import('@hono/node-server/serve-static');
        const app = new Hono();
        app.use('/*', serveStatic({ root: fixturesDir }));
        return listening(serve({ fetch: app.fetch, port: 0, hostname: host }) as Server);
      },
      polka: async (host, { fixturesDir }) => {
        const { default: polka } = await import('polka');
        const { default: serveStatic } = await import('serve-static');
        const app = polka().use(serveStatic(fixturesDir));
        return listening(app.listen(0, host).server);
      },
    },
  };
}
