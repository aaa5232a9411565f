import { pathnameOf, protohostOf } from '@batonjs/http';
import { kCurrentLayer } from '../symbols.js';
import type { Router as PublicRouter } from '../types/router.js';
import { runHandler } from './call-handler.js';
import { CandidateIndex } from './candidate-index.js';
import type { MatchedParams, PathArg } from './compile-path.js';
import { guardNext } from './guard-next.js';
import type { NextFunction } from './handler-types.js';
import { Layer } from './layer.js';
import type { LayerIndex } from './layer-index.js';
import { LinearIndex } from './linear-index.js';
import { mergeParams } from './merge-params.js';
import { methods } from './methods.js';
import { methodNotAllowed, sendOptionsResponse } from './options-response.js';
import { type ParamCallback, processParams } from './process-params.js';
import { flattenHandlers, Route, type RoutingRequest, SYNC_LIMIT } from './route.js';
import { useArguments } from './use-arguments.js';

/**
 * Options of `Router()` (Express's, plus `methodNotAllowed`).
 *
 * @example
 * const api = Router({ mergeParams: true, methodNotAllowed: true });
 */
export interface RouterOptions {
  /** '/Foo' and '/foo' are different routes. Default false. */
  readonly caseSensitive?: boolean | undefined;
  /** '/foo' and '/foo/' are different routes. Default false. */
  readonly strict?: boolean | undefined;
  /** Keep the parent router's `req.params` (the child's win on conflicts). Default false. */
  readonly mergeParams?: boolean | undefined;
  /**
   * Beyond Express: when the path matched routes but none for the method, pass on a 405 error
   * with an `Allow` header instead of falling through to 404. Default false.
   */
  readonly methodNotAllowed?: boolean | undefined;
  /** How candidate layers are found: the trie (default) or a linear scan (the reference, for tests). */
  readonly index?: 'candidate' | 'linear' | undefined;
}

const kIndex: unique symbol = Symbol('baton.routerIndex');

type Handlers = ReadonlyArray<unknown>;
type RoutingResponse = { setHeader(name: string, value: string | number): unknown; end(body: string): unknown };

const EMPTY: readonly Layer[] = [];

