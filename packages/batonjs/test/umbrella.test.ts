import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { request, serve, type TestServer } from '@batonjs/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import baton, { cluster, createApp, createServer, listen, Router, shutdown } from '../src/index.js';

let srv: TestServer | undefined;
afterEach(async () => {
  await srv?.close();
  srv = undefined;
});

describe('the baton umbrella', () => {
  it('baton() creates an app and carries the Express statics', () => {
    const app = baton();
    expect(typeof app).toBe('function');
    expect(typeof app.listen).toBe('function');
    expect(baton.Router).toBe(Router);
    expect(typeof baton.Route).toBe('function');
    expect(Object.getPrototypeOf(app.request)).toBe(baton.request);
    expect(Object.getPrototypeOf(app.response)).toBe(baton.response);
    expect(typeof baton.application.handle).toBe('function');
    expect(typeof createApp().handle).toBe('function');
  });

  it('carries the transport helpers, also as named exports', () => {
    expect(baton.createServer).toBe(createServer);
    expect(baton.listen).toBe(listen);
    expect(baton.shutdown).toBe(shutdown);
    expect(baton.cluster).toBe(cluster);
    expect(typeof cluster).toBe('function');
  });

  it('has the arities of express 5 statics that code inspects (static(root, options))', () => {
    expect(baton.static.length).toBe(2);
  });

  it('baton.request / baton.response extensions reach every app', async () => {
    const ext = baton.request as unknown as Record<string, unknown>;
    ext.shout = function (this: { method: string }) {
      return `${this.method}!`;
    };
    try {
      const app = baton();
      app.get('/', (req, res) => res.end((req as unknown as { shout(): string }).shout()));
      srv = await serve(app);
      expect((await request(`${srv.origin}/`)).text).toBe('GET!');
    } finally {
      delete ext.shout;
    }
  });

  it('wires the bundled middleware: json, urlencoded, text, raw, static, cookieParser', async () => {
    const app = baton();
    app.use(baton.json(), baton.urlencoded(), baton.text(), baton.raw(), baton.cookieParser('s3cret'));
    app.use('/files', baton.static(fileURLToPath(new URL('./fixtures/public', import.meta.url))));
    app.post('/echo', (req, res) => {
      res.json({ body: Buffer.isBuffer(req.body) ? req.body.toString() : req.body });
    });
    app.get('/cookies', (req, res) => res.json((req as unknown as { cookies: unknown }).cookies));
    srv = await serve(app);
    const json = await request(`${srv.origin}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":1}',
    });
    expect(json.json()).toEqual({ body: { a: 1 } });
    const form = await request(`${srv.origin}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'x=1&y=2',
    });
    expect(form.json()).toEqual({ body: { x: '1', y: '2' } });
    const text = await request(`${srv.origin}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hi',
    });
    expect(text.json()).toEqual({ body: 'hi' });
    const raw = await request(`${srv.origin}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: 'bytes',
    });
    expect(raw.json()).toEqual({ body: 'bytes' });
    const file = await request(`${srv.origin}/files/hello.txt`);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(file.text).toBe('hello static\n');
    const cookies = await request(`${srv.origin}/cookies`, { headers: { cookie: 'a=1; b=two' } });
    expect(cookies.json()).toEqual({ a: '1', b: 'two' });
  });

  it('res.cacheControl sets Cache-Control and Expires on GET only', async () => {
    const app = baton();
    app.all('/c', (_req, res) => {
      res.cacheControl({ public: true, maxAge: 60 }).end('ok');
    });
    srv = await serve(app);
    const get = await request(`${srv.origin}/c`);
    expect(get.headers['cache-control']).toBe('public, max-age=60');
    expect(Date.parse(String(get.headers.expires)) - Date.parse(String(get.headers.date))).toBe(60_000);
    const post = await request(`${srv.origin}/c`, { method: 'POST' });
    expect(post.headers['cache-control']).toBeUndefined();
    expect(post.text).toBe('ok');
  });

  it("require('batonjs') returns the baton function, as require('express') does", () => {
    const out = execFileSync(
      process.execPath,
      [
        '-e',
        "const b = require('batonjs'); const app = b(); console.log(typeof b, typeof app.listen, typeof b.json, typeof b.Router)",
      ],
      { cwd: fileURLToPath(new URL('..', import.meta.url)), encoding: 'utf8' },
    );
    expect(out.trim()).toBe('function function function function');
  });
});
