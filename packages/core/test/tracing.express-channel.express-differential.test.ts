// The `express.router.request` TracingChannel, Baton against Express 5.3 (router 2.3): the same
// app built in both, served on real sockets, the same requests; every event either publishes is
// written down per request (phase, layer name, route, param, errorHandler, the incoming error, the
// error and result as they are at that moment) and both must write the same lines in the same
// order, and answer the same. The apps cover what the channel's rules are about: sync and async
// handlers, next(err), throws and rejections (falsy ones too), routing signals, error handlers that
// recover, pass on or replace an error, param callbacks (sync, async, failing, cached), nested
// routers, a mounted app, arrays of paths and RegExp paths.
import { tracingChannel } from 'node:diagnostics_channel';
import { createServer, type RequestListener } from 'node:http';
import { request, serve, type TestServer } from '@batonjs/test-utils';
import express from 'express';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type ExpressRouterContext, Router } from '../src/index.js';

type Next = (err?: unknown) => void;
type Req = { params: Record<string, string>; url: string };
type Res = { statusCode: number; end(body?: string): unknown };
type Handler = (req: Req, res: Res, next: Next) => unknown;
type ErrorHandler = (err: unknown, req: Req, res: Res, next: Next) => unknown;
type ParamHandler = (req: Req, res: Res, next: Next, value: string, name: string) => unknown;
/** What both frameworks' apps and routers offer these scenarios. */
interface Stack {
  use(...args: unknown[]): unknown;
  get(...args: unknown[]): unknown;
  param(name: string, fn: ParamHandler): unknown;
}
interface Kit {
  readonly app: Stack;
  router(options?: { mergeParams?: boolean }): Stack;
  subApp(): Stack;
}

const channel = tracingChannel<unknown, ExpressRouterContext>('express.router.request');

/** An error, result or incoming error as a line shows it. */
function describeValue(value: unknown): string {
  if (value instanceof Error) return `Error(${value.message})`;
  if (typeof value === 'object' && value !== null) return 'object';
  if (typeof value === 'function') return 'function';
  return JSON.stringify(value) ?? 'undefined';
}

function line(phase: string, ctx: ExpressRouterContext): string {
  const parts = [phase, ctx.layer.name, `route=${String(ctx.route)}`];
  if (ctx.handler !== ctx.layer.handle) parts.push(`handler=${ctx.handler.name}`);
  if ('param' in ctx) parts.push(`param=${ctx.param}`);
  if ('errorHandler' in ctx) parts.push(`errorHandler=${String(ctx.errorHandler)}`);
  if ('incomingError' in ctx) parts.push(`incoming=${describeValue(ctx.incomingError)}`);
  if ('error' in ctx) parts.push(`error=${describeValue(ctx.error)}`);
  if ('result' in ctx) parts.push(`result=${describeValue(ctx.result)}`);
  return parts.join(' ');
}

const byRequest = new Map<unknown, string[]>();
const record = (phase: string) => (message: unknown) => {
  const ctx = message as ExpressRouterContext;
  const lines = byRequest.get(ctx.req) ?? [];
  lines.push(line(phase, ctx));
  byRequest.set(ctx.req, lines);
};
const subscriber = {
  start: record('start'),
  end: record('end'),
  asyncStart: record('asyncStart'),
  asyncEnd: record('asyncEnd'),
  error: record('error'),
};

/** Lets promises settle and deferred steps run, so that a request's last events are in. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

function ok(body: string): Handler {
  return (_req, res) => {
    res.statusCode = 200;
    res.end(body);
  };
}

/** Each scenario: the app (built the same way in both) and the requests to send it. */
interface Scenario {
  readonly name: string;
  build(kit: Kit): void;
  readonly paths: readonly string[];
}

