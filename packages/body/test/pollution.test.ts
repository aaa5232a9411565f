import { json, raw, text, urlencoded } from '@batonjs/body';
import { request, type TestServer } from '@batonjs/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { parserApp, type Reply, useServers } from './helpers.js';

const start = useServers();
let srv: TestServer;
afterEach(() => {
  expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  expect((Object.prototype as { polluted?: unknown }).polluted).toBeUndefined();
});

const hostile = [
  '__proto__[polluted]=1',
  '__proto__=1',
  'constructor[prototype][polluted]=1',
  'a[__proto__][polluted]=1',
  'a[constructor][prototype][polluted]=1',
  '__proto__.polluted=1',
  'a[][__proto__][polluted]=1',
].join('&');

async function post(parsers: ReturnType<typeof json>[], type: string, body: string) {
  srv = await start(parserApp(parsers));
  const res = await request(srv.origin, { method: 'POST', headers: { 'content-type': type }, body });
  expect(res.status).toBe(200);
  return res.json<Reply>();
}

describe('prototype pollution', () => {
  it('urlencoded (flat): no __proto__ key, a null-prototype result', async () => {
    const reply = await post([urlencoded()], 'application/x-www-form-urlencoded', hostile);
    expect(reply.proto).toBe('null');
    expect(Object.keys(reply.body as object)).toEqual([
      '__proto__[polluted]',
      'constructor[prototype][polluted]',
      'a[__proto__][polluted]',
      'a[constructor][prototype][polluted]',
      '__proto__.polluted',
      'a[][__proto__][polluted]',
    ]);
  });

  it('urlencoded (extended): __proto__ segments dropped, constructor only as data on null-prototype objects', async () => {
    const reply = await post([urlencoded({ extended: true })], 'application/x-www-form-urlencoded', hostile);
    expect(reply.proto).toBe('null');
    expect(reply.body).toEqual({
      constructor: { prototype: { polluted: '1' } },
      a: { constructor: { prototype: { polluted: '1' } } },
      '__proto__.polluted': '1',
    });
  });

  it('extended results have no prototype at any depth', async () => {
    const parser = urlencoded({ extended: true });
    srv = await start((req, res) => {
      parser(req, res, () => {
        const body = (req as { body?: Record<string, Record<string, unknown>> }).body!;
        res.end(String(Object.getPrototypeOf(body.a) === null && Object.getPrototypeOf(body.a!.b) === null));
      });
    });
    const res = await request(srv.origin, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a[b][c]=1&a[toString]=x',
    });
    expect(res.text).toBe('true');
  });

  it('json: __proto__ is an own data property, never the prototype', async () => {
    const parser = json();
    srv = await start((req, res) => {
      parser(req, res, () => {
        const body = (req as { body?: Record<string, unknown> }).body!;
        res.end(`${Object.getPrototypeOf(body) === Object.prototype}:${Object.hasOwn(body, '__proto__')}`);
      });
    });
    const res = await request(srv.origin, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}',
    });
    expect(res.text).toBe('true:true');
  });

  it('text and raw hand back the bytes as they are', async () => {
    expect((await post([text()], 'text/plain', hostile)).body).toBe(hostile);
    expect((await post([raw()], 'application/octet-stream', hostile)).buffer).toBe(
      Buffer.from(hostile).toString('base64'),
    );
  });
});
