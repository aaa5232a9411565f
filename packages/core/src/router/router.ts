import { kLayerIndex } from '../symbols.js';
import type { HandlerArg, ParamHandler } from '../types/handlers.js';
import type { NextFunction } from '../types/next-function.js';
import type { PathArg } from '../types/path.js';
import type { ListedRoute, Router as PublicRouter, RoutingRequest } from '../types/router.js';
import { CandidateIndex } from './candidate-index.js';
import { Layer } from './layer.js';
import type { LayerIndex } from './layer-index.js';
import { listRoutes } from './list-routes.js';
import { methods } from './methods.js';
import { flattenHandlers, Route } from './route.js';
import type { RouterInternals } from './router-internals.js';
import { RouterWalk } from './router-walk.js';
import { StackIndex } from './stack-index.js';
import { useArguments } from './use-arguments.js';
import type { WalkEnd } from './walk-end.js';

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
}

/** Adds a layer to the stack and to the index; its stack position is the order the index merges by. */
function addLayer(router: RouterInternals, layer: Layer): void {
  router[kLayerIndex].add(layer);
}

/**
 * The methods every router shares: the prototype of each router function, as in Express, so that
 * `router instanceof Router` holds and plugins can extend `Router.prototype`.
 */
const routerPrototype = {
  use(this: RouterInternals, ...args: unknown[]): PublicRouter {
    const { path, handlers } = useArguments(args);
    for (const fn of flattenHandlers(handlers)) {
      addLayer(this, new Layer(path, { sensitive: this.caseSensitive, strict: false, end: false }, fn));
    }
    return this;
  },

  route(this: RouterInternals, path: PathArg): Route {
    const route = new Route(path);
    // Named `handle`, as Express names it: the layer's name in `router.stack` and tracing contexts.
    const handle = (req: RoutingRequest, res: unknown, next: NextFunction): void => route.dispatch(req, res, next);
    addLayer(this, new Layer(path, { sensitive: this.caseSensitive, strict: this.strict, end: true }, handle, route));
    return route;
  },

  all(this: RouterInternals, path: PathArg, ...handlers: HandlerArg[]): PublicRouter {
    this.route(path).all(...handlers);
    return this;
  },

  param(this: RouterInternals, name: string, fn: ParamHandler): PublicRouter {
    if (!name) throw new TypeError('argument name is required');
    if (typeof name !== 'string') throw new TypeError('argument name must be a string');
    if (!fn) throw new TypeError('argument fn is required');
    if (typeof fn !== 'function') throw new TypeError('argument fn must be a function');
    const callbacks = this.params[name] ?? [];
    callbacks.push(fn);
    this.params[name] = callbacks;
    return this;
  },

  listRoutes(this: RouterInternals): ListedRoute[] {
    return listRoutes(this.stack);
  },

  /** Runs a request through the stack (see `RouterWalk`); `out` is called when nothing more handles it. */
  handle(this: RouterInternals, req: RoutingRequest, res: unknown, out: NextFunction): void {
    new RouterWalk(this, req, res, out).start();
  },
};

/** The `handle` every router starts with, whatever later happens to `Router.prototype.handle`. */
const walkHandle = routerPrototype.handle;

/**
 * Runs a request through `router` and then `end` (an app's final handler, made only if reached)
 * rather than through a function made for the request. A router whose `handle` was replaced (by a
 * plugin, or on `Router.prototype`) is called through it, as Express calls `router.handle`.
 *
 * @example
 * routeRequest(app.router, req, res, { end: (req, res, err) => finalHandler(req, res, opts)(err) });
 */
export function routeRequest(router: PublicRouter, req: RoutingRequest, res: unknown, end: WalkEnd): void {
  if (router.handle === walkHandle) new RouterWalk(router as RouterInternals, req, res, end).start();
  else router.handle(req, res, (err?: unknown) => end.end(req, res, err));
}

for (const method of methods) {
  Object.defineProperty(routerPrototype, method, {
    configurable: true,
    writable: true,
    value(this: RouterInternals, path: PathArg, ...handlers: HandlerArg[]): PublicRouter {
      this.route(path).addMethod(method, handlers);
      return this;
    },
  });
}

/**
 * `router.stack`'s getter and setter, shared by every router: accessor functions made per router
 * (closures over its index) gave each router a map of its own, and V8 keeps such objects as
 * dictionaries, so every read of a router's state on the request path (its index, `mergeParams`,
 * `params`, at each hop) was a hash lookup for every router but the first one made.
 */
function readStack(this: RouterInternals): Layer[] {
  return (this[kLayerIndex] as StackIndex).stack;
}

function replaceStack(this: RouterInternals, value: readonly unknown[]): void {
  (this[kLayerIndex] as StackIndex).replace(value);
}

/**
 * Creates a router; `makeIndex` is for the tests that check the candidate index against a linear
 * scan (apps get the candidate index, and `Router()` takes no such option).
 */
export function createRouter(options: RouterOptions = {}, makeIndex?: () => LayerIndex): PublicRouter {
  const caseSensitive = Boolean(options.caseSensitive);
  function router(req: RoutingRequest, res: unknown, next: NextFunction): void {
    if (typeof next !== 'function') throw new TypeError('argument callback is required');
    self.handle(req, res, next);
  }
  const layers = new StackIndex(makeIndex ?? (() => new CandidateIndex(caseSensitive)));
  const state = {
    caseSensitive,
    strict: Boolean(options.strict),
    mergeParams: Boolean(options.mergeParams),
    methodNotAllowed: Boolean(options.methodNotAllowed),
    params: Object.create(null),
    [kLayerIndex]: layers,
  };
  // `stack` is the index's watched array; assigning a new array (as Express allows) replaces the
  // layers. An own property, as Express's, with the same getter and setter for every router.
  Object.defineProperty(router, 'stack', { enumerable: true, get: readStack, set: replaceStack });
  // A router is a function carrying its state, whose prototype holds the methods: Express's shape,
  // so it mounts with `use` and serves `http.createServer`. TypeScript cannot follow a prototype
  // change, so this declaration is where the function is given the `Router` type.
  const self: RouterInternals = Object.setPrototypeOf(Object.assign(router, state), routerPrototype);
  return self;
}

/**
 * The type of `Router`: called or constructed, it makes a router, as `express.Router` does.
 *
 * @example
 * const a = Router();
 * const b = new Router({ strict: true });
 */
export interface RouterConstructor {
  (options?: RouterOptions): PublicRouter;
  new (options?: RouterOptions): PublicRouter;
}

function makeRouter(options?: RouterOptions): PublicRouter {
  return createRouter(options);
}
Object.defineProperty(makeRouter, 'prototype', { value: routerPrototype });

/**
 * Express's `Router`: callable with or without `new` (a function that returns an object works
 * both ways, which TypeScript's function types cannot say, hence the declared type), the result
 * is middleware.
 *
 * @example
 * const users = Router({ mergeParams: true });
 * users.get('/:id', (req, res) => res.json({ id: req.params.id }));
 * app.use('/users', users);
 */
export const Router = makeRouter as RouterConstructor;

/** A router: middleware with Express's registration methods, typed from path literals. */
export type Router = PublicRouter;
