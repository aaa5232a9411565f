import { readFileSync } from 'node:fs';
import * as http from 'node:http';
import * as http2 from 'node:http2';
import * as https from 'node:https';
import type { AddressInfo } from 'node:net';
import {
  createApp,
  createServer,
  defaultPort,
  defaultTimeouts,
  http1Classes,
  http2PrototypesOf,
  listen,
  shutdown,
} from '@batonjs/core';
import { request as testRequest } from '@batonjs/test-utils';
import { Agent } from 'undici';
import { describe, expect, it } from 'vitest';
import { start, tls, transport } from './matrix/transports.js';

const pfx = readFileSync(new URL('./fixtures/tls/cert.pfx', import.meta.url));

function whoApp() {
  const app = createApp();
  app.get('/who', (req, res) => {
    const h2 = http2PrototypesOf(app);
    res.json({
      major: req.httpVersionMajor,
      protocol: req.protocol,
      // Built on the app's prototypes for its transport by the server: no swap happened. (Not
      // `app.request`: that is the view users extend, which requests never inherit from.)
      ownProto:
        Object.getPrototypeOf(req) ===
        (req.httpVersionMajor === 2 ? h2.request : http1Classes(app).IncomingMessage.prototype),
    });
  });
  return app;
}

describe('createServer', () => {
  it('picks node server classes by options', () => {
    const app = createApp();
    expect(createServer(app)).toBeInstanceOf(http.Server);
    expect(createServer(app, { tls })).toBeInstanceOf(https.Server);
    expect(createServer(app, { tls, http2: true }).constructor.name).toBe('Http2SecureServer');
    expect(createServer(app, { http2: true }).constructor.name).toBe('Http2Server');
  });

  it("applies Baton's timeouts, and the ones given", () => {
    const app = createApp();
    const plain = createServer(app);
    expect([plain.headersTimeout, plain.requestTimeout, plain.keepAliveTimeout]).toEqual([20_000, 120_000, 5_000]);
    expect(defaultTimeouts).toEqual({
      headers: 20_000,
      request: 120_000,
      keepAlive: 5_000,
      session: 75_000,
      checkInterval: 5_000,
    });
    const custom = createServer(app, { tls, timeouts: { headers: 1_000, request: 2_000, keepAlive: 3_000 } });
    expect([custom.headersTimeout, custom.requestTimeout, custom.keepAliveTimeout]).toEqual([1_000, 2_000, 3_000]);
    // node insists on headersTimeout <= requestTimeout.
    const shortRequest = createServer(app, { timeouts: { request: 4_000 } });
    expect([shortRequest.headersTimeout, shortRequest.requestTimeout]).toEqual([4_000, 4_000]);
    const h2 = createServer(app, { tls, http2: true }) as unknown as { timeout: number; headersTimeout: number };
    expect([h2.timeout, h2.headersTimeout]).toEqual([75_000, 20_000]);
    const noIdleLimit = createServer(app, { http2: true, timeouts: { session: 0 } }) as unknown as { timeout: number };
    expect(noIdleLimit.timeout).toBe(0);
  });

  it('HTTPS from a pfx with its passphrase', async () => {
    const https1 = transport('https');
    const srv = await start(https1, whoApp(), {
      tls: { pfx, passphrase: 'baton-test' },
    });
    try {
      const res = await srv.fetch('/who');
      expect(res.status).toBe(200);
      expect(res.json()).toEqual({ major: 1, protocol: 'https', ownProto: true });
    } finally {
      await srv.close();
    }
  });

  it('HTTP/2 over TLS negotiates h2 by ALPN and falls back to HTTP/1.1, each on its own prototypes', async () => {
    const h2 = transport('h2 (tls)');
    const srv = await start(h2, whoApp());
    const h1 = new Agent({ connect: { rejectUnauthorized: false } });
    try {
      expect((await srv.fetch('/who')).json()).toEqual({ major: 2, protocol: 'https', ownProto: true });
      const viaH1 = await testRequest(`${srv.origin}/who`, { dispatcher: h1 });
      expect(viaH1.json()).toEqual({ major: 1, protocol: 'https', ownProto: true });
    } finally {
      await h1.destroy();
      await srv.close();
    }
  });

  it('allowHTTP1: false refuses HTTP/1.1 clients', async () => {
    const h2 = transport('h2 (tls)');
    const srv = await start(h2, whoApp(), { http2: { allowHTTP1: false } });
    const h1 = new Agent({ connect: { rejectUnauthorized: false } });
    try {
      expect((await srv.fetch('/who')).status).toBe(200);
      await expect(testRequest(`${srv.origin}/who`, { dispatcher: h1 })).rejects.toThrow();
    } finally {
      await h1.destroy();
      await srv.close();
    }
  });

  it('advertises at most 100 concurrent streams unless told otherwise', async () => {
    for (const [options, expected] of [
      [{ http2: true }, 100],
      [{ http2: { settings: { maxConcurrentStreams: 7 } } }, 7],
    ] as const) {
      const server = createServer(createApp(), options);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const session = http2.connect(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      try {
        await new Promise((resolve) => session.once('remoteSettings', resolve));
        expect(session.remoteSettings.maxConcurrentStreams).toBe(expected);
      } finally {
        session.destroy();
        await shutdown(server, { timeout: 100 });
      }
    }
  });
});

describe('listen', () => {
  it('defaults to port 443 with TLS and 80 without', () => {
    expect(defaultPort({ tls })).toBe(443);
    expect(defaultPort({ http2: true })).toBe(80);
    expect(defaultPort({})).toBe(80);
  });

  it('resolves with a listening server, and rejects when the port is taken', async () => {
    const server = await listen(whoApp(), { port: 0, host: '127.0.0.1', http2: true });
    try {
      expect(server.listening).toBe(true);
      const { port } = server.address() as AddressInfo;
      await expect(listen(whoApp(), { port, host: '127.0.0.1' })).rejects.toMatchObject({ code: 'EADDRINUSE' });
    } finally {
      await shutdown(server, { timeout: 100 });
    }
  });
});

describe('app.listen', () => {
  it('stays HTTP/1.1 on an http.Server, and shutdown drains it', async () => {
    const app = whoApp();
    const server = await new Promise<http.Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    const agent = new Agent();
    try {
      expect(server).toBeInstanceOf(http.Server);
      const port = (server.address() as AddressInfo).port;
      const res = await testRequest(`http://127.0.0.1:${port}/who`, { dispatcher: agent });
      expect(res.json()).toEqual({ major: 1, protocol: 'http', ownProto: true });
      const began = Date.now();
      expect(await shutdown(server, { timeout: 3_000 })).toEqual({ forced: false });
      // The idle keep-alive connection was closed, not left to its 5 s timeout.
      expect(Date.now() - began).toBeLessThan(1_000);
    } finally {
      await agent.destroy();
    }
  });
});
