// Editing `router.stack` as an array (removing a route, moving a layer, replacing the array), as apps,
// test suites and hot-reloaders do with Express: the router serves what the stack now holds, on
// Express 5.3 and on Baton alike, including after the paths were already looked up once (the
// candidate index and its cache must not serve a removed layer).
import type { RequestListener } from 'node:http';
import { request, serve, type TestServer } from '@batonjs/test-utils';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp, Router } from '../src/index.js';

type Next = (err?: unknown) => void;
type Res = { set(name: string, value: string): Res; send(body: string): unknown };
type LayerLike = { name: string; route?: { path: unknown } };
type RouterLike = {
  stack: LayerLike[];
  use(...args: unknown[]): unknown;
  get(...args: unknown[]): unknown;
};
type AppLike = RouterLike & { router: RouterLike };

const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

const send = (body: string) => (_req: unknown, res: Res) => res.send(body);

/** The app each case starts from: two middleware, three routes, a mounted router. */
function build(app: AppLike, makeRouter: () => RouterLike): void {
  app.use(function tagAll(_req: unknown, res: Res, next: Next) {
    res.set('X-Tag', 'all');
    next();
  });
  app.use(function tagMore(_req: unknown, res: Res, next: Next) {
    res.set('X-More', 'yes');
    next();
  });
  app.get('/old', send('old route'));
  app.get('/users/:id', send('user'));
  app.get('/shadow', send('first'));
  app.get('/shadow', send('second'));
  const api = makeRouter();
  api.get('/a', send('api a'));
  api.get('/b', send('api b'));
  app.use('/api', api);
}

const byRoute = (path: string) => (layer: LayerLike) => layer.route?.path === path;
const byName = (name: string) => (layer: LayerLike) => layer.name === name;

const edits: Array<[string, (app: AppLike) => void]> = [
  [
    'splice a route out',
    (app) => {
      app.router.stack.splice(app.router.stack.findIndex(byRoute('/old')), 1);
    },
  ],
  [
    'splice a middleware out',
    (app) => {
      app.router.stack.splice(app.router.stack.findIndex(byName('tagMore')), 1);
    },
  ],
  [
    'splice one route in place of another (same length)',
    (app) => {
      const stack = app.router.stack;
      const second = stack.findLastIndex(byRoute('/shadow'));
      const [layer] = stack.splice(second, 1);
      stack.splice(stack.findIndex(byRoute('/shadow')), 1, layer as LayerLike);
    },
  ],
  [
    'move the last layer to the front',
    (app) => {
      app.router.stack.unshift(app.router.stack.pop() as LayerLike);
    },
  ],
  [
    'reverse the stack',
    (app) => {
      app.router.stack.reverse();
    },
  ],
  [
    'assign a filtered array',
    (app) => {
      app.router.stack = app.router.stack.filter((layer) => !byRoute('/users/:id')(layer));
    },
  ],
  [
    'empty it with length = 0',
    (app) => {
      app.router.stack.length = 0;
    },
  ],
  [
    "splice a mounted router's route",
    (app) => {
      const mounted = app.router.stack.find(byName('router')) as unknown as { handle: RouterLike };
      mounted.handle.stack.splice(mounted.handle.stack.findIndex(byRoute('/a')), 1);
    },
  ],
];

const paths = ['/old', '/users/7', '/shadow', '/api/a', '/api/b', '/nothing'];

async function answers(server: TestServer) {
  const out: Array<{ path: string; status: number; tag: unknown; more: unknown; body: string }> = [];
  for (const path of paths) {
    const res = await request(server.origin + path);
    out.push({ path, status: res.status, tag: res.headers['x-tag'], more: res.headers['x-more'], body: res.text });
  }
  return out;
}

describe('router.stack edits, against Express 5.3', () => {
  it.each(edits)('%s: the same answers after the edit, lookups warmed before it', async (_name, edit) => {
    const theirs = express() as unknown as AppLike;
    const ours = createApp() as unknown as AppLike;
    build(theirs, () => express.Router() as unknown as RouterLike);
    build(ours, () => Router() as unknown as RouterLike);
    const a = await serve(theirs as unknown as RequestListener);
    const b = await serve(ours as unknown as RequestListener);
    servers.push(a, b);
    expect(await answers(b)).toEqual(await answers(a));
    edit(theirs);
    edit(ours);
    const after = await answers(b);
    expect(after).toEqual(await answers(a));
  });

  it('a removed route is never served again', async () => {
    const app = createApp() as unknown as AppLike;
    build(app, () => Router() as unknown as RouterLike);
    const server = await serve(app as unknown as RequestListener);
    servers.push(server);
    expect((await request(`${server.origin}/old`)).text).toBe('old route');
    app.router.stack.splice(app.router.stack.findIndex(byRoute('/old')), 1);
    const res = await request(`${server.origin}/old`);
    expect(res.status).toBe(404);
    expect(res.headers['x-tag']).toBe('all');
    expect(res.text).toContain('Cannot GET /old');
  });

  it('a layer that removes itself mid-request: the chain goes on as Express`s does', async () => {
    const make = (app: AppLike) => {
      app.use(function once(_req: unknown, res: Res, next: Next) {
        res.set('X-Once', 'ran');
        app.router.stack.splice(app.router.stack.findIndex(byName('once')), 1);
        next();
      });
      app.use(function skippedBecauseItMoved(_req: unknown, res: Res, next: Next) {
        res.set('X-Moved', 'ran');
        next();
      });
      app.get('/', send('end'));
    };
    const theirs = express() as unknown as AppLike;
    const ours = createApp() as unknown as AppLike;
    make(theirs);
    make(ours);
    const a = await serve(theirs as unknown as RequestListener);
    const b = await serve(ours as unknown as RequestListener);
    servers.push(a, b);
    for (let i = 0; i < 2; i++) {
      const [x, y] = await Promise.all([request(`${a.origin}/`), request(`${b.origin}/`)]);
      const seen = (r: typeof x) => ({
        status: r.status,
        once: r.headers['x-once'],
        moved: r.headers['x-moved'],
        body: r.text,
      });
      expect(seen(y)).toEqual(seen(x));
    }
  });

  it('refuses loudly what is not a layer the router made', () => {
    const app = createApp() as unknown as AppLike;
    app.get('/', send('x'));
    const notALayer = { name: 'fake', handle: () => undefined } as unknown as LayerLike;
    const refused = expect.objectContaining({ name: 'TypeError', code: 'BATON_INVALID_LAYER' });
    expect(() => app.router.stack.push(notALayer)).toThrow(refused);
    expect(() => {
      app.router.stack[0] = notALayer;
    }).toThrow(refused);
    expect(() => {
      app.router.stack = [notALayer];
    }).toThrow(refused);
    expect(app.router.stack).toHaveLength(1);
  });
});
