import type { EventEmitter } from 'node:events';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Locals } from './express-globals.js';
import type { NextFunction } from './next-function.js';
import type { Request } from './request.js';
import type { Response } from './response.js';
import type { MethodMatchers, RouteMatcher, Router, RoutingMethods } from './router.js';
import type { DefaultLocals, LocalsConstraint } from './type-options.js';
import type { RenderCallback, ViewEngine } from './views.js';

/**
 * A Baton application: a `(req, res, next?)` function you can give to `http.createServer` or mount
 * in another app, an EventEmitter (`'mount'`), and Express's `app` API (`@types/express`'s
 * `Application`). `LocalsObj` types `app.locals`.
 *
 * @example
 * const app: Application = baton();
 * app.set('trust proxy', 1).get('/', (req, res) => res.send(req.ip));
 */
export interface Application<LocalsObj extends LocalsConstraint = DefaultLocals>
  extends EventEmitter,
    RoutingMethods<Application<LocalsObj>>,
    Omit<MethodMatchers<Application<LocalsObj>>, 'get'>,
    Express.Application {
  (req: IncomingMessage, res: ServerResponse, next?: NextFunction): void;
  /**
   * `app.get(setting)` reads a setting (`any`, as in `@types/express`: apps read `app.get('port')`
   * as what they stored); `app.get(path, ...handlers)` adds a GET route.
   */
  // biome-ignore lint/suspicious/noExplicitAny: @types/express's type for a setting's value.
  get: ((setting: string) => any) & RouteMatcher<Application<LocalsObj>>;
  /** This app's request prototype (inherits `baton.request`): add helpers for this app only. */
  request: Request;
  /** This app's response prototype (inherits `baton.response`). */
  response: Response;
  // biome-ignore lint/suspicious/noExplicitAny: @types/express's type; apps read settings as what they stored.
  settings: Record<string, any>;
  // biome-ignore lint/suspicious/noExplicitAny: @types/express's type; apps read settings as what they stored.
  locals: LocalsObj & Locals & { settings: Record<string, any> };
  /** Registered view engines, by extension with its dot. */
  engines: Record<string, ViewEngine>;
  /** The view cache (`view cache` setting). */
  cache: Record<string, unknown>;
  /** Where this app is mounted in its parent ('/' at the top; the paths given to `use` when several). */
  mountpath: string | string[];
  parent?: Application | undefined;
  /**
   * The app's router, created on first use with the `case sensitive routing`, `strict routing` and
   * (beyond Express) `method not allowed` settings: set them before adding routes.
   */
  readonly router: Router;
  /** Sets up the app's state; called once by `baton()`. */
  init(): void;
  /** Applies the default settings; called by `init()`. */
  defaultConfiguration(): void;
  // biome-ignore lint/suspicious/noExplicitAny: @types/express's type for a setting's value.
  set(setting: string, value: any): this;
  // biome-ignore lint/suspicious/noExplicitAny: @types/express's type for a setting's value.
  set(setting: string): any;
  enable(setting: string): this;
  disable(setting: string): this;
  enabled(setting: string): boolean;
  disabled(setting: string): boolean;
  /** Registers a template engine for an extension: `app.engine('eta', eta.renderFile)`. */
  engine(ext: string, fn: ViewEngine): this;
  /** Renders a view with the app's locals and `options` (null or omitted: none) merged. */
  render(name: string, callback: RenderCallback): void;
  render(name: string, options: object | null | undefined, callback: RenderCallback): void;
  /** The full mount path of this app, through its parents. */
  path(): string;
  /** Runs a request through the app; without `next`, the default final handler answers. */
  handle(req: IncomingMessage, res: ServerResponse, next?: NextFunction): void;
  /**
   * `createServer(app).listen(...)`: HTTP/1.1, with node's `listen` arguments as in Express, and
   * Baton's slow-client timeouts (the defaults of `createServer`). The callback is called once:
   * when listening, or with the error that stopped it (Express 5's `(error?) => void`).
   */
  listen(port: number, hostname: string, backlog: number, callback?: (error?: Error) => void): Server;
  listen(port: number, hostname: string, callback?: (error?: Error) => void): Server;
  listen(port: number, callback?: (error?: Error) => void): Server;
  listen(callback?: (error?: Error) => void): Server;
  listen(path: string, callback?: (error?: Error) => void): Server;
  listen(options: object, callback?: (error?: Error) => void): Server;
}

/** What `baton()` returns (`@types/express`'s `Express`). */
export interface Express extends Application {}
