import { gzipSync } from 'node:zlib';
import { type BodyParserError, json, raw, text, urlencoded } from '@batonjs/body';
import { createApp, type ErrorRequestHandler } from '@batonjs/core';
import { request } from '@batonjs/test-utils';
import { describe, expect, it } from 'vitest';
import { useServers } from './helpers.js';

const start = useServers();

function app() {
  const baton = createApp();
  baton.use(json());
  baton.use(urlencoded({ extended: true }));
  baton.use(text({ limit: 16 }));
  baton.use(
    raw({
      verify: (_req, _res, buf) => {
        if (buf[0] === 0) throw new Error('no zero bytes');
      },
    }),
  );
  baton.post('/echo', (req, res) => {
    res.json({ body: Buffer.isBuffer(req.body) ? req.body.toString('base64') : (req.body ?? null) });
  });
  return baton;
}

async function post(contentType: string, body: string | Buffer, headers: Record<string, string> = {}) {
  const srv = await start(app());
  const res = await request(`${srv.origin}/echo`, {
    method: 'POST',
    headers: { 'content-type': contentType, ...headers },
    body,
  });
  return { res, origin: srv.origin };
}

describe('inside a Baton app', () => {
  it('fills req.body for each parser', async () => {
    const { res, origin } = await post('application/json', '{"a":[1]}');
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ body: { a: [1] } });
    const form = await request(`${origin}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a[b]=c',
    });
    expect(form.json()).toEqual({ body: { a: { b: 'c' } } });
    const plain = await request(`${origin}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hi',
    });
    expect(plain.json()).toEqual({ body: 'hi' });
    const gz = await request(`${origin}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: gzipSync('{"z":1}'),
    });
    expect(gz.json()).toEqual({ body: { z: 1 } });
  });

  it('leaves req.body undefined when nothing was parsed', async () => {
    const { res } = await post('image/png', 'x');
    expect(res.json()).toEqual({ body: null });
  });

  it.each([
    ['malformed JSON', 'application/json', '{"a":', {}, 400],
    ['a strict violation', 'application/json', '"str"', {}, 400],
    ['an unsupported charset', 'application/json; charset=latin1', '{}', {}, 415],
    ['an unknown Content-Encoding', 'application/json', '{}', { 'content-encoding': 'zip' }, 415],
    ['a body over the limit', 'text/plain', 'x'.repeat(17), {}, 413],
    ['too deep a form', 'application/x-www-form-urlencoded', `a${'[b]'.repeat(33)}=1`, {}, 400],
    ['a verify rejection', 'application/octet-stream', Buffer.from([0, 1]), {}, 403],
  ] as const)('answers %s through the default error handler', async (_name, type, body, headers, status) => {
    const { res, origin } = await post(type, body, headers);
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const again = await request(`${origin}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"ok":1}',
    });
    expect(again.json()).toEqual({ body: { ok: 1 } });
  });

  it('gives an app error handler the coded error', async () => {
    const baton = createApp();
    baton.use(json({ limit: 5 }));
    const handler: ErrorRequestHandler = (err, _req, res, _next) => {
      const e = err as BodyParserError;
      res.status(e.status).json({ code: e.code, type: e.type });
    };
    baton.use(handler);
    const srv = await start(baton);
    const res = await request(srv.origin, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":123}',
    });
    expect(res.status).toBe(413);
    expect(res.json()).toEqual({ code: 'BATON_BODY_TOO_LARGE', type: 'entity.too.large' });
  });
});
