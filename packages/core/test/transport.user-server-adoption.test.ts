// A server the user created (http.createServer(app), https.createServer(opts, app)) is given the
// app's request and response classes on its first request, so later requests are built on the
// app's prototypes and nothing is swapped per request; servers where another handler could tell
// keep node's classes and the per-request swap.
import * as http from 'node:http';
import * as https from 'node:https';
import { type AddressInfo, Socket } from 'node:net';
import { type Application, createApp } from '@batonjs/core';
import { request as testRequest } from '@batonjs/test-utils';
import { Agent } from 'undici';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { symbolNamed } from '../src/node-symbol.js';
import { prototypesOf } from '../src/prototypes/app-prototypes.js';
import { adoptServer } from '../src/prototypes/server-adoption.js';
import { swapsDuring } from './helpers/swaps-during.js';
import { tls } from './matrix/transports.js';

/** The class node keeps on `server` for `what` (a symbol-keyed field node does not export). */
function serverClass(server: object, what: 'IncomingMessage' | 'ServerResponse'): unknown {
  const key = symbolNamed(server, what);
  return key === undefined ? undefined : (server as Record<symbol, unknown>)[key];
}

/** GET /probe answers with what the app's helpers give: they must hold on every request. */
function probeApp(): Application {
  const app = createApp();
  app.set('query parser', 'extended');
  app.get('/probe', (req, res) => {
    res.set('x-probe', 'yes');
    res.json({ app: req.app === app && res.app === app, hostname: req.hostname, query: req.query, path: req.path });
  });
  return app;
}

interface Served {
  /** GET `path` over one keep-alive connection; checks status and headers, gives the body. */
  get(path: string): Promise<unknown>;
  close(): Promise<void>;
}

