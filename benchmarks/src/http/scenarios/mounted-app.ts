import { applyExpressDefaults } from '../express-defaults.js';
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
import type { Scenario } from '../scenario.js';
import { nodeHello } from './hello-json.js';
import { hello, helloBody } from './payloads.js';

/**
 * A second instance of the class `app` is one of: scenario files import no framework, so that each
 * server process loads only its own (see framework-servers.ts).
 */
function another<T extends object>(app: T): T {
  return new (app.constructor as new () => T)();
}

/**
 * hello JSON answered by a part of the app mounted at /api, each framework composed the way its
 * users split an app: Baton and Express mount a sub-app (`app.use('/api', api)`, whose requests
 * Express re-prototypes on the way in and out); Fastify registers a plugin with a prefix; Hono
 * routes a sub-app (`app.route`); Koa nests an @koa/router; Polka and tinyhttp mount a sub-app;
 * restana mounts one of its routers. raw node:http compares the full path.
 */
export const mountedApp: Scenario = {
  name: 'mounted-app',
  title: 'hello JSON from a mounted sub-app',
  description: 'GET /api/hello answered with {"hello":"world"} by a sub-app (or the peer\'s nearest form) at /api.',
  request: { method: 'GET', path: '/api/hello' },
  expected: { status: 200, contentType: /^application\/json/, body: helloBody },
  servers: {
    node: nodeHello('/api/hello'),
    baton: (host) =>
      startBaton(host, (app, baton) => {
        const api = baton();
        // A sub-app keeps its own X-Powered-By and ETag settings, as in Express: set like the parent's.
        applyExpressDefaults(api);
        api.get('/hello', (_req, res) => {
          res.json(hello);
        });
        app.use('/api', api);
      }),
    express: (host) =>
      startExpress(host, (app, express) => {
        const api = express();
        api.get('/hello', (_req, res) => {
          res.json(hello);
        });
        app.use('/api', api);
      }),
    fastify: (host) =>
      startFastify(host, (app) =>
        app.register(
          async (api) => {
            api.get('/hello', async () => hello);
          },
          { prefix: '/api' },
        ),
      ),
    koa: (host) =>
      startKoa(host, (_app, router) => {
        const api = another(router);
        api.get('/hello', (ctx) => {
          ctx.body = hello;
        });
        router.use('/api', api.routes());
      }),
    hono: (host) =>
      startHono(host, (app) => {
        const api = another(app);
        api.get('/hello', (c) => c.json(hello));
        app.route('/api', api);
      }),
    polka: (host) =>
      startPolka(host, (app) => {
        const api = another(app);
        api.get('/hello', (_req, res) => {
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify(hello));
        });
        app.use('/api', api);
      }),
    restana: (host) =>
      startRestana(host, (app) => {
        const api = app.newRouter();
        api.get('/hello', (_req, res) => {
          res.send(hello);
        });
        app.use('/api', api);
      }),
    tinyhttp: (host) =>
      startTinyhttp(host, (app) => {
        const api = another(app);
        api.get('/hello', (_req, res) => {
          res.json(hello);
        });
        app.use('/api', api);
      }),
  },
};
