// A second next() from one handler goes on from wherever the chain has got to, as in Express 5.
// connect-timeout depends on it: it calls next() at once and next(err) from a timer when the
// request takes too long, and the app's error handler answers 503. Same apps on both, compared
// on status, the relevant headers and the body.
import type { RequestListener } from 'node:http';
import { request, serve, type TestServer } from '@batonjs/test-utils';
import timeout from 'connect-timeout';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp, type NextFunction, type Request, type Response } from '../src/index.js';

const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

interface AppLike {
  use(...args: unknown[]): unknown;
  get(path: string, ...handlers: unknown[]): unknown;
  set(setting: string, value: unknown): unknown;
}

/** Builds the same app on Express and on Baton, serves both, and answers `path` from each. */
async function onBoth(build: (app: AppLike) => void, path: string) {
  const theirs = express() as unknown as AppLike;
  const ours = createApp() as unknown as AppLike;
  const answers = [];
  for (const app of [theirs, ours]) {
    app.set('env', 'production');
    build(app);
    const srv = await serve(app as unknown as RequestListener);
    servers.push(srv);
    const res = await request(srv.origin + path);
    answers.push({ status: res.status, type: res.headers['content-type'], body: res.text });
  }
  const [a, b] = answers;
  return { express: a, baton: b };
}

/** An error handler of the app's own: status from the error, its message as text. */
function errorHandler(err: { status?: number; message: string }, _req: Request, res: Response, _next: NextFunction) {
  res
    .status(err.status ?? 500)
    .type('txt')
    .send(`${err.status ?? 500} ${err.message}`);
}

describe('a second next() from one handler', () => {
  it('connect-timeout: a slow route ends in the error handler with 503', async () => {
    const result = await onBoth((app) => {
      app.use(timeout('50ms'));
      app.get('/slow', (_req: Request, res: Response) => {
        setTimeout(() => {
          if (!res.headersSent) res.send('too late');
        }, 300);
      });
      app.use(errorHandler);
    }, '/slow');
    expect(result.baton).toEqual(result.express);
    expect(result.baton).toMatchObject({ status: 503, body: '503 Response timeout' });
  });

  it('connect-timeout: a slow route with no error handler reaches the final handler', async () => {
    const result = await onBoth((app) => {
      app.use(timeout('50ms'));
      app.get('/slow', () => undefined);
    }, '/slow');
    expect(result.baton).toEqual(result.express);
    expect(result.baton?.status).toBe(503);
  });

  it('connect-timeout: a fast route is not disturbed', async () => {
    const result = await onBoth((app) => {
      app.use(timeout('200ms'));
      app.get('/fast', (_req: Request, res: Response) => res.send('fast'));
      app.use(errorHandler);
    }, '/fast');
    expect(result.baton).toEqual(result.express);
    expect(result.baton).toMatchObject({ status: 200, body: 'fast' });
  });

  it('a route handler calling next() then next(err) reaches the error handlers after the chain', async () => {
    const result = await onBoth((app) => {
      app.get('/twice', (_req: Request, _res: Response, next: NextFunction) => {
        next();
        setTimeout(() => next(Object.assign(new Error('later'), { status: 504 })), 20);
      });
      app.get('/twice', () => undefined);
      app.use(errorHandler);
    }, '/twice');
    expect(result.baton).toEqual(result.express);
    expect(result.baton).toMatchObject({ status: 504, body: '504 later' });
  });

  it('middleware calling next() twice in a row runs what follows as Express does', async () => {
    const result = await onBoth((app) => {
      const seen: string[] = [];
      app.use((_req: Request, _res: Response, next: NextFunction) => {
        next();
        next();
      });
      app.use((_req: Request, _res: Response, next: NextFunction) => {
        seen.push('second');
        next();
      });
      app.get('/', (_req: Request, res: Response) => {
        if (!res.headersSent) res.send(`seen ${seen.length}`);
      });
    }, '/');
    expect(result.baton).toEqual(result.express);
  });
});
