import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { rawRequest, request, serve, type TestServer } from '@batonjs/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { type CookieRequestFields, cookieParser, sign } from '../src/index.js';

type Parsed = IncomingMessage & Partial<CookieRequestFields>;

let srv: TestServer | undefined;
afterEach(async () => {
  await srv?.close();
  srv = undefined;
});

/** A bare node server that runs the middleware and answers with what it put on the request. */
async function echo(
  middleware: ReturnType<typeof cookieParser>,
  before?: (req: Parsed) => void,
  maxHeaderSize?: number,
): Promise<TestServer> {
  const handler = (req: Parsed, res: ServerResponse): void => {
    before?.(req);
    middleware(req, res, (err) => {
      if (err) {
        res.statusCode = 500;
        res.end(String(err));
        return;
      }
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          cookies: req.cookies,
          signedCookies: req.signedCookies,
          secret: req.secret ?? null,
          cookiesProto: req.cookies === undefined ? 'none' : Object.getPrototypeOf(req.cookies),
          signedProto: req.signedCookies === undefined ? 'none' : Object.getPrototypeOf(req.signedCookies),
        }),
      );
    });
  };
  srv = await serve(
    handler,
    maxHeaderSize === undefined ? createServer(handler) : createServer({ maxHeaderSize }, handler),
  );
  return srv;
}

