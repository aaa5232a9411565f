import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { fixtureContent } from '../fixtures.js';
import { startBaton, startExpress, startFastify, startHono, startKoa, startPolka } from '../framework-servers.js';
import { listen } from '../listen.js';
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
      baton: (host, { fixturesDir }) => startBaton(host, (app, baton) => app.use(baton.static(fixturesDir))),
      express: (host, { fixturesDir }) => startExpress(host, (app, express) => app.use(express.static(fixturesDir))),
      fastify: async (host, { fixturesDir }) => {
        const { default: fastifyStatic } = await import('@fastify/static');
        return startFastify(host, (app) => app.register(fastifyStatic, { root: fixturesDir }));
      },
      koa: (host, { fixturesDir }) =>
        startKoa(host, (app) => {
          app.use(async (ctx, next) => {
            if (ctx.method !== 'GET' || ctx.path !== urlPath) return next();
            const path = join(fixturesDir, file);
            ctx.length = (await stat(path)).size;
            ctx.type = 'text/plain; charset=utf-8';
            ctx.body = createReadStream(path);
          });
        }),
      hono: async (host, { fixturesDir }) => {
        const { serveStatic } = await import('@hono/node-server/serve-static');
        return startHono(host, (app) => app.use('/*', serveStatic({ root: fixturesDir })));
      },
      polka: async (host, { fixturesDir }) => {
        const { default: serveStatic } = await import('serve-static');
        return startPolka(host, (app) => app.use(serveStatic(fixturesDir)));
      },
    },
  };
}
