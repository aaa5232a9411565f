// `router.listRoutes()` (Express 5.3, router 2.3) on the same routers built with Baton and with
// Express: the same entries, in the same order, with the same paths and methods; a mounted router
// is given as itself.
import express from 'express';
import { describe, expect, it } from 'vitest';
import { createApp, Router } from '../src/index.js';

type Handler = (req: unknown, res: unknown, next: (err?: unknown) => void) => void;
type Listed = { path: string | RegExp; methods: string[] | undefined; router: unknown };
type AnyRouter = {
  use(...args: unknown[]): unknown;
  route(path: unknown): { get(h: Handler): unknown };
  listRoutes(): Listed[];
  [method: string]: unknown;
};
type Verb = (path: unknown, ...handlers: Handler[]) => unknown;

const noop: Handler = (_req, _res, next) => next();

/** Registers the same routes on `router`; `makeRouter` makes the mounted one. Returns it. */
function build(router: AnyRouter, makeRouter: () => AnyRouter): AnyRouter {
  const verb = (name: string) => (router[name] as Verb).bind(router);
  router.use(noop);
  verb('get')('/users', noop);
  verb('post')('/users', noop);
  verb('put')('/users/:id', noop);
  verb('get')('/users/:id', noop);
  verb('all')('/any', noop);
  verb('get')('/any', noop);
  verb('head')('/explicit-head', noop);
  verb('get')('/explicit-head', noop);
  verb('get')(['/a', ['/b', /^\/c$/]], noop);
  verb('delete')(/^\/re\/(\d+)$/, noop);
  router.route('/empty');
  router.use('/mw', noop);
  const api = makeRouter();
  (api.get as Verb).call(api, '/inner', noop);
  router.use('/api', api);
  router.use(['/v1', '/v2'], api);
  return api;
}

/** What both frameworks must agree on: the mounted router stands in as a marker. */
function comparable(list: Listed[], api: unknown): unknown[] {
  return list.map((entry) => ({ ...entry, router: entry.router === api ? 'api' : entry.router }));
}

describe('router.listRoutes, against Express 5.3', () => {
  it('lists routes and mounted routers as Express does', () => {
    const ours = Router() as unknown as AnyRouter;
    const theirs = express.Router() as unknown as AnyRouter;
    const ourApi = build(ours, () => Router() as unknown as AnyRouter);
    const theirApi = build(theirs, () => express.Router() as unknown as AnyRouter);
    const expected = comparable(theirs.listRoutes(), theirApi);
    expect(comparable(ours.listRoutes(), ourApi)).toEqual(expected);
    expect(expected).toEqual([
      { path: '/users', methods: ['GET', 'HEAD'], router: undefined },
      { path: '/users', methods: ['POST'], router: undefined },
      { path: '/users/:id', methods: ['PUT'], router: undefined },
      { path: '/users/:id', methods: ['GET', 'HEAD'], router: undefined },
      { path: '/any', methods: ['*'], router: undefined },
      { path: '/any', methods: ['GET', 'HEAD'], router: undefined },
      { path: '/explicit-head', methods: ['HEAD'], router: undefined },
      { path: '/explicit-head', methods: ['GET', 'HEAD'], router: undefined },
      { path: '/a', methods: ['GET', 'HEAD'], router: undefined },
      { path: '/b', methods: ['GET', 'HEAD'], router: undefined },
      { path: /^\/c$/, methods: ['GET', 'HEAD'], router: undefined },
      { path: /^\/re\/(\d+)$/, methods: ['DELETE'], router: undefined },
      { path: '/empty', methods: [], router: undefined },
      { path: '/api', methods: undefined, router: 'api' },
      { path: '/v1', methods: undefined, router: 'api' },
      { path: '/v2', methods: undefined, router: 'api' },
    ]);
    expect(ourApi.listRoutes()).toEqual([{ path: '/inner', methods: ['GET', 'HEAD'], router: undefined }]);
  });

  it('one route with several methods lists them in first-registration order, with all() as *', () => {
    for (const make of [() => Router(), () => express.Router()]) {
      const router = make() as unknown as AnyRouter;
      const route = router.route('/r') as unknown as Record<string, (h: Handler) => unknown>;
      route.post?.(noop);
      route.all?.(noop);
      route.get?.(noop);
      route.post?.(noop);
      expect(router.listRoutes()).toEqual([{ path: '/r', methods: ['POST', '*', 'GET', 'HEAD'], router: undefined }]);
    }
  });

  it("an app's router lists its routes; a mounted app is not listed (Express wraps it without a stack)", () => {
    const app = createApp();
    const sub = createApp();
    sub.get('/in-sub', noop);
    app.get('/top', noop);
    app.use('/sub', sub);
    const theirs = express();
    const theirSub = express();
    theirSub.get('/in-sub', noop);
    theirs.get('/top', noop);
    theirs.use('/sub', theirSub);
    const expected = (theirs.router as unknown as AnyRouter).listRoutes();
    expect(app.router.listRoutes()).toEqual(expected);
    expect(expected).toEqual([{ path: '/top', methods: ['GET', 'HEAD'], router: undefined }]);
  });

  it('each call and each entry of an array path gets its own methods array', () => {
    const router = Router();
    router.get(['/a', '/b'], noop);
    const [a, b] = router.listRoutes();
    a?.methods?.push('PATCH');
    expect(b?.methods).toEqual(['GET', 'HEAD']);
    expect(router.listRoutes()[0]?.methods).toEqual(['GET', 'HEAD']);
  });
});