const scenarios: readonly Scenario[] = [
  {
    name: 'middleware and a route handler, named and anonymous',
    build({ app }) {
      app.use(function first(_req: Req, _res: Res, next: Next) {
        next();
      });
      app.use((_req: Req, _res: Res, next: Next) => {
        next();
      });
      app.use('/users', function underUsers(_req: Req, _res: Res, next: Next) {
        next();
      });
      app.get('/users/:id', function readUser(req: Req, res: Res) {
        res.statusCode = 200;
        res.end(`user ${req.params.id}`);
        return 'returned';
      });
    },
    paths: ['/users/7', '/nothing'],
  },
  {
    name: 'next(err) to error handlers that answer, pass on, replace or recover',
    build({ app }) {
      app.get('/answer', function fails(_req: Req, _res: Res, next: Next) {
        next(new Error('boom'));
      });
      app.get('/pass', function failsToo(_req: Req, _res: Res, next: Next) {
        next(new Error('passed'));
      });
      app.get('/replace', function failsAgain(_req: Req, _res: Res, next: Next) {
        next(new Error('first'));
      });
      app.get('/recover', function failsOnce(_req: Req, _res: Res, next: Next) {
        next(new Error('recovered'));
      });
      const shared = new Error('shared');
      app.get('/again', function failsShared(_req: Req, _res: Res, next: Next) {
        next(shared);
      });
      app.use(function decides(err: unknown, req: Req, res: Res, next: Next) {
        if (req.url === '/answer') {
          res.statusCode = 500;
          res.end('answered');
        } else if (req.url === '/pass') next(err);
        else if (req.url === '/replace') next(new Error('second'));
        else if (req.url === '/again') next();
        else next();
      } as ErrorHandler);
      app.use(function afterRecovery(req: Req, _res: Res, next: Next) {
        // The same error object passed on again after an error handler dealt with it: reported again.
        if (req.url === '/again') next(shared);
        else next();
      });
      app.use(ok('recovered'));
    },
    paths: ['/answer', '/pass', '/replace', '/recover', '/again'],
  },
  {
    name: 'throws: an Error, the routing signals, from middleware and routes',
    build({ app }) {
      app.get('/throw', function throws() {
        throw new Error('sync boom');
      });
      app.get('/route', function throwsRoute() {
        throw 'route';
      });
      app.get('/route', ok('next route'));
      const inner = Router() as unknown as Stack;
      inner.use(function throwsRouter() {
        throw 'router';
      });
      inner.get('/router', ok('unreachable'));
      app.use(inner);
      app.get('/router', ok('after the router'));
      app.use(function reports(err: unknown, _req: Req, res: Res, _next: Next) {
        res.statusCode = 500;
        res.end(describeValue(err));
      } as ErrorHandler);
    },
    paths: ['/throw', '/route', '/router'],
  },
  {
    name: 'promises: resolved with a value, rejected, rejected with nothing, and next() before the promise',
    build({ app }) {
      app.get('/resolve', async function resolves(_req: Req, res: Res) {
        await Promise.resolve();
        res.statusCode = 200;
        res.end('resolved');
        return 42;
      });
      app.get('/reject', async function rejects() {
        await Promise.resolve();
        throw new Error('async boom');
      });
      app.get('/falsy', function rejectsWithNothing() {
        return Promise.reject(undefined);
      });
      app.get('/early', function nextThenPromise(_req: Req, _res: Res, next: Next) {
        next();
        return Promise.resolve('later');
      });
      app.get('/early', ok('after early'));
      app.get('/early-error', function errorThenPromise(_req: Req, _res: Res, next: Next) {
        next(new Error('before the promise'));
        return Promise.resolve('settled');
      });
      app.use(function reports(err: unknown, _req: Req, res: Res, _next: Next) {
        res.statusCode = 500;
        res.end(describeValue(err));
      } as ErrorHandler);
    },
    paths: ['/resolve', '/reject', '/falsy', '/early', '/early-error'],
  },
  {
    name: "next('route') and next('router') are not errors",
    build({ app }) {
      app.get('/skip', function skips(_req: Req, _res: Res, next: Next) {
        next('route');
      });
      app.get('/skip', ok('skipped'));
      const inner = Router() as unknown as Stack;
      inner.use(function leaves(_req: Req, _res: Res, next: Next) {
        next('router');
      });
      app.use('/inner', inner);
      app.use('/inner', ok('left the router'));
    },
    paths: ['/skip', '/inner/x'],
  },
  {
    name: 'param callbacks: sync, async, failing, and cached for a second layer',
    build({ app }) {
      app.param('id', function loadId(_req: Req, _res: Res, next: Next, value: string) {
        if (value === 'bad') next(new Error('bad id'));
        else if (value === 'throw') throw new Error('thrown in param');
        else next();
        return 'param returned';
      });
      app.param('slug', async function loadSlug(_req: Req, _res: Res, next: Next, value: string) {
        await Promise.resolve();
        if (value === 'reject') throw new Error('slug rejected');
        next();
        return value.length;
      });
      // A thenable that settles as soon as `then` is called: its trace still settles after `end`.
      app.param('code', function syncThenable(_req: Req, _res: Res, next: Next) {
        next();
        // biome-ignore lint/suspicious/noThenProperty: the thenable is what this case is about.
        return { then: (resolve: (value: string) => void) => resolve('at once') };
      });
      app.get('/codes/:code', ok('code'));
      app.get('/items/:id', function firstItemLayer(_req: Req, _res: Res, next: Next) {
        next();
      });
      app.get('/items/:id', function secondItemLayer(req: Req, res: Res) {
        res.statusCode = 200;
        res.end(`item ${req.params.id}`);
      });
      app.get('/posts/:slug', function readPost(req: Req, res: Res) {
        res.statusCode = 200;
        res.end(`post ${req.params.slug}`);
      });
      app.use(function reports(err: unknown, _req: Req, res: Res, _next: Next) {
        res.statusCode = 500;
        res.end(describeValue(err));
      } as ErrorHandler);
    },
    paths: ['/items/1', '/items/bad', '/items/throw', '/posts/hello', '/posts/reject', '/codes/x'],
  },
  {
    name: 'nested routers with params, and a mounted app',
    build({ app, router, subApp }) {
      const api = router({ mergeParams: true });
      api.use(function inApi(_req: Req, _res: Res, next: Next) {
        next();
      });
      api.get('/posts/:post', function readNested(req: Req, res: Res) {
        res.statusCode = 200;
        res.end(`${req.params.user}/${req.params.post}`);
      });
      app.use('/users/:user', api);
      const sub = subApp();
      sub.use(function inSubApp(_req: Req, _res: Res, next: Next) {
        next();
      });
      sub.get('/hello', ok('from the sub-app'));
      sub.get('/fail', function subFails(_req: Req, _res: Res, next: Next) {
        next(new Error('sub failed'));
      });
      app.use('/sub', sub);
      app.use(function reports(err: unknown, _req: Req, res: Res, _next: Next) {
        res.statusCode = 500;
        res.end(describeValue(err));
      } as ErrorHandler);
    },
    // A malformed param fails while the inner router matches: reported on the router's own call.
    paths: ['/users/ann/posts/1', '/sub/hello', '/sub/fail', '/users/ann/posts/%E0%A4%A'],
  },
  {
    name: 'arrays of paths and RegExp paths',
    build({ app }) {
      app.use(['/a', '/b'], function eitherPrefix(_req: Req, _res: Res, next: Next) {
        next();
      });
      app.get(['/a/x', ['/b/:y']], function eitherRoute(_req: Req, res: Res) {
        res.statusCode = 200;
        res.end('either');
      });
      app.use(/^\/re/, function byRegExp(_req: Req, _res: Res, next: Next) {
        next();
      });
      app.get(/^\/re(\d+)$/, function regExpRoute(req: Req, res: Res) {
        res.statusCode = 200;
        res.end(`re ${req.params[0]}`);
      });
    },
    paths: ['/a/x', '/b/2', '/re12'],
  },
];

