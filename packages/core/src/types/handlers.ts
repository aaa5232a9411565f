import type { ParamsDictionary, Request } from '../request.js';
import type { Response } from '../response.js';
import type { PathArg } from '../router/compile-path.js';
import type { NextFunction } from '../router/handler-types.js';
import type { RouteMethod } from '../router/methods.js';
import type { RouteParams } from './route-params.js';

/** The default shape of `res.locals`. */
export type DefaultLocals = Record<string, unknown>;

/**
 * A request handler (middleware or route handler). Return a promise if you like: a rejection goes
 * to `next(err)`.
 *
 * @example
 * const handler: RequestHandler<{ id: string }> = (req, res) => res.json({ id: req.params.id });
 */
export type RequestHandler<
  P = ParamsDictionary,
  ResBody = unknown,
  ReqBody = unknown,
  Locals extends object = DefaultLocals,
> = (req: Request<P, ReqBody, Locals>, res: Response<ResBody, Locals>, next: NextFunction) => unknown;

/**
 * An error handler: four parameters, called with what was passed to `next(err)` or thrown. Its
 * parameters are compared both ways (a method's are), so a handler may type `err` as what it
 * expects (`err: Error`, `err: HttpError`), as Express apps do with @types/express's `err: any`;
 * an unannotated one gets `err: unknown`.
 *
 * @example
 * app.use((err: unknown, req, res, next) => res.status(500).json({ error: String(err) }));
 * app.use((err: HttpError, req: Request, res: Response, next: NextFunction) => res.status(err.status).end());
 */
export type ErrorRequestHandler<
  P = ParamsDictionary,
  ResBody = unknown,
  ReqBody = unknown,
  Locals extends object = DefaultLocals,
> = {
  handle(err: unknown, req: Request<P, ReqBody, Locals>, res: Response<ResBody, Locals>, next: NextFunction): unknown;
}['handle'];

/**
 * Anything mountable as middleware: a router, an app, or a `(req, res, next)` function typed
 * against other request types, such as Express middleware written with `@types/express`. Its
 * parameters are `never` so that any such function is accepted; inline handlers still get
 * Baton's types from the `RequestHandler` overloads, which come first.
 */
export type Mountable = (req: never, res: never, next: never) => unknown;

/** What `use`, `get`, ... accept as handlers: handlers, error handlers, routers, apps, nested arrays. */
export type HandlerArg<P = ParamsDictionary> =
  | RequestHandler<P>
  | ErrorRequestHandler<P>
  | Mountable
  | ReadonlyArray<HandlerArg<P>>;

/** A `param` callback: `(req, res, next, value, name)`. */
export type ParamHandler = (req: Request, res: Response, next: NextFunction, value: string, name: string) => unknown;

/**
 * `app.get`, `router.post`, ...: a path, then handlers whose `req.params` is typed from the path.
 * The first overload gives plain handlers contextual types; the others accept everything else.
 */
export interface RouteMatcher<This> {
  <Path extends string, ResBody = unknown, ReqBody = unknown, Locals extends object = DefaultLocals>(
    path: Path,
    ...handlers: Array<RequestHandler<RouteParams<Path>, ResBody, ReqBody, Locals>>
  ): This;
  <Path extends string>(path: Path, ...handlers: Array<ErrorRequestHandler<RouteParams<Path>>>): This;
  <Path extends string>(path: Path, ...handlers: Array<HandlerArg<RouteParams<Path>>>): This;
  (path: PathArg, ...handlers: Array<HandlerArg>): This;
}

/**
 * A route's per-method registration: `route.get(handler)`. Overloads rather than one union so that
 * inline handlers get their parameter types from context.
 */
export interface RouteHandlerAdder<P, This> {
  (...handlers: Array<RequestHandler<P>>): This;
  (...handlers: Array<ErrorRequestHandler<P>>): This;
  (...handlers: Array<HandlerArg<P>>): This;
}

/** `router.route(path)`: chain handlers for one path. */
export type TypedRoute<P> = {
  readonly path: PathArg;
  readonly methods: Record<string, boolean>;
  /**
   * Adds handlers for a method by its lower-case name: what `route.get(...)` and the others call,
   * and the way to a method the running node knows but these types do not list.
   */
  addMethod(method: string, handlers: ReadonlyArray<HandlerArg<P>>): TypedRoute<P>;
} & { [M in RouteMethod | 'all']: RouteHandlerAdder<P, TypedRoute<P>> };

/** Registration methods shared by apps and routers. */
export interface RoutingMethods<This> {
  use(...handlers: Array<RequestHandler>): This;
  use(...handlers: Array<ErrorRequestHandler>): This;
  use<Path extends string>(path: Path, ...handlers: Array<RequestHandler<RouteParams<Path>>>): This;
  use<Path extends string>(path: Path, ...handlers: Array<ErrorRequestHandler<RouteParams<Path>>>): This;
  use(...handlers: Array<HandlerArg>): This;
  use<Path extends string>(path: Path, ...handlers: Array<HandlerArg<RouteParams<Path>>>): This;
  use(path: PathArg, ...handlers: Array<HandlerArg>): This;
  route<Path extends string>(path: Path): TypedRoute<RouteParams<Path>>;
  route(path: PathArg): TypedRoute<ParamsDictionary>;
  param(name: string, fn: ParamHandler): This;
}

/** One matcher per HTTP method, plus `all`. */
export type MethodMatchers<This> = { [M in RouteMethod | 'all']: RouteMatcher<This> };
