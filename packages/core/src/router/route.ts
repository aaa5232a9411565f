import { createTypeError } from '../errors.js';
import { kCurrentLayer } from '../symbols.js';
import type { HandlerArg } from '../types/handlers.js';
import type { NextFunction } from '../types/next-function.js';
import type { PathArg } from '../types/path.js';
import type { RoutingRequest } from '../types/router.js';
import type { HandlerKind } from '../types/tracing.js';
import { type HandlerLayer, runHandler } from './call-handler.js';
import { guardNext, guardsNext } from './guard-next.js';
import { type AnyErrorHandler, type AnyHandler, handlerName } from './handler-types.js';
import { methods, routeMethodOf } from './methods.js';
import { pathTemplate } from './path-template.js';

/** One handler of a route: for one method, or for all (`method` undefined). */
export interface RouteLayer extends HandlerLayer {
  readonly method: string | undefined;
  readonly handle: AnyHandler | AnyErrorHandler;
  readonly name: string;
  readonly kind: HandlerKind;
}

/** After this many handlers in a row call next() synchronously, continue on a fresh stack. */
export const SYNC_LIMIT = 100;

type Handlers = ReadonlyArray<unknown>;

/**
 * Flattens handler arguments (arrays nest) and checks each is a function, with Express's messages
 * (apps and their tests match on them) and our code.
 */
export function flattenHandlers(args: Handlers): Array<AnyHandler | AnyErrorHandler> {
  const fns = args.flat(Number.POSITIVE_INFINITY);
  if (fns.length === 0) throw createTypeError('BATON_INVALID_HANDLER', 'argument handler is required');
  for (const fn of fns) assertHandler(fn);
  return fns as Array<AnyHandler | AnyErrorHandler>;
}

/** Throws Express's error for a handler argument that is not a function. */
export function assertHandler(fn: unknown): asserts fn is HandlerArg {
  if (typeof fn !== 'function') throw createTypeError('BATON_INVALID_HANDLER', 'argument handler must be a function');
}

/**
 * A route: one path, a stack of handlers per method. `router.route('/books').get(a).post(b)`.
 */
export class Route {
  readonly path: PathArg;
  readonly stack: RouteLayer[] = [];
  /** Methods with a handler (lower case), and `_all` when `all()` was used. */
  readonly methods: Record<string, boolean> = Object.create(null);
  /** The path for the tracing messages. */
  readonly template: string;

  constructor(path: PathArg) {
    this.path = path;
    this.template = pathTemplate(path, true);
  }

  /** One entry of the stack: the handler, its name for misuse reports, its kind for tracing. */
  #layer(method: string | undefined, fn: AnyHandler | AnyErrorHandler): RouteLayer {
    const kind = fn.length === 4 ? 'error_handler' : 'request_handler';
    return { method, handle: fn, name: handlerName(fn), kind, template: this.template, arity: fn.length, arityOf: fn };
  }

  /** Whether this route answers `method`; HEAD is answered by GET handlers. */
  _handlesMethod(method: string | undefined): boolean {
    if (this.methods._all) return true;
    let name = routeMethodOf(method);
    if (name === 'head' && !this.methods.head) name = 'get';
    return Boolean(this.methods[name]);
  }

  /**
   * The methods this route answers, upper case, in the order they were first registered: for
   * `Allow` headers, and with `'*'` for `all()` when `includeAll` (`listRoutes`), as Express's.
   */
  _methods(includeAll = false): string[] {
    const list: string[] = [];
    for (const m of Object.keys(this.methods)) {
      if (m !== '_all') list.push(m.toUpperCase());
      else if (includeAll) list.push('*');
    }
    if (this.methods.get && !this.methods.head) list.push('HEAD');
    return list;
  }

  /** Runs the handlers for the request's method, then `done`. */
  dispatch(req: RoutingRequest, res: unknown, done: NextFunction): void {
    const stack = this.stack;
    if (stack.length === 0) {
      done();
      return;
    }
    let method = routeMethodOf(req.method);
    if (method === 'head' && !this.methods.head) method = 'get';
    req.route = this;
    const guarded = guardsNext(req);
    if (stack.length === 1 && done === req.next) {
      // One handler (the usual route), run by a router walk (which sets req.next to the `done` it
      // passes): the handler's next would find no more handlers and call `done` with what it was
      // given, 'route' as nothing, and a walk's next takes 'route' as nothing itself. So the
      // handler gets `done`, and no closure is made for a walk through the stack. A direct caller's
      // `done` may not take 'route' that way; it gets the full path below.
      const only = stack[0] as RouteLayer;
      if (only.method !== undefined && only.method !== method) done();
      else {
        req[kCurrentLayer] = only;
        runHandler(undefined, req, res, guarded ? guardNext(done, only.name, req) : done, only);
      }
      return;
    }
    let idx = 0;
    let sync = 0;

    const next: NextFunction = (err) => {
      if (err === 'route') return done();
      if (err === 'router') return done(err);
      if (++sync > SYNC_LIMIT) {
        setImmediate(next, err);
        return;
      }
      let layer: RouteLayer | undefined;
      while (idx < stack.length) {
        const candidate = stack[idx++] as RouteLayer;
        if (candidate.method === undefined || candidate.method === method) {
          layer = candidate;
          break;
        }
      }
      if (layer === undefined) return done(err);
      req[kCurrentLayer] = layer;
      runHandler(err, req, res, guarded ? guardNext(next, layer.name, req) : next, layer);
      sync = 0;
    };
    next();
  }

  /** Adds handlers for every method. */
  all(...handlers: Handlers): this {
    for (const fn of flattenHandlers(handlers)) {
      this.methods._all = true;
      this.stack.push(this.#layer(undefined, fn));
    }
    return this;
  }

  /** Adds handlers for one method (the per-method shortcuts below call this). */
  addMethod(method: string, handlers: Handlers): this {
    for (const fn of flattenHandlers(handlers)) {
      this.methods[method] = true;
      this.stack.push(this.#layer(method, fn));
    }
    return this;
  }
}

for (const method of methods) {
  Object.defineProperty(Route.prototype, method, {
    configurable: true,
    writable: true,
    value(this: Route, ...handlers: Handlers) {
      return this.addMethod(method, handlers);
    },
  });
}