interface Served {
  readonly express: TestServer;
  readonly baton: TestServer;
}

function build(scenario: Scenario): Promise<Served> | Served {
  const expressApp = express();
  scenario.build({
    app: expressApp as unknown as Stack,
    router: (options) => express.Router(options) as unknown as Stack,
    subApp: () => express() as unknown as Stack,
  });
  const batonApp = createApp();
  scenario.build({
    app: batonApp as unknown as Stack,
    router: (options) => Router(options) as unknown as Stack,
    subApp: () => createApp() as unknown as Stack,
  });
  return Promise.all([
    serve(expressApp as unknown as RequestListener, createServer(expressApp as unknown as RequestListener)),
    serve(batonApp as unknown as RequestListener),
  ]).then(([e, b]) => ({ express: e, baton: b }));
}

/** One request to one server: its status and body, and the lines its events wrote. */
async function traced(origin: string, path: string): Promise<{ answer: string; lines: string[] }> {
  const before = new Set(byRequest.keys());
  const res = await request(`${origin}${path}`);
  await settle();
  const fresh = [...byRequest.keys()].filter((key) => !before.has(key));
  expect(fresh.length).toBeLessThanOrEqual(1);
  // The default error page shows a stack in development: its paths differ, its status does not.
  const body = res.text.startsWith('<!DOCTYPE html>') ? '(error page)' : res.text;
  return { answer: `${res.status} ${body}`, lines: fresh.length === 0 ? [] : (byRequest.get(fresh[0]) ?? []) };
}

describe('express.router.request, Baton against Express 5.3', () => {
  beforeAll(() => channel.subscribe(subscriber));
  afterAll(() => channel.unsubscribe(subscriber));
  let served: Served | undefined;
  afterEach(async () => {
    await served?.express.close();
    await served?.baton.close();
    served = undefined;
    byRequest.clear();
  });

  for (const scenario of scenarios) {
    it(scenario.name, async () => {
      served = await build(scenario);
      for (const path of scenario.paths) {
        const theirs = await traced(served.express.origin, path);
        const ours = await traced(served.baton.origin, path);
        expect(theirs.lines.length, `Express published nothing for ${path}`).toBeGreaterThan(0);
        expect({ path, ...ours }).toEqual({ path, ...theirs });
      }
    });
  }
});
