// res.send(string) with a Content-Type the app set: the charset is added as Express 5.3 adds it
// (content-type 2: lenient parsing, strict writing). Parameters that cannot be read are dropped,
// names are lower-cased, values quoted where needed; what cannot be written back is a 500 on both.
import type { RequestListener } from 'node:http';
import { request, serve, type TestServer } from '@batonjs/test-utils';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/index.js';

type Res = { set(field: string, value: string): Res; send(body: string): unknown; status(code: number): Res };
type Req = { query: Record<string, string> };
type AppLike = { get(...args: unknown[]): unknown; use(...args: unknown[]): unknown };

let theirs: TestServer;
let ours: TestServer;
const errors: { express: unknown[]; baton: unknown[] } = { express: [], baton: [] };

function build(app: AppLike, seen: unknown[]): AppLike {
  app.get('/', (req: Req, res: Res) => res.set('Content-Type', req.query.type as string).send('x'));
  app.use((err: { name?: string; message?: string }, _req: unknown, res: Res, _next: unknown) => {
    seen.push(err);
    res.status(500).set('Content-Type', 'text/plain').send(`${err.name}: ${err.message}`);
  });
  return app;
}

beforeAll(async () => {
  theirs = await serve(build(express() as unknown as AppLike, errors.express) as unknown as RequestListener);
  ours = await serve(build(createApp() as unknown as AppLike, errors.baton) as unknown as RequestListener);
});
afterAll(async () => {
  await Promise.all([theirs.close(), ours.close()]);
});

async function answer(server: TestServer, type: string) {
  const res = await request(`${server.origin}/?type=${encodeURIComponent(type)}`);
  return { status: res.status, type: res.headers['content-type'], body: res.text };
}

describe('res.send(string) after res.set("Content-Type", ...), against Express 5.3', () => {
  it.each([
    ['text/plain; foo', 'text/plain; charset=utf-8'],
    ['text/plain; foo; bar=1', 'text/plain; bar=1; charset=utf-8'],
    ['text/plain; bar=1; foo', 'text/plain; bar=1; charset=utf-8'],
    ['text/plain; charset=latin1; format=flowed', 'text/plain; charset=utf-8; format=flowed'],
    ['text/plain; format=flowed; CHARSET=latin1', 'text/plain; format=flowed; charset=utf-8'],
    ['TEXT/Plain; Foo=Bar', 'text/plain; foo=Bar; charset=utf-8'],
    ['text/plain; a=1; a=2', 'text/plain; a=1; charset=utf-8'],
    ['text/plain; x=bar baz', 'text/plain; x="bar baz"; charset=utf-8'],
    ['text/plain; x=', 'text/plain; x=""; charset=utf-8'],
    ['text/plain; x=a"b', 'text/plain; x="a\\"b"; charset=utf-8'],
    ['text/plain; x=(y)', 'text/plain; x="(y)"; charset=utf-8'],
    ['text/plain; x="unterminated; y=2', 'text/plain; charset=utf-8'],
    ['text/plain; x="a;b"; y=2', 'text/plain; x="a;b"; y=2; charset=utf-8'],
    ['text/plain;;', 'text/plain; charset=utf-8'],
    [' text/plain ', 'text/plain; charset=utf-8'],
    ['application/vnd.api+json', 'application/vnd.api+json; charset=utf-8'],
  ])('%j → %j', async (type, expected) => {
    const [a, b] = await Promise.all([answer(theirs, type), answer(ours, type)]);
    expect(b).toEqual(a);
    expect(b).toEqual({ status: 200, type: expected, body: 'x' });
  });

  it.each([
    ['text/ plain', 'Invalid type: text/ plain'],
    ['a/b/c', 'Invalid type: a/b/c'],
    ['text/plain, text/html', 'Invalid type: text/plain, text/html'],
    ['text/plain; f@o=1', 'Invalid parameter name: f@o'],
  ])('%j cannot be written back: a TypeError and a 500 on both', async (type, message) => {
    const [a, b] = await Promise.all([answer(theirs, type), answer(ours, type)]);
    expect(b).toEqual(a);
    expect(b).toEqual({ status: 500, type: 'text/plain; charset=utf-8', body: `TypeError: ${message}` });
    expect(errors.baton.at(-1)).toMatchObject({ code: 'BATON_INVALID_CONTENT_TYPE', status: 500 });
  });
});
