import { cookieParser, unsign } from '@batonjs/cookies';
import { createApp } from '@batonjs/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Started, start, transports } from './transports.js';

const secret = 'matrix-secret';

describe.each(transports)('@batonjs/cookies over $name', (transport) => {
  let srv: Started;
  beforeAll(async () => {
    const app = createApp();
    app.use(cookieParser(secret));
    app.get('/read', (req, res) => {
      const r = req as typeof req & { cookies: unknown; signedCookies: unknown };
      res.json({ cookies: r.cookies, signed: r.signedCookies });
    });
    app.get('/set', (_req, res) => {
      res.cookie('plain', 'v 1', { path: '/' }).cookie('session', 'abc', { signed: true, httpOnly: true }).send('ok');
    });
    srv = await start(transport, app);
  });
  afterAll(() => srv.close());

  it('res.cookie sets plain and signed cookies', async () => {
    const res = await srv.fetch('/set');
    expect(res.status).toBe(200);
    const cookies = [res.headers['set-cookie']].flat();
    expect(cookies).toHaveLength(2);
    expect(cookies[0]).toBe('plain=v%201; Path=/');
    const signed = /^session=([^;]+); Path=\/; HttpOnly$/.exec(String(cookies[1]));
    expect(signed).not.toBeNull();
    const value = decodeURIComponent(signed?.[1] ?? '');
    expect(value.startsWith('s:')).toBe(true);
    expect(unsign(value.slice(2), secret)).toBe('abc');
  });

  it('the parser reads plain and signed cookies, and rejects a forged signature', async () => {
    const set = await srv.fetch('/set');
    const signedPair = String([set.headers['set-cookie']].flat()[1]).split(';')[0];
    const res = await srv.fetch('/read', { headers: { cookie: `plain=v%201; ${signedPair}; forged=s%3Ax.bad` } });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ cookies: { plain: 'v 1' }, signed: { session: 'abc', forged: false } });
  });
});
