// What Baton's `express.router.request` publishing adds to what the differential test pins against
// Express: the gate (any of the five channels, nothing on req without a listener), both channels
// listened to at once, `req.next` staying the function a handler got, and an error reported once
// across a Baton app and an Express router mounted in it.
import { type TracingChannelSubscribers, tracingChannel } from 'node:diagnostics_channel';
import { request, serve, type TestServer } from '@batonjs/test-utils';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createApp,
  type ExpressRouterContext,
  type HandlerMessage,
  type NextFunction,
  type Request,
  type Response,
} from '../src/index.js';

const expressChannel = tracingChannel<unknown, ExpressRouterContext>('express.router.request');
const handlerChannel = tracingChannel<unknown, HandlerMessage>('baton.handler');
const published = Symbol.for('router.tracing.publishedErrors');

let srv: TestServer | undefined;
const cleanups: Array<() => void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  await srv?.close();
  srv = undefined;
});

/** Subscribes `handlers` (any of the five) to `channel` until the test ends. */
function listen<T extends object>(channel: ReturnType<typeof tracingChannel<unknown, T>>, handlers: object): void {
  const subscribers = handlers as TracingChannelSubscribers<T>;
  channel.subscribe(subscribers);
  cleanups.push(() => channel.unsubscribe(subscribers));
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

function failingApp() {
  const app = createApp();
  app.get('/fail', function fails(req: Request, res: Response, next: NextFunction) {
    res.setHeader('x-error-key', String(Object.getOwnPropertySymbols(req).includes(published)));
    next(new Error('failed'));
  });
  app.use(function answers(err: Error, req: Request, res: Response, _next: NextFunction) {
    res.status(502).json({ message: err.message, seen: Object.getOwnPropertySymbols(req).includes(published) });
  });
  return app;
}

describe('express.router.request in Baton', () => {
  it('publishes nothing and puts nothing on req while nobody listens', async () => {
    srv = await serve(failingApp());
    const res = await request(`${srv.origin}/fail`);
    expect(res.status).toBe(502);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual({ message: 'failed', seen: false });
  });

  it('publishes to a subscriber of `error` alone, as Express asks all five channels', async () => {
    const errors: unknown[] = [];
    listen(expressChannel, { error: (ctx: ExpressRouterContext) => errors.push([ctx.layer.name, ctx.error]) });
    srv = await serve(failingApp());
    const res = await request(`${srv.origin}/fail`);
    await settle();
    expect(res.status).toBe(502);
    expect(res.json()).toEqual({ message: 'failed', seen: true });
    expect(errors).toEqual([['fails', new Error('failed')]]);
  });

  it('runs inside both channels when both are listened to, baton.handler outside', async () => {
    const order: string[] = [];
    listen(expressChannel, {
      start: (ctx: ExpressRouterContext) => order.push(`express start ${ctx.layer.name}`),
      end: (ctx: ExpressRouterContext) => order.push(`express end ${ctx.layer.name}`),
      error: (ctx: ExpressRouterContext) => order.push(`express error ${String(ctx.error)}`),
    });
    listen(handlerChannel, {
      start: (m: HandlerMessage) => order.push(`baton start ${m.name}`),
      end: (m: HandlerMessage) => order.push(`baton end ${m.name}`),
      error: (m: HandlerMessage) => order.push(`baton error ${String(m.error)}`),
    });
    srv = await serve(failingApp());
    const res = await request(`${srv.origin}/fail`);
    await settle();
    expect(res.status).toBe(502);
    expect(res.json()).toEqual({ message: 'failed', seen: true });
    expect(order).toEqual([
      'baton start fails',
      'express start fails',
      'express error Error: failed',
      'baton error Error: failed',
      'baton start answers',
      'express start answers',
      'express end answers',
      'baton end answers',
      'express end fails',
      'baton end fails',
    ]);
  });

  it('keeps req.next the very function a traced middleware was given', async () => {
    listen(expressChannel, { start: () => undefined });
    const app = createApp();
    app.use((req: Request, res: Response, next: NextFunction) => {
      res.setHeader('x-same-next', String(req.next === next));
      next();
    });
    app.get('/', (_req: Request, res: Response) => {
      res.send('ok');
    });
    srv = await serve(app);
    const res = await request(`${srv.origin}/`);
    expect(res.status).toBe(200);
    expect(res.headers['x-same-next']).toBe('true');
    expect(res.text).toBe('ok');
  });

  it('reports an error once across an Express router mounted in a Baton app', async () => {
    const errors: string[] = [];
    listen(expressChannel, {
      start: () => undefined,
      error: (ctx: ExpressRouterContext) => errors.push(`${ctx.layer.name}: ${String(ctx.error)}`),
    });
    const legacy = express.Router();
    legacy.get('/old', function oldFails(_req, _res, next) {
      next(new Error('from express'));
    });
    const app = createApp();
    app.use(function passesOn(_req: Request, _res: Response, next: NextFunction) {
      next();
    });
    app.use('/legacy', legacy);
    app.use(function rethrows(err: unknown, _req: Request, _res: Response, next: NextFunction) {
      next(err);
    });
    app.use(function answers(err: Error, _req: Request, res: Response, _next: NextFunction) {
      res.status(500).send(err.message);
    });
    srv = await serve(app);
    const res = await request(`${srv.origin}/legacy/old`);
    await settle();
    expect(res.status).toBe(500);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text).toBe('from express');
    expect(errors).toEqual(['oldFails: Error: from express']);
  });
});
