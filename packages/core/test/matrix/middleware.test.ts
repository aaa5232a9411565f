import { PassThrough } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { createApp } from '@batonjs/core';
import compression from 'compression';
import cors from 'cors';
import helmet from 'helmet';
import morgan from 'morgan';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Started, start, transports } from './transports.js';

describe.each(transports)('Express middleware over $name', (transport) => {
  let srv: Started;
  const log: string[] = [];
  beforeAll(async () => {
    const app = createApp();
    const stream = new PassThrough();
    stream.on('data', (line: Buffer) => log.push(line.toString()));
    app.use(morgan(':method :url :status :res[content-length] HTTP/:http-version', { stream }));
    app.use(helmet());
    app.use(cors({ origin: 'https://blog.example', credentials: true }));
    app.use(compression({ threshold: 0 }));
    app.get('/text', (_req, res) => {
      res.type('txt').send('baton '.repeat(200));
    });
    app.get('/plain', (_req, res) => {
      res.json({ ok: true });
    });
    srv = await start(transport, app);
  });
  afterAll(() => srv.close());

  it('cors answers a preflight', async () => {
    const res = await srv.fetch('/text', {
      method: 'OPTIONS',
      headers: { origin: 'https://blog.example', 'access-control-request-method': 'PUT' },
    });
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('https://blog.example');
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(res.headers['access-control-allow-methods']).toContain('PUT');
    expect(res.body.length).toBe(0);
  });

  it('helmet sets its headers and removes X-Powered-By', async () => {
    const res = await srv.fetch('/plain', { headers: { origin: 'https://blog.example' } });
    expect(res.status).toBe(200);
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['access-control-allow-origin']).toBe('https://blog.example');
    expect(res.json()).toEqual({ ok: true });
  });

  it('compression gzips the body', async () => {
    const res = await srv.fetch('/text', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(gunzipSync(res.body).toString()).toBe('baton '.repeat(200));
  });

  it('morgan logs each request with its status and HTTP version', async () => {
    log.length = 0;
    const res = await srv.fetch('/plain?from=morgan');
    expect(res.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const version = transport.major === 2 ? '2.0' : '1.1';
    expect(log.join('')).toMatch(
      new RegExp(`^GET /plain\\?from=morgan 200 \\d+ HTTP/${version.replace('.', '\\.')}\\n$`),
    );
  });
});
