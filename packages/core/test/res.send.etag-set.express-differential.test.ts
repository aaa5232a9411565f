// res.send with an ETag header the app set before it: Express 5.3 generates its own tag unless the
// header holds a truthy value (`!res.get('ETag')`), so an empty string or a number 0 set through
// node's setHeader is replaced, and a real tag is kept. Both answers are compared, and a
// conditional GET with the tag each sent.
import type { RequestListener } from 'node:http';
import { request, serve, type TestServer } from '@batonjs/test-utils';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/index.js';

type Res = { setHeader(name: string, value: string | number): unknown; send(body: string): unknown };
type AppLike = { get(path: string, handler: (req: unknown, res: Res) => void): unknown };

const preset: Record<string, string | number | undefined> = {
  none: undefined,
  empty: '',
  zero: 0,
  mine: '"mine"',
};

function build(app: AppLike): AppLike {
  for (const [name, value] of Object.entries(preset)) {
    app.get(`/${name}`, (_req, res) => {
      if (value !== undefined) res.setHeader('ETag', value);
      res.send('some body');
    });
  }
  return app;
}

let theirs: TestServer;
let ours: TestServer;

beforeAll(async () => {
  theirs = await serve(build(express() as unknown as AppLike) as unknown as RequestListener);
  ours = await serve(build(createApp() as unknown as AppLike) as unknown as RequestListener);
});
afterAll(async () => {
  await Promise.all([theirs.close(), ours.close()]);
});

async function answer(server: TestServer, path: string, ifNoneMatch?: string) {
  const res = await request(`${server.origin}${path}`, {
    headers: ifNoneMatch === undefined ? {} : { 'if-none-match': ifNoneMatch },
  });
  const etag = res.headers.etag;
  return { status: res.status, etag: typeof etag === 'string' ? etag : undefined, body: res.text };
}

describe('res.send after the app set an ETag header, against Express 5.3', () => {
  it.each(Object.keys(preset))('%s: the same tag, and the same 304 for it', async (name) => {
    const [a, b] = await Promise.all([answer(theirs, `/${name}`), answer(ours, `/${name}`)]);
    expect(b).toEqual(a);
    expect(b.status).toBe(200);
    expect(b.body).toBe('some body');
    if (name === 'mine') expect(b.etag).toBe('"mine"');
    else expect(b.etag).toMatch(/^W\/"[0-9a-f]+-[A-Za-z0-9+/_-]+"$/);
    const [c, d] = await Promise.all([answer(theirs, `/${name}`, a.etag), answer(ours, `/${name}`, b.etag)]);
    expect(d).toEqual(c);
    expect(d).toEqual({ status: 304, etag: b.etag, body: '' });
  });
});