/** The first candidate at or after stack position `seq` (candidates are sorted by seq). */
function firstFrom(candidates: readonly Layer[], seq: number): number {
  let lo = 0;
  let hi = candidates.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((candidates[mid] as Layer).seq < seq) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The router's behaviour; a router is a function (`router(req, res, next)`) whose prototype is
 * this class's, as in Express, so it can be passed to `app.use` or `http.createServer`.
 */
export class RouterBase {
  declare caseSensitive: boolean;
  declare strict: boolean;
  declare mergeParams: boolean;
  declare methodNotAllowed: boolean;
  declare stack: Layer[];
  declare params: Record<string, ParamCallback[]>;
  declare [kIndex]: LayerIndex;

  /** Adds a layer to the stack and to the index. */
  protected addLayer(layer: Layer): void {
    layer.seq = this.stack.length;
    this.stack.push(layer);
    this[kIndex].add(layer);
  }

  use(...args: Handlers): this {
    const { path, handlers } = useArguments(args);
    for (const fn of flattenHandlers(handlers)) {
      this.addLayer(new Layer(path, { sensitive: this.caseSensitive, strict: false, end: false }, fn));
    }
    return this;
  }

  route(path: PathArg): Route {
    const route = new Route(path);
    const dispatch = (req: RoutingRequest, res: unknown, next: NextFunction): void => route.dispatch(req, res, next);
    this.addLayer(new Layer(path, { sensitive: this.caseSensitive, strict: this.strict, end: true }, dispatch, route));
    return route;
  }

  all(path: PathArg, ...handlers: Handlers): this {
    this.route(path).all(...handlers);
    return this;
  }

  param(name: string, fn: ParamCallback): this {
    if (!name) throw new TypeError('argument name is required');
    if (typeof name !== 'string') throw new TypeError('argument name must be a string');
    if (!fn) throw new TypeError('argument fn is required');
    if (typeof fn !== 'function') throw new TypeError('argument fn must be a function');
    const callbacks = this.params[name] ?? [];
    callbacks.push(fn);
    this.params[name] = callbacks;
    return this;
  }

  /**
   * Runs a request through the stack: Express 5's loop, fed by the candidate index so that only
   * layers that can match are tested. `out` is called when nothing more handles the request.
   */
  handle(req: RoutingRequest, res: unknown, out: NextFunction): void {
    const stack = this.stack;
    const index = this[kIndex];
    const mergeParent = this.mergeParams;
    const paramCallbacks = this.params;
    const hasParamCallbacks = Object.keys(paramCallbacks).length > 0;
    const protohost = protohostOf(req.url ?? '') ?? '';
    const parentUrl = req.baseUrl || '';
    const parentParams = req.params;
    const savedBaseUrl = req.baseUrl;
    const savedNext = req.next;
    const paramCalled = Object.create(null);
    // Methods of routes whose path matched but not the method: for OPTIONS and 405 answers.
    const allowed: string[] | undefined = req.method === 'OPTIONS' || this.methodNotAllowed ? [] : undefined;

    let seq = 0;
    let candidates = EMPTY;
    let at = 0;
    let candidatesFor: string | undefined;
    let indexedSize = -1;
    let removed = '';
    let slashAdded = false;
    let sync = 0;
    // The layer being entered (kept here so the param step needs no closure per layer).
    let layer: Layer | undefined;
    let layerError: unknown;
    let layerPath = '';
    let path = '';
    let pathFor: string | undefined;

    const done = (err?: unknown): void => {
      req.baseUrl = savedBaseUrl;
      req.next = savedNext;
      req.params = parentParams;
      if (!err && allowed !== undefined && allowed.length > 0) {
        if (req.method === 'OPTIONS') sendOptionsResponse(res as RoutingResponse, allowed);
        else out(methodNotAllowed(req.method, path, allowed));
        return;
      }
      out(err);
    };

    const enter = (err?: unknown): void => {
      const current = layer as Layer;
      if (err) next(layerError || err);
      else if (current.route === undefined && layerPath.length !== 0 && !trimPrefix()) next(layerError);
      else {
        req[kCurrentLayer] = current;
        // A route's dispatcher only calls back twice when one of its handlers called next twice,
        // which the route's own guard has reported: it gets the plain next (one closure less).
        const step = current.route === undefined ? guardNext(next, current.name, req) : next;
        runHandler(current.handle, layerError, req, res, step);
      }
      sync = 0;
    };

    // Strips the matched prefix for middleware, so that it sees paths relative to its mount point.
    const trimPrefix = (): boolean => {
      if (layerPath !== path.slice(0, layerPath.length)) return false;
      const c = path[layerPath.length];
      if (c !== undefined && c !== '/') return false;
      removed = layerPath;
      const url = req.url as string;
      req.url = protohost + url.slice(protohost.length + removed.length);
      if (!protohost && req.url[0] !== '/') {
        req.url = `/${req.url}`;
        slashAdded = true;
      }
      req.baseUrl = parentUrl + (removed.endsWith('/') ? removed.slice(0, -1) : removed);
      return true;
    };

    function next(err?: unknown): void {
      layerError = err === 'route' ? undefined : err;
      if (slashAdded) {
        req.url = (req.url as string).slice(1);
        slashAdded = false;
      }
      if (removed.length !== 0) {
        req.baseUrl = parentUrl;
        req.url = protohost + removed + (req.url as string).slice(protohost.length);
        removed = '';
      }
      if (layerError === 'router') {
        done();
        return;
      }
      if (++sync > SYNC_LIMIT) {
        setImmediate(next, err);
        return;
      }
      // req.url changes only when a prefix is stripped or middleware rewrites it.
      if (req.url !== pathFor || pathFor === undefined) {
        const pathname = pathnameOf(req.url);
        if (pathname === undefined) {
          done(layerError);
          return;
        }
        path = pathname;
        pathFor = req.url;
      }
      // A handler may rewrite req.url or add layers: then the candidates are looked up again.
      if (path !== candidatesFor || stack.length !== indexedSize) {
        candidates = index.lookup(path);
        candidatesFor = path;
        indexedSize = stack.length;
        at = firstFrom(candidates, seq);
      }
      let params: MatchedParams | undefined;
      while (at < candidates.length) {
        const candidate = candidates[at++] as Layer;
        seq = candidate.seq + 1;
        let m: ReturnType<Layer['match']>;
        try {
          m = candidate.match(path);
        } catch (e) {
          layerError ||= e;
          continue;
        }
        if (m === null) continue;
        const route = candidate.route;
        if (route !== undefined) {
          if (layerError) continue;
          const handles = route._handlesMethod(req.method);
          if (!handles && allowed !== undefined) allowed.push(...route._methods());
          if (!handles && req.method !== 'HEAD') continue;
          req.route = route;
        }
        layer = candidate;
        layerPath = m.path;
        params = m.params;
        break;
      }
      if (params === undefined) {
        done(layerError);
        return;
      }
      req.params = mergeParent ? mergeParams(params, parentParams) : params;
      if (hasParamCallbacks) processParams(paramCallbacks, Object.keys(params), paramCalled, req, res, enter);
      else enter();
    }

    req.next = next;
    req.baseUrl = parentUrl;
    req.originalUrl = req.originalUrl || req.url;
    next();
  }
}

for (const method of methods) {
  Object.defineProperty(RouterBase.prototype, method, {
    configurable: true,
    writable: true,
    value(this: RouterBase, path: PathArg, ...handlers: Handlers) {
      (this.route(path) as unknown as Record<string, (...h: Handlers) => unknown>)[method]?.(...handlers);
      return this;
    },
  });
}

/** Gives a router function (or an app) its routing state. */
export function initRouting(target: RouterBase, options: RouterOptions): void {
  target.caseSensitive = Boolean(options.caseSensitive);
  target.strict = Boolean(options.strict);
  target.mergeParams = Boolean(options.mergeParams);
  target.methodNotAllowed = Boolean(options.methodNotAllowed);
  target.stack = [];
  target.params = Object.create(null);
  target[kIndex] = options.index === 'linear' ? new LinearIndex() : new CandidateIndex(target.caseSensitive);
}

/** A router instance as the framework sees it inside (the public type is `Router`). */
export type RouterInstance = RouterBase & ((req: RoutingRequest, res: unknown, next: NextFunction) => void);

/** Creates a router; `Router()` and `new Router()` both work, as in Express. */
export function createRouter(options: RouterOptions = {}): RouterInstance {
  const router = ((req: RoutingRequest, res: unknown, next: NextFunction): void => {
    if (typeof next !== 'function') throw new TypeError('argument callback is required');
    (router as RouterBase).handle(req, res, next);
  }) as unknown as RouterInstance;
  Object.setPrototypeOf(router, RouterBase.prototype);
  initRouting(router, options);
  return router;
}

/**
 * The type of `Router`: called or constructed, it makes a router, as `express.Router` does.
 *
 * @example
 * const a = Router();
 * const b = new Router({ strict: true });
 */
export interface RouterConstructor {
  (options?: RouterOptions): Router;
  new (options?: RouterOptions): Router;
  readonly prototype: RouterBase;
}

/** A router: middleware with Express's registration methods, typed from path literals. */
export type Router = PublicRouter;

/**
 * Express's `Router`: callable with or without `new`, the result is middleware.
 *
 * @example
 * const users = Router({ mergeParams: true });
 * users.get('/:id', (req, res) => res.json({ id: req.params.id }));
 * app.use('/users', users);
 */
export const Router = function Router(options?: RouterOptions): Router {
  return createRouter(options) as unknown as Router;
} as unknown as RouterConstructor;
Object.defineProperty(Router, 'prototype', { value: RouterBase.prototype });
