// A handler that rejects, or throws, a falsy value. Rejections match Express 5.3 exactly
// (`Error('Rejected promise')`); a synchronous throw is the deliberate difference listed in
// docs/express-differences.md: Express carries on down the chain, Baton reports a coded error.
import type { RequestListener } from 'node:http';
import { request, serve, type TestServer } from '@batonjs/test-utils';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../src/index.js';

type Res = { status(code: number): Res; json(body: unknown): unknown };
type AppLike = { get(...args: unknown[]): unknown; use(...args: unknown[]): unknown };

const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

const FALSY: Array<[string, unknown]> = [
  ['undefined', undefined],
  ['null', null],
  ['false', false],
  ['0', 0],
  ['an empty string', ''],
];

function build(app: AppLike, handler: () => unknown): void {
  app.get('/', handler);
  app.get('/', (_req: unknown, res: Res) => res.status(200).json({ reached: 'the next handler' }));
  app.use((err: { message?: string; code?: string; status?: number }, _req: unknown, res: Res, _next: unknown) =>
    res.status(500).json({ error: err instanceof Error, message: err.message, code: err.code, status: err.status }),
  );
}

async function run(app: AppLike, handler: () => unknown) {
  build(app, handler);
  const server = await serve(app as unknown as RequestListener);
  servers.push(server);
  const res = await request(`${server.origin}/`);
  return { status: res.status, type: res.headers['content-type'], body: JSON.parse(res.text) as unknown };
}

describe('a falsy rejection or throw', () => {
  it.each(FALSY)('a promise rejected with %s is Error("Rejected promise"), as in Express 5.3', async (_name, value) => {
    const handler = () => Promise.reject(value);
    const theirs = await run(express() as unknown as AppLike, handler);
    const ours = await run(createApp() as unknown as AppLike, handler);
    expect(ours).toEqual(theirs);
    expect(ours).toEqual({
      status: 500,
      type: 'application/json; charset=utf-8',
      body: { error: true, message: 'Rejected promise' },
    });
  });

  it.each(FALSY)('a synchronous throw of %s is a coded error (Express carries on)', async (name, value) => {
    const handler = () => {
      throw value;
    };
    const theirs = await run(express() as unknown as AppLike, handler);
    expect(theirs).toEqual({
      status: 200,
      type: 'application/json; charset=utf-8',
      body: { reached: 'the next handler' },
    });
    const ours = await run(createApp() as unknown as AppLike, handler);
    expect(ours).toEqual({
      status: 500,
      type: 'application/json; charset=utf-8',
      body: {
        error: true,
        message: `A handler threw ${name} instead of an Error`,
        code: 'BATON_FALSY_THROWN',
        status: 500,
      },
    });
  });
});
