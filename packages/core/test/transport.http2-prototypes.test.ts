import { IncomingMessage, ServerResponse } from 'node:http';
import * as http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { createApp, http2PrototypesOf, request, response, syncHttp2Prototypes } from '@batonjs/core';
import { Agent } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { type Started, start, tls, transport } from './matrix/transports.js';

const h2 = transport('h2 (tls)');

describe('HTTP/2 request and response prototypes', () => {
  let srv: Started | undefined;
  afterEach(async () => {
    await srv?.close();
    srv = undefined;
  });

  it('are built on node HTTP/2 classes, never IncomingMessage/ServerResponse, with no per-request swap', async () => {
    const app = createApp();
    const seen: Record<string, unknown> = {};
    app.get('/', (req, res) => {
      const protos = http2PrototypesOf(app);
      Object.assign(seen, {
        isH2Request: req instanceof http2.Http2ServerRequest,
        isIncoming: req instanceof IncomingMessage,
        isH2Response: res instanceof http2.Http2ServerResponse,
        isServerResponse: res instanceof ServerResponse,
        reqProto: Object.getPrototypeOf(req) === protos.request,
        resProto: Object.getPrototypeOf(res) === protos.response,
        app: req.app === app && res.app === app,
        linked: req.res === res && res.req === req,
      });
      res.json({ ok: true });
    });
    srv = await start(h2, app);
    const res = await srv.fetch('/');
    expect(res.status).toBe(200);
    expect(seen).toEqual({
      isH2Request: true,
      isIncoming: false,
      isH2Response: true,
      isServerResponse: false,
      reqProto: true,
      resProto: true,
      app: true,
      linked: true,
    });
  });

  it('carry extensions of baton.request/response and app.request/response, later ones included, with no sync', async () => {
    const app = createApp();
    Object.defineProperty(request, 'matrixGlobal', { configurable: true, value: () => 'global' });
    (app.request as unknown as Record<string, unknown>).matrixApp = function (this: { method: string }) {
      return `app ${this.method}`;
    };
    Object.defineProperty(response, 'matrixSend', {
      configurable: true,
      value(this: { json(b: unknown): unknown }, body: unknown) {
        return this.json({ wrapped: body });
      },
    });
    try {
      app.get('/', (req, res) => {
        const r = req as typeof req & { matrixGlobal(): string; matrixApp(): string; matrixLater?: () => string };
        (res as typeof res & { matrixSend(b: unknown): void }).matrixSend([
          r.matrixGlobal(),
          r.matrixApp(),
          r.matrixLater?.() ?? null,
        ]);
      });
      srv = await start(h2, app);
      const first = await srv.fetch('/');
      expect(first.status).toBe(200);
      expect(first.json()).toEqual({ wrapped: ['global', 'app GET', null] });
      (app.request as unknown as Record<string, unknown>).matrixLater = () => 'later';
      const second = await srv.fetch('/');
      expect(second.status).toBe(200);
      expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(second.json()).toEqual({ wrapped: ['global', 'app GET', 'later'] });
      // Kept for code written for earlier versions: a no-op that changes nothing.
      syncHttp2Prototypes(app);
      const third = await srv.fetch('/');
      expect(third.status).toBe(200);
      expect(third.json()).toEqual({ wrapped: ['global', 'app GET', 'later'] });
    } finally {
      Reflect.deleteProperty(request, 'matrixGlobal');
      Reflect.deleteProperty(response, 'matrixSend');
    }
  });

  it('a sub-app that served HTTP/2 before being mounted is re-parented under its new parent', async () => {
    const sub = createApp();
    sub.get('/who', (req, res) => {
      const r = req as typeof req & { fromParent?: () => string };
      res.json({ subApp: req.app === sub, fromParent: r.fromParent?.() ?? null });
    });
    srv = await start(h2, sub);
    expect((await srv.fetch('/who')).json()).toEqual({ subApp: true, fromParent: null });
    await srv.close();
    const parent = createApp();
    (parent.request as unknown as Record<string, unknown>).fromParent = () => 'parent helper';
    parent.use('/sub', sub);
    srv = await start(h2, parent);
    const res = await srv.fetch('/sub/who');
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ subApp: true, fromParent: 'parent helper' });
  });

  it('a second res.end with data is BATON_RESPONSE_ALREADY_SENT on HTTP/2 too', async () => {
    const app = createApp();
    let caught: unknown;
    app.get('/', function sender(_req, res) {
      res.end('first');
      try {
        res.end('second');
      } catch (err) {
        caught = err;
      }
    });
    srv = await start(h2, app);
    const res = await srv.fetch('/');
    expect(res.text).toBe('first');
    expect(caught).toMatchObject({ code: 'BATON_RESPONSE_ALREADY_SENT', status: 500 });
    expect(String((caught as Error).message)).toContain('handler "sender"');
  });

  it('an app given straight to http2.createSecureServer gets HTTP/2 prototypes by a swap, and serves both protocols', async () => {
    const app = createApp();
    app.get('/', (req, res) => {
      res.json({
        major: req.httpVersionMajor,
        h2: req instanceof http2.Http2ServerRequest,
        incoming: req instanceof IncomingMessage,
        host: req.hostname,
        secure: req.secure,
      });
    });
    const server = http2.createSecureServer({ ...tls, allowHTTP1: true }, app as never);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const h2Agent = new Agent({ allowH2: true, connect: { rejectUnauthorized: false } });
    const h1Agent = new Agent({ connect: { rejectUnauthorized: false } });
    try {
      const { request: undiciRequest } = await import('undici');
      const viaH2 = await undiciRequest(`https://127.0.0.1:${port}/`, { dispatcher: h2Agent });
      expect(await viaH2.body.json()).toEqual({ major: 2, h2: true, incoming: false, host: '127.0.0.1', secure: true });
      const viaH1 = await undiciRequest(`https://127.0.0.1:${port}/`, { dispatcher: h1Agent });
      expect(await viaH1.body.json()).toEqual({ major: 1, h2: false, incoming: true, host: '127.0.0.1', secure: true });
    } finally {
      await h2Agent.destroy();
      await h1Agent.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('sends lower-case header names and exposes the pseudo-headers without confusing req.get', async () => {
    const app = createApp();
    app.get('/', (req, res) => {
      res.set('X-Mixed-Case', 'v').json({
        method: req.get(':method'),
        path: req.get(':path'),
        scheme: req.get(':scheme'),
        host: req.get('host') ?? null,
        hostname: req.hostname,
      });
    });
    srv = await start(h2, app);
    const client = http2.connect(srv.origin, { rejectUnauthorized: false });
    try {
      const { headers, body } = await new Promise<{ headers: http2.IncomingHttpHeaders; body: string }>(
        (resolve, reject) => {
          const stream = client.request({ ':path': '/?q=1' });
          let data = '';
          let headers: http2.IncomingHttpHeaders = {};
          stream.on('response', (h) => {
            headers = h;
          });
          stream.setEncoding('utf8');
          stream.on('data', (chunk: string) => {
            data += chunk;
          });
          stream.on('end', () => resolve({ headers, body: data }));
          stream.on('error', reject);
        },
      );
      expect(headers[':status']).toBe(200);
      for (const name of Object.keys(headers)) expect(name).toBe(name.toLowerCase());
      expect(headers['x-mixed-case']).toBe('v');
      expect(JSON.parse(body)).toEqual({
        method: 'GET',
        path: '/?q=1',
        scheme: 'https',
        host: null,
        hostname: '127.0.0.1',
      });
    } finally {
      client.close();
    }
  });
});
