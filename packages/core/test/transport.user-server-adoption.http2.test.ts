// An HTTP/2 server the user created (http2.createServer(app), http2.createSecureServer(opts, app))
// is given the app's classes on its first request: node's own 'stream' listener is bound again to
// them, so later streams are built on the app's prototypes and nothing is swapped per request; what
// node does per stream (CONNECT, Expect) stays node's. Servers where another listener could tell
// keep node's classes and the per-request swap.
import { IncomingMessage, ServerResponse } from 'node:http';
import * as http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { type Application, createApp } from '@batonjs/core';
import { request as testRequest } from '@batonjs/test-utils';
import { Agent, type Dispatcher, H2CClient } from 'undici';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { symbolNamed } from '../src/node-symbol.js';
import { swapsDuring } from './helpers/swaps-during.js';
import { tls } from './matrix/transports.js';

type AnyHttp2Server = http2.Http2Server | http2.Http2SecureServer;

/** The options node keeps on an HTTP/2 server (a symbol-keyed field node does not export). */
function serverOptions(server: AnyHttp2Server): Record<string, unknown> {
  const key = symbolNamed(server, 'options');
  if (key === undefined) throw new Error('no options on the server');
  return (server as unknown as Record<symbol, Record<string, unknown>>)[key] as Record<string, unknown>;
}

/** GET /probe answers with what the app's helpers give, and the transport the app saw. */
function probeApp(): Application {
  const app = createApp();
  app.set('query parser', 'extended');
  app.get('/probe', (req, res) => {
    res.set('x-probe', 'yes');
    res.json({
      major: req.httpVersionMajor,
      app: req.app === app && res.app === app,
      hostname: req.hostname,
      query: req.query,
      path: req.path,
    });
  });
  app.post('/echo', (req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => res.set('x-probe', 'yes').json({ body }));
  });
  return app;
}

async function listen(server: AnyHttp2Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

async function close(server: AnyHttp2Server, ...dispatchers: Dispatcher[]): Promise<void> {
  for (const dispatcher of dispatchers) await dispatcher.destroy();
  await new Promise((resolve) => server.close(resolve));
}

/** Listens over h2c and runs `body` with the origin and an h2c client; closes both after. */
async function overH2c(
  server: http2.Http2Server,
  body: (origin: string, client: Dispatcher) => Promise<void>,
): Promise<void> {
  const origin = `http://127.0.0.1:${await listen(server)}`;
  const client = new H2CClient(origin);
  try {
    await body(origin, client);
  } finally {
    await close(server, client);
  }
}

/** Listens over TLS with `allowHTTP1` and runs `body` with the origin and clients for both protocols. */
async function overTls(
  server: http2.Http2SecureServer,
  body: (origin: string, clients: { h1(): Dispatcher; h2: Dispatcher }) => Promise<void>,
): Promise<void> {
  const origin = `https://127.0.0.1:${await listen(server)}`;
  const insecure = { rejectUnauthorized: false };
  const opened: Dispatcher[] = [];
  const h2 = new Agent({ allowH2: true, connections: 1, connect: insecure });
  // A fresh HTTP/1.1 agent per call, so each opens a new connection.
  const h1 = (): Dispatcher => {
    const agent = new Agent({ connect: insecure });
    opened.push(agent);
    return agent;
  };
  try {
    await body(origin, { h1, h2 });
  } finally {
    await close(server, h2, ...opened);
  }
}

/** GET `url` through `dispatcher`; checks status and headers, gives the body. */
async function probe(url: string, dispatcher: Dispatcher): Promise<unknown> {
  const res = await testRequest(url, { dispatcher });
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(res.headers['x-probe']).toBe('yes');
  return res.json();
}

/** One stream over node's own client, for what undici does not send (CONNECT, Expect). */
async function rawStream(
  port: number,
  headers: http2.OutgoingHttpHeaders,
  body?: string,
): Promise<{ status: number; informational: number[]; body: string }> {
  const session = http2.connect(`http://127.0.0.1:${port}`);
  try {
    return await new Promise((resolve, reject) => {
      const stream = session.request(headers, { endStream: body === undefined });
      const informational: number[] = [];
      let status = 0;
      let text = '';
      stream.on('headers', (h) => informational.push(Number(h[':status'])));
      stream.on('response', (h) => {
        status = Number(h[':status']);
      });
      stream.on('continue', () => stream.end(body));
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        text += chunk;
      });
      stream.on('end', () => resolve({ status, informational, body: text }));
      stream.on('error', reject);
    });
  } finally {
    session.close();
  }
}

