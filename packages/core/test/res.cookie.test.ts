import { sign, unsign } from '@batonjs/cookies';
import { request } from '@batonjs/test-utils';
import { describe, expect, it } from 'vitest';
import { useResServer } from './res.harness.js';

const start = useResServer();

function cookies(headers: Record<string, string | string[] | undefined>): string[] {
  const value = headers['set-cookie'];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

describe('res.cookie()', () => {
  it('sets a cookie with Path=/ by default', async () => {
    const { origin } = await start((_req, res) => res.cookie('name', 'tobi').end());
    const res = await request(`${origin}/`);
    expect(res.status).toBe(200);
    expect(cookies(res.headers)).toEqual(['name=tobi; Path=/']);
  });

  it('appends one Set-Cookie per call', async () => {
    const { origin } = await start((_req, res) =>
      res.set('Set-Cookie', 'pre=1').cookie('a', '1').cookie('b', '2', { path: '/admin' }).end(),
    );
    expect(cookies((await request(`${origin}/`)).headers)).toEqual(['pre=1', 'a=1; Path=/', 'b=2; Path=/admin']);
  });

  it('stores objects as j: JSON, percent-encoded', async () => {
    const { origin } = await start((_req, res) => res.cookie('user', { id: 1, name: 'Ada' }).end());
    expect(cookies((await request(`${origin}/`)).headers)).toEqual([
      `user=${encodeURIComponent('j:{"id":1,"name":"Ada"}')}; Path=/`,
    ]);
  });

  it('turns maxAge in milliseconds into Max-Age seconds and Expires', async () => {
    const { origin } = await start((_req, res) => res.cookie('s', 'v', { maxAge: 90_500, httpOnly: true }).end());
    const before = Date.now();
    const res = await request(`${origin}/`);
    const [header = ''] = cookies(res.headers);
    expect(header).toMatch(/^s=v; Max-Age=90; Path=\/; Expires=[^;]+ GMT; HttpOnly$/);
    const expires = Date.parse(/Expires=([^;]+)/.exec(header)?.[1] ?? '');
    expect(expires).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + 89_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 91_000);
  });

  it('passes the other attributes through', async () => {
    const { origin } = await start((_req, res) =>
      res
        .cookie('id', 'x', {
          domain: 'example.com',
          secure: true,
          sameSite: 'lax',
          partitioned: true,
          priority: 'high',
        })
        .end(),
    );
    expect(cookies((await request(`${origin}/`)).headers)).toEqual([
      'id=x; Domain=example.com; Path=/; Secure; Partitioned; Priority=High; SameSite=Lax',
    ]);
  });

  it('signs with req.secret in cookie-signature format', async () => {
    const { origin } = await start((req, res) => {
      Object.assign(req, { secret: 'keyboard cat' });
      res.cookie('sid', 'abc', { signed: true }).end();
    });
    const [header = ''] = cookies((await request(`${origin}/`)).headers);
    const value = decodeURIComponent(/^sid=([^;]+)/.exec(header)?.[1] ?? '');
    expect(value).toBe(`s:${sign('abc', 'keyboard cat')}`);
    expect(unsign(value.slice(2), 'keyboard cat')).toBe('abc');
  });

  it('fails with a coded error when signing without req.secret', async () => {
    let thrown: unknown;
    const { origin } = await start((_req, res) => {
      try {
        res.cookie('sid', 'abc', { signed: true });
      } catch (err) {
        thrown = err;
      }
      res.end('ok');
    });
    const res = await request(`${origin}/`);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(thrown).toMatchObject({
      code: 'BATON_COOKIE_SECRET_REQUIRED',
      status: 500,
      message: 'cookieParser("secret") required for signed cookies',
    });
  });

  it('refuses a cookie over 4096 bytes instead of letting browsers drop it', async () => {
    const { origin } = await start((_req, res) => res.cookie('big', 'x'.repeat(5000)).end('sent'));
    const res = await request(`${origin}/`);
    expect(res.status).toBe(500);
    expect(res.headers['x-error-code']).toBe('BATON_COOKIE_TOO_LARGE');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    ['bad name', 'v', {}, 'BATON_COOKIE_INVALID_NAME'],
    ['n', 'v', { path: '/a;b' }, 'BATON_COOKIE_INVALID_PATH'],
    ['n', 'v', { domain: 'evil.com\r\nX: 1' }, 'BATON_COOKIE_INVALID_DOMAIN'],
    ['n', 'v', { maxAge: Number.NaN }, 'BATON_COOKIE_INVALID_MAX_AGE'],
  ])('refuses hostile input %s=%s %j', async (name, value, options, code) => {
    const { origin } = await start((_req, res) => res.cookie(name, value, options).end('sent'));
    const res = await request(`${origin}/`);
    expect(res.status).toBe(500);
    expect(res.headers['x-error-code']).toBe(code);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers.x).toBeUndefined();
  });

  it('encodes CR/LF and ; in values so they cannot inject attributes', async () => {
    const { origin } = await start((_req, res) => res.cookie('n', 'a; Domain=evil.com\r\nX: 1').end());
    expect(cookies((await request(`${origin}/`)).headers)).toEqual([
      'n=a%3B%20Domain%3Devil.com%0D%0AX%3A%201; Path=/',
    ]);
  });
});
