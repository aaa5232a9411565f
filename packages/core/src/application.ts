import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { createTypeError } from './errors.js';
import { finalHandler } from './final-handler.js';
import { mountPrototypes, restoringPrototypes, usePrototypes } from './prototypes/app-prototypes.js';
import { DEFAULT_MAX_URL_LENGTH, refuseBeforeRouting } from './request/refuse-before-routing.js';
import { assignRequestId, compileRequestId } from './request/request-id.js';
import { methods } from './router/methods.js';
import { assertHandler } from './router/route.js';
import { createRouter, routeRequest } from './router/router.js';
import { useArguments } from './router/use-arguments.js';
import { AppState, watchedSettings } from './settings/app-state.js';
import { compileETag } from './settings/compile-etag.js';
import { compileQueryParser } from './settings/compile-query-parser.js';
import { compileTrust } from './settings/compile-trust.js';
import { kAppState, kMountedApp } from './symbols.js';
import { requestStart } from './tracing/channels.js';
import { traceRequest } from './tracing/request-trace.js';
import { createServer } from './transport/create-server.js';
import type { Application } from './types/application.js';
import type { HandlerArg, ParamHandler } from './types/handlers.js';
import type { NextFunction } from './types/next-function.js';
import type { PathArg } from './types/path.js';
import type { Request } from './types/request.js';
import type { Response } from './types/response.js';
import type { Router } from './types/router.js';
import type { RenderCallback, ViewEngine } from './types/views.js';
import { type RenderDone, render as renderView } from './view/render.js';
import { View } from './view/view.js';

/** Marks `trust proxy` as still the default, so a mounted app may inherit its parent's. */
const kTrustProxyDefault: unique symbol = Symbol('baton.trustProxyDefault');

/** The app as its own methods see it: the public shape plus what its requests read of it. */
type App = Application & {
  [kAppState]: AppState;
  defaultConfiguration(): void;
};

function isApp(fn: unknown): fn is App {
  return typeof fn === 'function' && typeof (fn as App).handle === 'function' && typeof (fn as App).set === 'function';
}

/**
 * A request entering from a server: refused before routing if malformed (answered, not logged,
 * not traced: no app code ran), given its id, then dispatched, inside a `baton.request` trace when
 * that channel has a subscriber (one boolean read when it has none).
 */
function enter(app: App, req: IncomingMessage, res: ServerResponse): void {
  const state = app[kAppState].current();
  const env = state.env;
  const refused = refuseBeforeRouting(req, state.maxUrlLength);
  if (refused !== undefined) {
    finalHandler(req, res, { env })(refused);
    return;
  }
  const ids = state.requestId;
  // The final handler: the app's state, which makes it only if a request gets there, unless the
  // request has an id (its error log names it) or is traced (the trace wraps a function).
  let done: NextFunction | AppState = state;
  if (ids !== undefined) {
    const failure = assignRequestId(ids, state.trustProxy, req, res);
    const id = (req as { id?: string }).id;
    done = finalHandler(req as Request, res, { env, onerror: (err) => state.logErrorOf(id, err) });
    if (failure !== undefined) {
      done(failure);
      return;
    }
  }
  if (requestStart.hasSubscribers) {
    const out = typeof done === 'function' ? done : (err?: unknown) => state.end(req as Request, res, err);
    traceRequest(req, res, out, (traced) => dispatch(app, state, req, res, traced));
  } else dispatch(app, state, req, res, done);
}

/** Runs a request through the app's router, with Baton's req/res helpers; `done` when it falls through. */
function dispatch(
  app: App,
  state: AppState,
  req: IncomingMessage,
  res: ServerResponse,
  done: NextFunction | AppState,
): void {
  if (state.poweredBy) res.setHeader('X-Powered-By', 'Baton');
  const r = req as Request;
  const s = res as Response;
  r.res = s;
  s.req = r;
  // Servers created by app.listen and createServer build requests on this app's prototypes
  // already; anything else (a server the user made, HTTP/2, a mounted app) is sorted out there.
  usePrototypes(app, req, res);
  if (!s.locals) s.locals = Object.create(null);
  const router = state.router ?? app.router;
  if (typeof done === 'function') router.handle(r, res, done);
  else routeRequest(router, r, res, done);
}

/**
 * The methods of every app (Express's `app` prototype). Exposed as `baton.application`: add to it
 * before creating apps to extend all of them.
 */