const expected = { major: 2, app: true, hostname: '127.0.0.1', query: { a: { b: '1' } }, path: '/probe' };
const http1Expected = { ...expected, major: 1 };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('an app that is the only handler of http2.createServer (h2c)', () => {
  it("gives the server the app's classes on the first request; later streams swap nothing", async () => {
    const server = http2.createServer(probeApp() as never);
    await overH2c(server, async (origin, client) => {
      expect(serverOptions(server).Http2ServerRequest).toBe(http2.Http2ServerRequest);
      expect(await probe(`${origin}/probe?a[b]=1`, client)).toEqual(expected);
      expect(serverOptions(server).Http2ServerRequest).not.toBe(http2.Http2ServerRequest);
      expect(serverOptions(server).Http2ServerResponse).not.toBe(http2.Http2ServerResponse);
      // node's own listener, bound again: still the one 'stream' listener, still node's.
      const streamListeners = server.listeners('stream');
      expect(streamListeners).toHaveLength(1);
      expect((streamListeners[0] as () => void).name).toBe('bound onServerStream');
      const swaps = await swapsDuring(async () => {
        for (let i = 0; i < 3; i++) expect(await probe(`${origin}/probe?a[b]=1`, client)).toEqual(expected);
      });
      expect(swaps).toBe(0);
      // A request with a body is read as before.
      const res = await testRequest(`${origin}/echo`, { dispatcher: client, method: 'POST', body: 'hello' });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ body: 'hello' });
    });
  });

  it("what node does per stream stays node's: CONNECT gets node's 405, Expect: 100-continue a 100 first", async () => {
    const app = probeApp();
    const adopted = http2.createServer(app as never);
    const port = await listen(adopted);
    try {
      const first = await rawStream(port, { ':path': '/probe?a[b]=1' });
      expect(first.status).toBe(200);
      expect(JSON.parse(first.body)).toEqual(expected);
      expect(serverOptions(adopted).Http2ServerRequest).not.toBe(http2.Http2ServerRequest);
      const connect = await rawStream(port, { ':method': 'CONNECT', ':authority': 'example.com:443' });
      expect(connect.status).toBe(405);
      const continued = await rawStream(
        port,
        { ':method': 'POST', ':path': '/echo', expect: '100-continue', 'content-type': 'text/plain' },
        'after 100',
      );
      expect(continued.informational).toEqual([100]);
      expect(continued.status).toBe(200);
      expect(JSON.parse(continued.body)).toEqual({ body: 'after 100' });
      const unknown = await rawStream(port, { ':path': '/probe', expect: 'something-else' });
      expect(unknown.status).toBe(417);
    } finally {
      await close(adopted);
    }
  });
});

describe('an app that is the only handler of http2.createSecureServer with allowHTTP1', () => {
  it('adopts the server for HTTP/2 and for the HTTP/1.1 fallback, on connections opened after', async () => {
    const server = http2.createSecureServer({ ...tls, allowHTTP1: true }, probeApp() as never);
    await overTls(server, async (origin, { h1, h2 }) => {
      expect(await probe(`${origin}/probe?a[b]=1`, h2)).toEqual(expected);
      expect(serverOptions(server).Http2ServerRequest).not.toBe(http2.Http2ServerRequest);
      expect(serverOptions(server).Http1IncomingMessage).not.toBe(IncomingMessage);
      const swaps = await swapsDuring(async () => {
        expect(await probe(`${origin}/probe?a[b]=1`, h2)).toEqual(expected);
        // New HTTP/1.1 connections: node copies the fallback classes from the options for each one.
        for (let i = 0; i < 2; i++) expect(await probe(`${origin}/probe?a[b]=1`, h1())).toEqual(http1Expected);
      });
      expect(swaps).toBe(0);
    });
  });

  it('a first request over the HTTP/1.1 fallback adopts the HTTP/2 side too', async () => {
    const server = http2.createSecureServer({ ...tls, allowHTTP1: true }, probeApp() as never);
    await overTls(server, async (origin, { h1, h2 }) => {
      expect(await probe(`${origin}/probe?a[b]=1`, h1())).toEqual(http1Expected);
      const swaps = await swapsDuring(async () => {
        expect(await probe(`${origin}/probe?a[b]=1`, h2)).toEqual(expected);
      });
      expect(swaps).toBe(0);
    });
  });

  it("a 'stream' listener of the user's keeps the HTTP/2 side node's; the fallback, which it never sees, is adopted", async () => {
    const server = http2.createSecureServer({ ...tls, allowHTTP1: true }, probeApp() as never);
    let streams = 0;
    server.on('stream', () => {
      streams++;
    });
    await overTls(server, async (origin, { h1, h2 }) => {
      expect(await probe(`${origin}/probe?a[b]=1`, h2)).toEqual(expected);
      expect(serverOptions(server).Http2ServerRequest).toBe(http2.Http2ServerRequest);
      expect(serverOptions(server).Http1IncomingMessage).not.toBe(IncomingMessage);
      const h1Swaps = await swapsDuring(async () => {
        for (let i = 0; i < 2; i++) expect(await probe(`${origin}/probe?a[b]=1`, h1())).toEqual(http1Expected);
      });
      expect(h1Swaps).toBe(0);
      const h2Swaps = await swapsDuring(async () => {
        expect(await probe(`${origin}/probe?a[b]=1`, h2)).toEqual(expected);
      });
      expect(h2Swaps).toBeGreaterThanOrEqual(2);
      expect(streams).toBe(2);
    });
  });

  it('fallback classes the user passed stay; the HTTP/2 side is adopted', async () => {
    class OwnMessage extends IncomingMessage {}
    const server = http2.createSecureServer(
      { ...tls, allowHTTP1: true, Http1IncomingMessage: OwnMessage },
      probeApp() as never,
    );
    await overTls(server, async (origin, { h1, h2 }) => {
      expect(await probe(`${origin}/probe?a[b]=1`, h2)).toEqual(expected);
      expect(await probe(`${origin}/probe?a[b]=1`, h1())).toEqual(http1Expected);
      expect(serverOptions(server).Http1IncomingMessage).toBe(OwnMessage);
      expect(serverOptions(server).Http1ServerResponse).toBe(ServerResponse);
      expect(serverOptions(server).Http2ServerRequest).not.toBe(http2.Http2ServerRequest);
    });
  });
});

