import { cacheControl, conditional } from '@batonjs/cache';
import { createApp } from '@batonjs/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Started, start, transports } from './transports.js';

describe.each(transports)('@batonjs/cache over $name', (transport) => {
  let srv: Started;
  beforeAll(async () => {
    const app = createApp();
    app.get('/post', cacheControl({ public: true, maxAge: 60 }), (req, res) => {
      if (conditional(req, res, { etag: '"rev-7"', lastModified: new Date('2026-01-01T00:00:00Z') })) return;
      res.json({ id: 7 });
    });
    srv = await start(transport, app);
  });
  afterAll(() => srv.close());

  it('sends Cache-Control and validators on 200', async () => {
    const res = await srv.fetch('/post');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers.etag).toBe('"rev-7"');
    expect(res.headers['last-modified']).toBe('Thu, 01 Jan 2026 00:00:00 GMT');
    expect(res.json()).toEqual({ id: 7 });
  });

  it('answers a conditional GET with 304 and no body', async () => {
    const res = await srv.fetch('/post', { headers: { 'if-none-match': '"rev-7"' } });
    expect(res.status).toBe(304);
    expect(res.headers.etag).toBe('"rev-7"');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.body.length).toBe(0);
  });

  it('a stale validator gets the full 200', async () => {
    const res = await srv.fetch('/post', { headers: { 'if-none-match': '"rev-6"' } });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ id: 7 });
  });
});