export const application = {
  init(this: App): void {
    this.cache = Object.create(null);
    this.engines = Object.create(null);
    this.settings = watchedSettings();
    this[kAppState] = new AppState(this.settings);
    this.defaultConfiguration();
  },

  defaultConfiguration(this: App): void {
    const env = process.env.NODE_ENV || 'development';
    this.enable('x-powered-by');
    this.set('etag', 'weak');
    this.set('env', env);
    this.set('query parser', 'simple');
    this.set('subdomain offset', 2);
    this.set('max url length', DEFAULT_MAX_URL_LENGTH);
    this.set('trust proxy', false);
    Object.defineProperty(this.settings, kTrustProxyDefault, { configurable: true, value: true });
    this.on('mount', (parent: App) => {
      // A sub-app that never set `trust proxy` follows its parent's.
      if (
        (this.settings as Record<symbol, unknown>)[kTrustProxyDefault] === true &&
        typeof parent.settings['trust proxy fn'] === 'function'
      ) {
        delete this.settings['trust proxy'];
        delete this.settings['trust proxy fn'];
      }
      mountPrototypes(this, parent);
      Object.setPrototypeOf(this.engines, parent.engines);
      Object.setPrototypeOf(this.settings, parent.settings);
    });
    this.locals = Object.create(null);
    this.mountpath = '/';
    this.locals.settings = this.settings;
    this.set('view', View);
    this.set('views', resolve('views'));
    this.set('jsonp callback name', 'callback');
    if (env === 'production') this.enable('view cache');
  },

  handle(this: App, req: IncomingMessage, res: ServerResponse, callback?: NextFunction): void {
    // A request from a server has no callback; a mounted app is handed one (its parent's next).
    if (callback === undefined) enter(this, req, res);
    else dispatch(this, this[kAppState].current(), req, res, callback);
  },

  use(this: App, ...args: unknown[]): App {
    const { path, handlers } = useArguments(args);
    const fns = handlers.flat(Number.POSITIVE_INFINITY);
    if (fns.length === 0) throw createTypeError('BATON_INVALID_HANDLER', 'app.use() requires a middleware function');
    const router = this.router;
    for (const fn of fns) {
      // Checked one by one, as Express's router.use does: the ones before a bad one stay added.
      assertHandler(fn);
      if (!isApp(fn)) {
        router.use(path, fn);
        continue;
      }
      // Typed string | string[] as in @types/express; a RegExp mount path is kept as given.
      fn.mountpath = path as string | string[];
      fn.parent = this;
      // Named as Express names it: the layer's name in `router.stack` and in tracing contexts.
      const mountedApp = function mounted_app(req: Request, res: Response, next: NextFunction): void {
        fn.handle(req, res, restoringPrototypes(req, res, next));
      };
      // The tracing channels report it as a router.
      Object.defineProperty(mountedApp, kMountedApp, { value: true });
      router.use(path, mountedApp);
      fn.emit('mount', this);
    }
    return this;
  },

  route(this: App, path: PathArg) {
    return this.router.route(path);
  },

  param(this: App, name: string | readonly string[], fn: ParamHandler): App {
    const router = this.router;
    for (const n of Array.isArray(name) ? name : [name]) router.param(n, fn);
    return this;
  },

  set(this: App, setting: string, ...value: unknown[]): unknown {
    if (value.length === 0) return this.settings[setting];
    const val = value[0];
    this.settings[setting] = val;
    switch (setting) {
      case 'etag':
        this.set('etag fn', compileETag(val));
        break;
      case 'query parser':
        this.set('query parser fn', compileQueryParser(val));
        break;
      case 'trust proxy':
        this.set('trust proxy fn', compileTrust(val));
        Object.defineProperty(this.settings, kTrustProxyDefault, { configurable: true, value: false });
        break;
      case 'request id':
      case 'request id header':
        this[kAppState].requestId = compileRequestId(this.settings['request id'], this.settings['request id header']);
        break;
    }
    return this;
  },

  get(this: App, setting: PathArg, ...handlers: HandlerArg[]): unknown {
    if (handlers.length === 0 && typeof setting === 'string') return this.set(setting);
    this.route(setting).get(...handlers);
    return this;
  },

  all(this: App, path: PathArg, ...handlers: HandlerArg[]): App {
    this.route(path).all(...handlers);
    return this;
  },

  enabled(this: App, setting: string): boolean {
    return Boolean(this.set(setting));
  },
  disabled(this: App, setting: string): boolean {
    return !this.set(setting);
  },
  enable(this: App, setting: string): App {
    return this.set(setting, true) as App;
  },
  disable(this: App, setting: string): App {
    return this.set(setting, false) as App;
  },

  path(this: App): string {
    return this.parent ? (this.parent as App).path() + String(this.mountpath) : '';
  },

  engine(this: App, ext: string, fn: ViewEngine): App {
    if (typeof fn !== 'function') throw new TypeError('callback function required');
    this.engines[ext.startsWith('.') ? ext : `.${ext}`] = fn;
    return this;
  },

  render(
    this: App,
    name: string,
    options: object | RenderCallback | null | undefined,
    callback?: RenderCallback,
  ): void {
    const done = typeof options === 'function' ? options : callback;
    // Express 5.3 takes any falsy options (null from JavaScript callers) as none.
    const opts = typeof options === 'function' || !options ? {} : options;
    if (typeof done !== 'function') throw new TypeError('app.render() requires a callback');
    // RenderCallback types html as string (as @types/express); it is called as RenderDone says.
    renderView(this, name, opts as Record<string, unknown>, done as RenderDone);
  },

  listen(this: App, ...args: unknown[]): Server {
    // The same server createServer makes (the app's own classes, Baton's slow-client timeouts,
    // connection tracking, CONNECT answered): the quick-start way must not be the weaker one.
    const server = createServer(this);
    const last = args[args.length - 1];
    if (typeof last === 'function') {
      let called = false;
      const once = (...a: unknown[]): void => {
        if (called) return;
        called = true;
        (last as (...x: unknown[]) => void)(...a);
      };
      args[args.length - 1] = once;
      server.once('error', once);
    }
    return server.listen(...(args as Parameters<Server['listen']>));
  },
};

for (const method of methods) {
  if (method === 'get') continue;
  (application as Record<string, unknown>)[method] = function (this: App, path: PathArg, ...handlers: HandlerArg[]) {
    this.route(path).addMethod(method, handlers);
    return this;
  };
}

Object.defineProperty(application, 'router', {
  configurable: true,
  enumerable: true,
  get(this: App): Router {
    const state = this[kAppState];
    state.router ??= createRouter({
      caseSensitive: this.enabled('case sensitive routing'),
      strict: this.enabled('strict routing'),
      methodNotAllowed: this.enabled('method not allowed'),
    });
    return state.router;
  },
});