describe('cookieParser on a bare node server', () => {
  it('gives empty null-prototype objects when there is no Cookie header', async () => {
    const server = await echo(cookieParser('k'));
    const res = await request(`${server.origin}/`);
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ cookies: {}, signedCookies: {}, secret: 'k', cookiesProto: null, signedProto: null });
  });

  it('parses plain and JSON cookies', async () => {
    const server = await echo(cookieParser());
    const cart = encodeURIComponent('j:{"items":[1,2]}');
    const res = await request(`${server.origin}/`, { headers: { cookie: `theme=dark; cart=${cart}; n=j%3A0` } });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({
      cookies: { theme: 'dark', cart: { items: [1, 2] }, n: 'j:0' },
      signedCookies: {},
      secret: null,
      cookiesProto: null,
      signedProto: null,
    });
  });

  it('moves verified signed cookies (plain and JSON) to signedCookies and marks a bad signature false', async () => {
    const server = await echo(cookieParser(['new-secret', 'old-secret']));
    const good = encodeURIComponent(`s:${sign('alice', 'new-secret')}`);
    const rotated = encodeURIComponent(`s:${sign('bob', 'old-secret')}`);
    const json = encodeURIComponent(`s:${sign('j:{"id":7}', 'new-secret')}`);
    const forged = encodeURIComponent(`s:${sign('admin', 'attacker')}`);
    const res = await request(`${server.origin}/`, {
      headers: { cookie: `good=${good}; rotated=${rotated}; json=${json}; forged=${forged}; plain=p` },
    });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({
      cookies: { plain: 'p' },
      signedCookies: { good: 'alice', rotated: 'bob', json: { id: 7 }, forged: false },
      secret: 'new-secret',
      cookiesProto: null,
      signedProto: null,
    });
  });

  it('leaves s: cookies in req.cookies when no secret is configured', async () => {
    const server = await echo(cookieParser());
    const signed = encodeURIComponent(`s:${sign('alice', 'k')}`);
    const res = await request(`${server.origin}/`, { headers: { cookie: `sid=${signed}` } });
    expect(res.json<{ cookies: Record<string, string> }>().cookies).toEqual({ sid: `s:${sign('alice', 'k')}` });
  });

  it('does nothing when req.cookies is already set', async () => {
    const server = await echo(cookieParser('k'), (req) => {
      req.cookies = { preset: 'yes' };
    });
    const res = await request(`${server.origin}/`, { headers: { cookie: 'a=1' } });
    // The preset object keeps its ordinary prototype, which JSON shows as {}.
    expect(res.json()).toEqual({ cookies: { preset: 'yes' }, secret: null, cookiesProto: {}, signedProto: 'none' });
  });

  it('uses a custom decoder', async () => {
    const server = await echo(cookieParser(undefined, { decode: (value) => value.split('').reverse().join('') }));
    const res = await request(`${server.origin}/`, { headers: { cookie: 'a=olleh' } });
    expect(res.json<{ cookies: unknown }>().cookies).toEqual({ a: 'hello' });
  });

  it('rejects an empty secret in a list at construction with a coded error', () => {
    expect(() => cookieParser(['ok', ''])).toThrow(
      expect.objectContaining({ code: 'BATON_COOKIE_INVALID_SECRET', status: 500 }),
    );
  });

  it('survives hostile Cookie headers and keeps serving', async () => {
    // Node's default 16 KB header limit would answer 431 before any middleware runs; raise it so the
    // parser itself meets 5,000 pairs.
    const server = await echo(cookieParser('k'), undefined, 128 * 1024);
    const many = Array.from({ length: 5000 }, (_, i) => `k${i}=v${i}`).join('; ');
    const hostile = [
      '__proto__=polluted; constructor=c; prototype=p',
      'a=%E0%A4%A; b=%; c=%%%; d="unterminated',
      ';;;;;=;==;=a=;;',
      `s=s:${'x'.repeat(2000)}.sig; j=j:{"__proto__":{"polluted":1}}`,
      many,
    ];
    for (const cookie of hostile) {
      const res = await request(`${server.origin}/`, { headers: { cookie } });
      expect(res.status).toBe(200);
      expect(res.json<{ cookiesProto: unknown }>().cookiesProto).toBeNull();
    }
    const proto = await request(`${server.origin}/`, { headers: { cookie: hostile[0] as string } });
    expect(proto.json<{ cookies: unknown }>().cookies).toEqual({
      constructor: 'c',
      prototype: 'p',
    });
    const bad = await request(`${server.origin}/`, { headers: { cookie: hostile[1] as string } });
    expect(bad.json<{ cookies: unknown }>().cookies).toEqual({ a: '%E0%A4%A', b: '%', c: '%%%', d: '"unterminated' });
    const big = await request(`${server.origin}/`, { headers: { cookie: many } });
    const bigCookies = big.json<{ cookies: Record<string, string> }>().cookies;
    expect(Object.keys(bigCookies)).toHaveLength(5000);
    expect(bigCookies.k4999).toBe('v4999');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();

    // Two Cookie header lines (node joins them with "; ") and a raw header with odd bytes.
    const raw = await rawRequest(
      server.port,
      Buffer.from(
        'GET / HTTP/1.1\r\nHost: x\r\nCookie: a=1\r\nCookie: a=2; b=\xff%ff\r\nConnection: close\r\n\r\n',
        'latin1',
      ),
    );
    expect(raw).toMatch(/^HTTP\/1\.1 200 /);
    // node reads header bytes as latin1; the JSON body comes back as UTF-8.
    expect(Buffer.from(raw, 'latin1').toString('utf8')).toContain('"cookies":{"a":"1","b":"ÿ%ff"}');

    const after = await request(`${server.origin}/`, { headers: { cookie: 'still=serving' } });
    expect(after.status).toBe(200);
    expect(after.json<{ cookies: unknown }>().cookies).toEqual({ still: 'serving' });
  });

  it('on a default server, an oversized Cookie header is answered 431 by node and the server keeps serving', async () => {
    const server = await echo(cookieParser('k'));
    const res = await request(`${server.origin}/`, { headers: { cookie: `big=${'x'.repeat(20_000)}` } });
    expect(res.status).toBe(431);
    const after = await request(`${server.origin}/`, { headers: { cookie: 'a=1' } });
    expect(after.status).toBe(200);
    expect(after.json<{ cookies: unknown }>().cookies).toEqual({ a: '1' });
  });
});
