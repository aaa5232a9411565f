import { fileURLToPath } from 'node:url';
import { createApp } from '@batonjs/core';
import { serveStatic } from '@batonjs/static';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Started, start, transports } from './transports.js';

const root = fileURLToPath(new URL('./public', import.meta.url));

describe.each(transports)('@batonjs/static over $name', (transport) => {
  let srv: Started;
  beforeAll(async () => {
    const app = createApp();
    app.use('/static', serveStatic(root));
    app.get('/file', (_req, res) => {
      res.sendFile('alphabet.txt', { root });
    });
    srv = await start(transport, app);
  });
  afterAll(() => srv.close());

  it('serves a file with validators', async () => {
    const res = await srv.fetch('/static/alphabet.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['content-length']).toBe('36');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers.etag).toBeDefined();
    expect(res.text).toBe('0123456789abcdefghijklmnopqrstuvwxyz');
  });

  it('answers a Range with 206 and the slice', async () => {
    const res = await srv.fetch('/static/alphabet.txt', { headers: { range: 'bytes=10-15' } });
    expect(res.status).toBe(206);
    expect(res.headers['content-range']).toBe('bytes 10-15/36');
    expect(res.headers['content-length']).toBe('6');
    expect(res.text).toBe('abcdef');
  });

  it('answers an unsatisfiable Range with 416', async () => {
    const res = await srv.fetch('/static/alphabet.txt', { headers: { range: 'bytes=100-200' } });
    expect(res.status).toBe(416);
    expect(res.headers['content-range']).toBe('bytes */36');
  });

  it('answers 304 to a matching If-None-Match, from the middleware and from res.sendFile', async () => {
    const first = await srv.fetch('/static/alphabet.txt');
    const etag = String(first.headers.etag);
    const res = await srv.fetch('/static/alphabet.txt', { headers: { 'if-none-match': etag } });
    expect(res.status).toBe(304);
    expect(res.body.length).toBe(0);
    const viaSendFile = await srv.fetch('/file', { headers: { 'if-none-match': etag } });
    expect(viaSendFile.status).toBe(304);
    expect(viaSendFile.body.length).toBe(0);
  });

  it('a missing file falls through to the 404 handler', async () => {
    const res = await srv.fetch('/static/nope.txt');
    expect(res.status).toBe(404);
    expect(res.text).toContain('Cannot GET /static/nope.txt');
  });
});
