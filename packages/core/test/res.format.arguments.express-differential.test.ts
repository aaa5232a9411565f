// res.format() calls the chosen handler, and `default`, with (req, res, next) as Express 5.3 does:
// in middleware `next` is the very function the middleware was given (Express's own res.format
// tests assert `c === next`); in a route handler it is req.next, the router's next.
import type { RequestListener } from 'node:http';
import { request, serve, type TestServer } from '@batonjs/test-utils';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../src/index.js';

type Req = { next?: unknown };
type Res = {
  format(handlers: Record<string, (a: unknown, b: unknown, c: unknown) => void>): unknown;
  json(body: unknown): unknown;
  status(code: number): Res;
  send(body: unknown): unknown;
};
type Next = (err?: unknown) => void;
type AppLike = {
  use(...args: unknown[]): unknown;
  get(...args: unknown[]): unknown;
};

const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

/** What the handler saw, as the client can read it. */
function seen(req: Req, res: Res, next: Next, a: unknown, b: unknown, c: unknown) {
  return { req: a === req, res: b === res, next: c === next, reqNext: c === req.next, callable: typeof c };
}

function build(app: AppLike): void {
  app.use('/mw', (req: Req, res: Res, next: Next) => {
    res.format({
      json: (a, b, c) => res.json({ chosen: seen(req, res, next, a, b, c) }),
      default: (a, b, c) => res.json({ default: seen(req, res, next, a, b, c) }),
    });
  });
  app.get('/route', (req: Req, res: Res, next: Next) => {
    res.format({ json: (a, b, c) => res.json(seen(req, res, next, a, b, c)) });
  });
  // The `next` given goes on with the chain, and takes an error.
  app.use('/continue', (_req: Req, res: Res) => {
    res.format({ json: (_a, _b, c) => (c as Next)(), default: (_a, _b, c) => (c as Next)(new Error('from default')) });
  });
  app.use('/continue', (_req: Req, res: Res) => res.status(200).send('after format'));
  app.use((err: Error, _req: Req, res: Res, _next: Next) => res.status(500).send(`error: ${err.message}`));
}

async function both(path: string, accept: string) {
  const theirs = express();
  build(theirs as unknown as AppLike);
  const ours = createApp();
  build(ours as unknown as AppLike);
  const a = await serve(theirs as unknown as RequestListener);
  const b = await serve(ours as unknown as RequestListener);
  servers.push(a, b);
  const [x, y] = await Promise.all([
    request(a.origin + path, { headers: { accept } }),
    request(b.origin + path, { headers: { accept } }),
  ]);
  return {
    express: { status: x.status, type: x.headers['content-type'], body: x.text },
    baton: { status: y.status, type: y.headers['content-type'], body: y.text },
  };
}

describe('res.format() handler arguments, against Express 5.3', () => {
  it.each([
    ['the chosen handler in middleware', '/mw', 'application/json'],
    ['default in middleware', '/mw', 'image/png'],
    ['the chosen handler in a route', '/route', 'application/json'],
    ['next() from the chosen handler', '/continue', 'application/json'],
    ['next(err) from default', '/continue', 'image/png'],
  ])('%s', async (_name, path, accept) => {
    const { express: theirs, baton } = await both(path, accept);
    expect(baton).toEqual(theirs);
  });

  it('gives middleware its own next: req, res and next are the handler arguments', async () => {
    const { baton } = await both('/mw', 'application/json');
    expect(baton.status).toBe(200);
    expect(baton.type).toBe('application/json; charset=utf-8');
    expect(JSON.parse(baton.body)).toEqual({
      chosen: { req: true, res: true, next: true, reqNext: true, callable: 'function' },
    });
  });
});