describe("HTTP/2 servers whose other users could tell keep node's classes and the per-request swap", () => {
  /** Serves two requests over h2c and says which request class the server was left with. */
  async function servedTwice(server: http2.Http2Server): Promise<{ requestClass: unknown; swaps: number }> {
    let swaps = 0;
    await overH2c(server, async (origin, client) => {
      expect(await probe(`${origin}/probe?a[b]=1`, client)).toEqual(expected);
      swaps = await swapsDuring(async () => {
        expect(await probe(`${origin}/probe?a[b]=1`, client)).toEqual(expected);
      });
    });
    return { requestClass: serverOptions(server).Http2ServerRequest, swaps };
  }

  /** Serves two requests over h2c and says whether the server was left with node's classes. */
  async function keptNodeClasses(server: http2.Http2Server): Promise<{ kept: boolean; swaps: number }> {
    const { requestClass, swaps } = await servedTwice(server);
    return { kept: requestClass === http2.Http2ServerRequest, swaps };
  }

  it("a 'stream' listener of the user's: it keeps seeing the streams as before", async () => {
    const server = http2.createServer(probeApp() as never);
    let streams = 0;
    server.on('stream', () => {
      streams++;
    });
    const { kept, swaps } = await keptNodeClasses(server);
    expect(kept).toBe(true);
    expect(swaps).toBeGreaterThanOrEqual(2);
    expect(streams).toBe(2);
    expect(server.listeners('stream')).toHaveLength(2);
  });

  it('another request listener', async () => {
    const server = http2.createServer(probeApp() as never);
    const seen: boolean[] = [];
    server.prependListener('request', (req) => {
      seen.push(Object.getPrototypeOf(req) === http2.Http2ServerRequest.prototype);
    });
    const { kept, swaps } = await keptNodeClasses(server);
    expect(kept).toBe(true);
    expect(swaps).toBeGreaterThanOrEqual(2);
    expect(seen).toEqual([true, true]);
  });

  it('classes the user passed (the Http2ServerRequest option) stay', async () => {
    class OwnRequest extends http2.Http2ServerRequest {}
    const server = http2.createServer({ Http2ServerRequest: OwnRequest }, probeApp() as never);
    const { requestClass } = await servedTwice(server);
    expect(requestClass).toBe(OwnRequest);
    expect(serverOptions(server).Http2ServerResponse).toBe(http2.Http2ServerResponse);
  });

  it('an app called from a function of the user (not the listener itself)', async () => {
    const app = probeApp();
    const { kept, swaps } = await keptNodeClasses(http2.createServer((req, res) => app(req as never, res as never)));
    expect(kept).toBe(true);
    expect(swaps).toBeGreaterThanOrEqual(2);
  });
});
