import { createServer } from 'node:http';
import { rawRequest, request, serve, type TestServer } from '@batonjs/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp, type NextFunction } from '../src/index.js';

let srv: TestServer | undefined;
afterEach(async () => {
  await srv?.close();
  srv = undefined;
});

describe('the default final handler', () => {
  it('404 Cannot GET /path, HTML-escaped, with the security headers', async () => {
    const app = createApp();
    srv = await serve(app);
    const res = await request(`${srv.origin}/no/<script>?q=1`);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBe('Baton');
    expect(res.text).toContain('<pre>Cannot GET /no/%3Cscript%3E</pre>');
    expect(res.text).toMatch(/^<!DOCTYPE html>/);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
  });

  it('HEAD gets the status and headers without a body', async () => {
    srv = await serve(createApp());
    const res = await request(`${srv.origin}/missing`, { method: 'HEAD' });
    expect(res.status).toBe(404);
    expect(res.body.length).toBe(0);
  });

  it('uses err.status / err.statusCode when 4xx/5xx and applies err.headers', async () => {
    const app = createApp();
    app.get('/teapot', () => {
      throw Object.assign(new Error('short and stout'), { status: 418, headers: { 'Retry-After': '5' } });
    });
    app.get('/code', () => {
      throw Object.assign(new Error('gone'), { statusCode: 410 });
    });
    app.get('/bad', () => {
      throw Object.assign(new Error('nope'), { status: 200 });
    });
    srv = await serve(app);
    const teapot = await request(`${srv.origin}/teapot`);
    expect(teapot.status).toBe(418);
    expect(teapot.headers['retry-after']).toBe('5');
    expect(teapot.text).toContain('Error: short and stout');
    expect((await request(`${srv.origin}/code`)).status).toBe(410);
    expect((await request(`${srv.origin}/bad`)).status).toBe(500);
  });

  it('keeps a 4xx/5xx status the handler set when the error has none', async () => {
    const app = createApp();
    app.get('/', (_req, res, next) => {
      res.statusCode = 503;
      next(new Error('down'));
    });
    srv = await serve(app);
    expect((await request(`${srv.origin}/`)).status).toBe(503);
  });

  it('withholds details in production: only the status text', async () => {
    const app = createApp();
    app.set('env', 'production');
    app.get('/', () => {
      throw new Error('secret detail');
    });
    srv = await serve(app);
    const res = await request(`${srv.origin}/`);
    expect(res.status).toBe(500);
    expect(res.text).toContain('<pre>Internal Server Error</pre>');
    expect(res.text).not.toContain('secret');
  });

  it('next(value) with a string or number is an error too', async () => {
    const app = createApp();
    app.get('/s', (_req, _res, next) => next('plain string'));
    app.get('/n', (_req, _res, next) => next(42));
    srv = await serve(app);
    const s = await request(`${srv.origin}/s`);
    expect(s.status).toBe(500);
    expect(s.text).toContain('plain string');
    expect((await request(`${srv.origin}/n`)).status).toBe(500);
  });

  it('closes the connection instead of writing when the response already started', async () => {
    const app = createApp();
    app.get('/', (_req, res, next) => {
      res.writeHead(200, { 'content-type': 'text/plain', 'content-length': '100' });
      res.write('partial');
      next(new Error('mid-stream'));
    });
    app.get('/ok', (_req, res) => res.end('ok'));
    srv = await serve(app);
    const reply = await rawRequest(srv.port, 'GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(reply).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(reply.endsWith('partial')).toBe(true);
    expect(reply).not.toContain('Error');
    // undici sees the response cut short (length mismatch or the socket closing) and fails it.
    await expect(request(`${srv.origin}/`)).rejects.toThrow();
    expect((await request(`${srv.origin}/ok`)).text).toBe('ok');
  });

  it('logs errors to stderr except when env is test', async () => {
    const app = createApp();
    app.set('env', 'development');
    app.get('/', () => {
      throw new Error('logged');
    });
    const logged: unknown[] = [];
    const original = console.error;
    console.error = (...a: unknown[]) => logged.push(a.join(' '));
    try {
      srv = await serve(app);
      await request(`${srv.origin}/`);
      await new Promise((r) => setImmediate(r));
      expect(String(logged[0])).toContain('Error: logged');
      app.set('env', 'test');
      await request(`${srv.origin}/`);
      await new Promise((r) => setImmediate(r));
      expect(logged).toHaveLength(1);
    } finally {
      console.error = original;
    }
  });

  it('an error handler can answer instead', async () => {
    const app = createApp();
    app.get('/', () => {
      throw new Error('handled');
    });
    app.use((err: unknown, _req: unknown, res: { statusCode: number; end(b: string): void }, _next: NextFunction) => {
      res.statusCode = 422;
      res.end(`caught ${(err as Error).message}`);
    });
    srv = await serve(app);
    const res = await request(`${srv.origin}/`);
    expect(res.status).toBe(422);
    expect(res.text).toBe('caught handled');
  });

  it('answers at once, with Connection: close, when a large declared body never arrives', async () => {
    const app = createApp();
    app.post('/upload', (_req, _res, next) => next(Object.assign(new Error('too big'), { status: 413 })));
    app.get('/ok', (_req, res) => res.end('ok'));
    srv = await serve(app);
    const reply = await rawRequest(
      srv.port,
      'POST /upload HTTP/1.1\r\nHost: x\r\nContent-Type: application/octet-stream\r\nContent-Length: 10485760\r\n\r\n',
      3000,
    );
    expect(reply).toMatch(/^HTTP\/1\.1 413 Payload Too Large\r\n/);
    expect(reply).toMatch(/\r\nConnection: close\r\n/i);
    expect(reply).toContain('Error: too big');
    expect((await request(`${srv.origin}/ok`)).text).toBe('ok');
  });

  it('waits for the request body before answering, so uploads are not cut off', async () => {
    const app = createApp();
    srv = await serve(app, createServer());
    const res = await request(`${srv.origin}/upload`, { method: 'POST', body: 'x'.repeat(50_000) });
    expect(res.status).toBe(404);
    expect(res.text).toContain('Cannot POST /upload');
  });
});
