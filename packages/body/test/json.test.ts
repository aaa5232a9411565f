import { type BodyParserMiddleware, json } from '@batonjs/body';
import { request, type TestServer } from '@batonjs/test-utils';
import { describe, expect, it } from 'vitest';
import { parserApp, postTo, type Reply, useServers } from './helpers.js';

const start = useServers();
let srv: TestServer;

const post = (parser: BodyParserMiddleware, body: string | Buffer, contentType = 'application/json') =>
  postTo(start, [parser], contentType, body);

describe('json()', () => {
  it('parses an object into req.body', async () => {
    const { status, reply } = await post(json(), '{"a":[1,2,{"b":null}]}');
    expect(status).toBe(200);
    expect(reply.body).toEqual({ a: [1, 2, { b: null }] });
  });

  it('gives {} for an empty body', async () => {
    const { status, reply } = await post(json(), '');
    expect(status).toBe(200);
    expect(reply.body).toEqual({});
  });

  it('reports malformed JSON with V8 own message, 400 entity.parse.failed', async () => {
    const { status, reply } = await post(json(), '{"a":1');
    expect(status).toBe(400);
    expect(reply.error).toMatchObject({
      type: 'entity.parse.failed',
      code: 'BATON_BODY_PARSE_FAILED',
      name: 'SyntaxError',
    });
    let v8 = '';
    try {
      JSON.parse('{"a":1');
    } catch (err) {
      v8 = (err as Error).message;
    }
    expect(reply.error?.message).toBe(v8);
  });

  it('refuses non-object top-level values in strict mode with a V8-worded message', async () => {
    const { status, reply } = await post(json(), '  true');
    expect(status).toBe(400);
    expect(reply.error?.message).toBe(`Unexpected token 't', "  true" is not valid JSON`);
    expect(reply.error?.type).toBe('entity.parse.failed');
  });

  it('accepts primitives with strict: false', async () => {
    const { status, reply } = await post(json({ strict: false }), '"hi"');
    expect(status).toBe(200);
    expect(reply.body).toBe('hi');
  });

  it('passes the reviver to JSON.parse', async () => {
    const reviver = (_key: string, value: unknown) => (typeof value === 'number' ? value * 2 : value);
    const { reply } = await post(json({ reviver }), '{"n":21}');
    expect(reply.body).toEqual({ n: 42 });
  });

  it('decodes utf-16le when the charset says so, and strips the UTF-8 BOM', async () => {
    const utf16 = await post(json(), Buffer.from('{"é":"ü"}', 'utf16le'), 'application/json; charset=utf-16le');
    expect(utf16.reply.body).toEqual({ é: 'ü' });
    const bom = await post(json(), Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"a":1}')]));
    expect(bom.reply.body).toEqual({ a: 1 });
  });

  it('refuses non-UTF charsets with 415 charset.unsupported', async () => {
    const { status, reply } = await post(json(), '{}', 'application/json; charset=latin1');
    expect(status).toBe(415);
    expect(reply.error).toMatchObject({
      type: 'charset.unsupported',
      code: 'BATON_BODY_CHARSET_UNSUPPORTED',
      message: 'unsupported charset "LATIN1"',
    });
  });

  it('uses defaultCharset when the request names none', async () => {
    const { reply } = await post(json({ defaultCharset: 'utf-16le' }), Buffer.from('{"a":"b"}', 'utf16le'));
    expect(reply.body).toEqual({ a: 'b' });
  });

  it('matches type wildcards, +json suffixes, arrays and functions', async () => {
    expect(
      (await post(json({ type: 'application/*+json' }), '{"a":1}', 'application/vnd.api+json')).reply.body,
    ).toEqual({ a: 1 });
    expect((await post(json({ type: '*/json' }), '{"a":2}', 'text/json')).reply.body).toEqual({ a: 2 });
    expect((await post(json({ type: ['text/x', 'json'] }), '{"a":3}', 'application/json')).reply.body).toEqual({
      a: 3,
    });
    const fn = json({ type: (req) => req.headers['x-json'] === '1' });
    srv = await start(parserApp([fn]));
    const yes = await request(srv.origin, { method: 'POST', headers: { 'x-json': '1' }, body: '{"a":4}' });
    expect(yes.json<Reply>().body).toEqual({ a: 4 });
    const no = await request(srv.origin, { method: 'POST', body: '{"a":4}' });
    expect(no.json<Reply>().defined).toBe(false);
  });

  it('leaves other content types alone', async () => {
    const { status, reply } = await post(json(), '{"a":1}', 'text/plain');
    expect(status).toBe(200);
    expect(reply.defined).toBe(false);
  });

  it('parses deeply nested JSON without crashing the server', async () => {
    const depth = 5000;
    const parser = json({ limit: '1mb' });
    srv = await start((req, res) => {
      parser(req, res, (err) => {
        let node = (req as { body?: unknown }).body;
        let seen = 0;
        while (Array.isArray(node) && node.length > 0) {
          node = node[0];
          seen++;
        }
        res.end(err === undefined ? String(seen) : 'error');
      });
    });
    const body = `${'['.repeat(depth)}${']'.repeat(depth)}`;
    const res = await request(srv.origin, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(res.status).toBe(200);
    expect(res.text).toBe(String(depth - 1));
  });

  it('keeps __proto__ as plain data and pollutes nothing', async () => {
    const { reply } = await post(json(), '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":2}}}');
    expect(reply.proto).toBe('object');
    expect(reply.body).toEqual({ ['__proto__']: { polluted: 1 }, constructor: { prototype: { polluted: 2 } } });
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });

  it('validates options when created', () => {
    expect(() => json({ limit: 'lots' })).toThrow(TypeError);
    expect(() => json({ verify: 'no' as unknown as () => void })).toThrow('option verify must be function');
  });
});
