// An app handed to a server Baton did not create: node builds plain IncomingMessage /
// Http2ServerRequest objects, and app.handle gives them the app's prototypes per request.
import * as http from 'node:http';
import * as http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { type Application, createApp, type Request, request } from '@batonjs/core';
import { request as testRequest } from '@batonjs/test-utils';
import { Agent, type Dispatcher, H2CClient } from 'undici';
import { describe, expect, it } from 'vitest';

type Open = Record<string, unknown>;

/** GET /probe answers with the app's late helpers, req.app/res.app and the transport's classes. */
function probeApp(): Application {
  const app = createApp();
  app.get('/probe', (req, res) => {
    const h2 = req.httpVersionMajor === 2;
    const helper = (req as unknown as Open).late;
    const rootHelper = (req as unknown as Open).rootLate;
    res.json({
      major: req.httpVersionMajor,
      late: typeof helper === 'function' ? helper.call(req) : null,
      rootLate: typeof rootHelper === 'function' ? rootHelper.call(req) : null,
      tag: (res as unknown as Open).tag ?? null,
      app: req.app === app && res.app === app,
      constructors:
        req.constructor === (h2 ? http2.Http2ServerRequest : http.IncomingMessage) &&
        res.constructor === (h2 ? http2.Http2ServerResponse : http.ServerResponse),
      hostname: req.hostname,
    });
  });
  return app;
}

/** Listens on 127.0.0.1:0, runs `body` with a client for it, closes both. */
async function serving(
  server: http.Server | http2.Http2Server,
  client: (origin: string) => Dispatcher,
  body: (get: (path: string) => Promise<unknown>) => Promise<void>,
): Promise<void> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const dispatcher = client(origin);
  try {
    await body(async (path) => {
      const res = await testRequest(`${origin}${path}`, { dispatcher });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      return res.json();
    });
  } finally {
    await dispatcher.destroy();
    await new Promise((resolve) => server.close(resolve));
  }
}

const cases = [
  { name: 'http.createServer(app)', make: (app: Application) => http.createServer(app), client: () => new Agent() },
  {
    name: 'http2.createServer(app) (h2c)',
    make: (app: Application) => http2.createServer(app as never),
    client: (origin: string) => new H2CClient(origin),
  },
] as const;

describe.each(cases)('an app given to $name', ({ make, client }) => {
  it('gets its prototypes per request, sees members added late to app.request / app.response / baton.request', async () => {
    const app = probeApp();
    const server = make(app);
    await serving(server, client, async (get) => {
      const major = server instanceof http.Server ? 1 : 2;
      const before = { major, late: null, rootLate: null, tag: null, app: true, constructors: true };
      expect(await get('/probe')).toEqual({ ...before, hostname: '127.0.0.1' });
      (app.request as unknown as Open).late = function (this: Request) {
        return `late ${this.method}`;
      };
      (request as unknown as Open).rootLate = () => 'root';
      Object.defineProperty(app.response, 'tag', { configurable: true, get: () => 'tagged' });
      try {
        expect(await get('/probe')).toEqual({
          ...before,
          late: 'late GET',
          rootLate: 'root',
          tag: 'tagged',
          hostname: '127.0.0.1',
        });
      } finally {
        delete (request as unknown as Open).rootLate;
      }
    });
  });
});

describe('middleware that sets a prototype itself', () => {
  it('Object.setPrototypeOf(req, req.app.request) (as Express does) keeps every helper, late ones too', async () => {
    const app = createApp();
    app.use((req, _res, next) => {
      Object.setPrototypeOf(req, req.app.request);
      next();
    });
    app.get('/probe', (req, res) => {
      const helper = (req as unknown as Open).late;
      res.json({
        late: typeof helper === 'function' ? helper.call(req) : null,
        hostname: req.hostname,
        app: req.app === app,
      });
    });
    await serving(
      http.createServer(app),
      () => new Agent(),
      async (get) => {
        expect(await get('/probe')).toEqual({ late: null, hostname: '127.0.0.1', app: true });
        (app.request as unknown as Open).late = () => 'late';
        expect(await get('/probe')).toEqual({ late: 'late', hostname: '127.0.0.1', app: true });
      },
    );
  });
});