async function serve(server: http.Server, scheme: 'http' | 'https'): Promise<Served> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `${scheme}://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const dispatcher = new Agent({ connections: 1, connect: { rejectUnauthorized: false } });
  return {
    async get(path) {
      const res = await testRequest(`${origin}${path}`, { dispatcher });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['x-probe']).toBe('yes');
      return res.json();
    },
    async close() {
      await dispatcher.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const expected = { app: true, hostname: '127.0.0.1', query: { a: { b: '1' } }, path: '/probe' };

afterEach(() => {
  vi.restoreAllMocks();
});

describe.each([
  { scheme: 'http' as const, make: (app: Application) => http.createServer(app) },
  { scheme: 'https' as const, make: (app: Application) => https.createServer(tls, app) },
])('an app that is the only handler of $scheme.createServer', ({ scheme, make }) => {
  it("gives the server the app's classes on the first request; later ones, on the same connection too, swap nothing", async () => {
    const app = probeApp();
    const server = make(app);
    expect(serverClass(server, 'IncomingMessage')).toBe(http.IncomingMessage);
    const served = await serve(server, scheme);
    try {
      expect(await served.get('/probe?a[b]=1')).toEqual(expected);
      expect(serverClass(server, 'IncomingMessage')).not.toBe(http.IncomingMessage);
      expect(serverClass(server, 'ServerResponse')).not.toBe(http.ServerResponse);
      const swaps = await swapsDuring(async () => {
        for (let i = 0; i < 3; i++) expect(await served.get('/probe?a[b]=1')).toEqual(expected);
      });
      expect(swaps).toBe(0);
    } finally {
      await served.close();
    }
  });
});

describe("servers whose other users could tell keep node's classes and the per-request swap", () => {
  it('another request listener (here one before the app): it keeps seeing plain IncomingMessage requests', async () => {
    const app = probeApp();
    const server = http.createServer(app);
    const seen: unknown[] = [];
    server.prependListener('request', (req: http.IncomingMessage) => {
      seen.push(Object.getPrototypeOf(req) === http.IncomingMessage.prototype);
    });
    const served = await serve(server, 'http');
    try {
      expect(await served.get('/probe?a[b]=1')).toEqual(expected);
      const swaps = await swapsDuring(async () => {
        expect(await served.get('/probe?a[b]=1')).toEqual(expected);
      });
      expect(swaps).toBeGreaterThanOrEqual(2);
      expect(serverClass(server, 'IncomingMessage')).toBe(http.IncomingMessage);
      expect(seen).toEqual([true, true]);
    } finally {
      await served.close();
    }
  });

  it('classes the user passed (the IncomingMessage option) stay', async () => {
    class OwnRequest extends http.IncomingMessage {}
    const app = probeApp();
    const server = http.createServer({ IncomingMessage: OwnRequest }, app);
    const served = await serve(server, 'http');
    try {
      expect(await served.get('/probe?a[b]=1')).toEqual(expected);
      expect(await served.get('/probe?a[b]=1')).toEqual(expected);
      expect(serverClass(server, 'IncomingMessage')).toBe(OwnRequest);
      expect(serverClass(server, 'ServerResponse')).toBe(http.ServerResponse);
    } finally {
      await served.close();
    }
  });

  it('an app called from a function of the user (not the listener itself)', async () => {
    const app = probeApp();
    const server = http.createServer((req, res) => app(req as never, res as never));
    const served = await serve(server, 'http');
    try {
      expect(await served.get('/probe?a[b]=1')).toEqual(expected);
      expect(await served.get('/probe?a[b]=1')).toEqual(expected);
      expect(serverClass(server, 'IncomingMessage')).toBe(http.IncomingMessage);
    } finally {
      await served.close();
    }
  });
});

describe('an adopted server with a mounted sub-app', () => {
  it('req.app is the sub-app inside it and the parent again when it falls through', async () => {
    const parent = createApp();
    const sub = createApp();
    sub.get('/probe', (req, res, next) => {
      if (req.query.pass !== undefined) return next();
      res.set('x-probe', 'yes').json({ app: req.app === sub, hostname: req.hostname, path: req.path });
    });
    parent.use('/sub', sub);
    parent.use((req, res) => {
      res.set('x-probe', 'yes').json({ app: req.app === parent, hostname: req.hostname, path: req.path });
    });
    const server = http.createServer(parent);
    const served = await serve(server, 'http');
    try {
      for (let i = 0; i < 2; i++) {
        expect(await served.get('/sub/probe')).toEqual({ app: true, hostname: '127.0.0.1', path: '/probe' });
        expect(await served.get('/sub/probe?pass')).toEqual({ app: true, hostname: '127.0.0.1', path: '/sub/probe' });
      }
      expect(serverClass(server, 'IncomingMessage')).not.toBe(http.IncomingMessage);
    } finally {
      await served.close();
    }
  });
});

describe('a request no server made (a test or proxy calling the app itself)', () => {
  it('is answered, and nothing is adopted: its socket has no server', () => {
    const app = probeApp();
    const req = new http.IncomingMessage(new Socket());
    req.method = 'GET';
    req.url = '/probe?a[b]=1';
    req.headers = { host: '127.0.0.1' };
    const res = new http.ServerResponse(req);
    app(req as never, res as never);
    expect(res.statusCode).toBe(200);
    expect(res.getHeader('content-type')).toBe('application/json; charset=utf-8');
    expect(res.getHeader('x-probe')).toBe('yes');
    expect(res.writableEnded).toBe(true);
  });
});

describe('requests whose socket does not lead to a server', () => {
  it.each([
    [
      'a socket getter that throws (an HTTP/2 request whose session is gone)',
      {
        get socket(): never {
          throw new Error('socket unbound');
        },
      },
    ],
    ['no socket', { socket: null }],
    ['a socket without a server', { socket: {} }],
    ['a server that is not an object', { socket: { server: 'server' } }],
    ['a server without listeners()', { socket: { server: { listeners: 1 } } }],
  ])('%s: nothing thrown, nothing adopted', (_name, req) => {
    const app = probeApp();
    expect(() => adoptServer(app, req, prototypesOf(app))).not.toThrow();
  });

  it('a server the app is not the only listener of is left as it was, and judged once', () => {
    const app = probeApp();
    const server = http.createServer(app);
    server.on('request', () => {});
    adoptServer(app, { socket: { server } }, prototypesOf(app));
    expect(serverClass(server, 'IncomingMessage')).toBe(http.IncomingMessage);
    server.removeAllListeners('request');
    server.on('request', app);
    // Judged already: a second look, now that the app is alone, changes nothing.
    adoptServer(app, { socket: { server } }, prototypesOf(app));
    expect(serverClass(server, 'IncomingMessage')).toBe(http.IncomingMessage);
  });
});
