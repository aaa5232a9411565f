import { type BodyParserMiddleware, urlencoded } from '@batonjs/body';
import { describe, expect, it } from 'vitest';
import { expectStillServing, postTo, useServers } from './helpers.js';

const start = useServers();

const FORM = 'application/x-www-form-urlencoded';

const post = (parser: BodyParserMiddleware, body: string | Buffer, contentType = FORM) =>
  postTo(start, [parser], contentType, body);

describe('urlencoded()', () => {
  it('parses flat pairs by default, repeated names into arrays, brackets kept in names', async () => {
    const { status, reply } = await post(urlencoded(), 'a=1&a=2&b+c=d%20e&f&g[h]=i');
    expect(status).toBe(200);
    expect(reply.body).toEqual({ a: ['1', '2'], 'b c': 'd e', f: '', 'g[h]': 'i' });
    expect(reply.proto).toBe('null');
  });

  it('keeps a malformed escape as sent', async () => {
    expect((await post(urlencoded(), 'a=%zz&b=100%')).reply.body).toEqual({ a: '%zz', b: '100%' });
  });

  it('gives {} for an empty body', async () => {
    expect((await post(urlencoded(), '')).reply.body).toEqual({});
  });

  it('nests objects and arrays with extended: true', async () => {
    const body = 'user[name]=ann&user[tags][]=a&user[tags][]=b&list[0][x]=1&list[0][y]=2&list[1][x]=3';
    const { reply } = await post(urlencoded({ extended: true }), body);
    expect(reply.body).toEqual({
      user: { name: 'ann', tags: ['a', 'b'] },
      list: [{ x: '1', y: '2' }, { x: '3' }],
    });
  });

  it('allows depth levels of nesting and answers 400 beyond them', async () => {
    const ok = await post(urlencoded({ extended: true, depth: 2 }), 'a[b][c]=1');
    expect(ok.reply.body).toEqual({ a: { b: { c: '1' } } });
    const deep = await post(urlencoded({ extended: true, depth: 2 }), 'a[b][c][d]=1');
    expect(deep.status).toBe(400);
    expect(deep.reply.error).toMatchObject({
      type: 'querystring.parse.rangeError',
      code: 'BATON_BODY_DEPTH_EXCEEDED',
      message: 'The input exceeded the depth',
    });
  });

  it('defaults depth to 32', async () => {
    const name = (n: number) => `a${'[x]'.repeat(n)}=1`;
    expect((await post(urlencoded({ extended: true }), name(32))).status).toBe(200);
    expect((await post(urlencoded({ extended: true }), name(33))).status).toBe(400);
  });

  it('refuses more than parameterLimit parameters with 413 parameters.too.many', async () => {
    const { status, reply, origin } = await post(urlencoded({ parameterLimit: 2 }), 'a=1&b=2&c=3');
    expect(status).toBe(413);
    expect(reply.error).toMatchObject({
      type: 'parameters.too.many',
      code: 'BATON_BODY_TOO_MANY_PARAMETERS',
      message: 'too many parameters',
    });
    await expectStillServing(origin, FORM, 'a=1', { a: '1' });
  });

  it('defaults parameterLimit to 1000', async () => {
    const pairs = (n: number) => Array.from({ length: n }, (_, i) => `k${i}=v`).join('&');
    expect((await post(urlencoded(), pairs(1000))).status).toBe(200);
    expect((await post(urlencoded(), pairs(1001))).status).toBe(413);
  });

  it('turns huge array indices into object keys instead of allocating', async () => {
    const { reply } = await post(urlencoded({ extended: true }), 'a[999999999]=x&a[1]=y');
    expect(reply.body).toEqual({ a: { 1: 'y', 999999999: 'x' } });
  });

  it('decodes iso-8859-1 forms and refuses other charsets with 415', async () => {
    expect((await post(urlencoded(), 'a=%E9', `${FORM}; charset=iso-8859-1`)).reply.body).toEqual({ a: 'é' });
    const bad = await post(urlencoded(), 'a=1', `${FORM}; charset=utf-16`);
    expect(bad.status).toBe(415);
    expect(bad.reply.error?.message).toBe('unsupported charset "UTF-16"');
  });

  it('uses defaultCharset and rejects an invalid one when created', async () => {
    expect((await post(urlencoded({ defaultCharset: 'iso-8859-1' }), 'a=%E9')).reply.body).toEqual({ a: 'é' });
    expect(() => urlencoded({ defaultCharset: 'utf-16' as 'utf-8' })).toThrow(TypeError);
    expect(() => urlencoded({ parameterLimit: 0 })).toThrow('option parameterLimit must be a positive number');
    expect(() => urlencoded({ extended: true, depth: -1 })).toThrow(TypeError);
  });
});
