import { startBaton, startExpress } from '../framework-servers.js';
import type { Scenario } from '../scenario.js';
import { helloJson } from './hello-json.js';
import { hello } from './payloads.js';

/**
 * hello JSON with the app handed to `http.createServer(app)`, the way many Express apps start:
 * the server is the user's, not the framework's, so whatever the framework does to requests node
 * built with its own classes is measured (Baton adopts the server on its first request; Express
 * swaps both prototypes on every request). The others run as in hello-json, which is already how
 * their users start them: Koa, Hono and Polka hand node's server a function of theirs, the same
 * thing; Fastify, restana and tinyhttp make their own server.
 */
export const helloUserServer: Scenario = {
  name: 'hello-user-server',
  title: 'hello JSON on http.createServer(app)',
  description: 'GET / answered with {"hello":"world"} by an app given to the user\'s own http.createServer.',
  request: helloJson.request,
  expected: helloJson.expected,
  servers: {
    ...helloJson.servers,
    baton: (host) =>
      startBaton(
        host,
        (app) => {
          app.get('/', (_req, res) => {
            res.json(hello);
          });
        },
        'http.createServer',
      ),
    express: (host) =>
      startExpress(
        host,
        (app) => {
          app.get('/', (_req, res) => {
            res.json(hello);
          });
        },
        'http.createServer',
      ),
  },
};
