import { json, urlencoded } from '@batonjs/body';
import { createApp } from '@batonjs/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Started, start, transports } from './transports.js';

describe.each(transports)('@batonjs/body over $name', (transport) => {
  let srv: Started;
  beforeAll(async () => {
    const app = createApp();
    app.post('/json', json({ limit: '1kb' }), (req, res) => {
      res.json({ got: req.body });
    });
    app.post('/form', urlencoded(), (req, res) => {
      res.json({ got: req.body });
    });
    srv = await start(transport, app);
  });
  afterAll(() => srv.close());

  it('parses JSON', async () => {
    const res = await srv.fetch('/json', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Baton', tags: ['a', 'b'] }),
    });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ got: { title: 'Baton', tags: ['a', 'b'] } });
  });

  it('parses urlencoded forms', async () => {
    const res = await srv.fetch('/form', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=Ada+Lovelace&lang=en',
    });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ got: { name: 'Ada Lovelace', lang: 'en' } });
  });

  it('answers 413 for a body over the limit, and keeps serving', async () => {
    const res = await srv.fetch('/json', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ big: 'x'.repeat(2048) }),
    });
    expect(res.status).toBe(413);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text).toContain('request entity too large');
    const again = await srv.fetch('/json', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"small":1}',
    });
    expect(again.status).toBe(200);
    expect(again.json()).toEqual({ got: { small: 1 } });
  });

  it('answers 413 to a 1 MB body before reading it, and the connection or session keeps serving', async () => {
    const res = await srv.fetch('/json', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.alloc(1024 * 1024, 0x20),
    });
    expect(res.status).toBe(413);
    expect(res.text).toContain('request entity too large');
    const again = await srv.fetch('/form', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'after=413',
    });
    expect(again.status).toBe(200);
    expect(again.json()).toEqual({ got: { after: '413' } });
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await srv.fetch('/json', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":',
    });
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  });
});
