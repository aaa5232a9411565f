import type { kCurrentLayer } from '../symbols.js';
import type { ErrorRequestHandler, ForeignHandler, HandlerArg, ParamHandler, RequestHandler } from './handlers.js';
import type { RouteLayer, RouterLayer } from './layer.js';
import type { NextFunction } from './next-function.js';
import type { PathArg } from './path.js';
import type { ParamsDictionary, ParsedQs } from './request.js';
import type { RouteMethod } from './route-method.js';
import type { RouteParams } from './route-params.js';
import type { DefaultLocals, DefaultReqBody, DefaultResBody, LocalsConstraint } from './type-options.js';
import type { MiddlewareTypes, TypedMiddleware } from './typed-middleware.js';

// The overloads below follow @types/express's IRouterMatcher: the path type first, then Express's
// five type parameters (P defaults to the params typed from the path), then the same five alone
// for `app.get<P, ResBody, ReqBody>(path, ...)`. Where Express has one overload taking a union of
// handler kinds, these split it by kind: TypeScript gives an inline arrow no parameter types when
// its contextual type is a union of different call signatures, so each overload's union holds
// exactly one signature, and `ForeignHandler` (no call signature) takes middleware typed elsewhere.
// A typed middleware (`validate()`) is read by the first overloads, which nothing else matches (the
// brand is required); after them the plain ones, so inline handlers are typed from the path.

/** `req.params` after a typed middleware: its `params` if it types them, else those of the path. */
type ParamsAfter<Route, T extends MiddlewareTypes> = T extends { params: infer X } ? X : RouteParams<Route>;
/** `req.body` after a typed middleware. */
type BodyAfter<T extends MiddlewareTypes> = T extends { body: infer X } ? X : DefaultReqBody;
/** `req.query` after a typed middleware. */
type QueryAfter<T extends MiddlewareTypes> = T extends { query: infer X } ? X : ParsedQs;

/** One handler position beside middleware typed elsewhere: inline arrows are request handlers. */
type PlainOrForeign<P, ResBody, ReqBody, ReqQuery, LocalsObj extends LocalsConstraint> =
  | RequestHandler<P, ResBody, ReqBody, ReqQuery, LocalsObj>
  | ForeignHandler
  | ReadonlyArray<HandlerArg<P, ResBody, ReqBody, ReqQuery, LocalsObj>>;

/** One handler position beside middleware typed elsewhere: inline arrows are error handlers. */
type ErrorOrForeign<P, ResBody, ReqBody, ReqQuery, LocalsObj extends LocalsConstraint> =
  | ErrorRequestHandler<P, ResBody, ReqBody, ReqQuery, LocalsObj>
  | ForeignHandler
  | ReadonlyArray<HandlerArg<P, ResBody, ReqBody, ReqQuery, LocalsObj>>;

/**
 * `app.get`, `router.post`, ...: a path, then handlers whose `req.params` is typed from the path,
 * with Express's type parameters (`@types/express`'s `IRouterMatcher`).
 *
 * @example
 * app.get('/authors/:id', (req, res) => res.json({ id: req.params.id })); // id: string
 * app.post<{}, unknown, { name: string }>('/authors', (req, res) => res.json(req.body.name));
 */
export interface RouteMatcher<This> {
  <
    Route extends string | RegExp,
    T extends MiddlewareTypes,
    ResBody = DefaultResBody,
    LocalsObj extends LocalsConstraint = DefaultLocals,
  >(
    path: Route,
    typed: TypedMiddleware<T>,
    ...handlers: Array<RequestHandler<ParamsAfter<Route, T>, ResBody, BodyAfter<T>, QueryAfter<T>, LocalsObj>>
  ): This;
  <
    Route extends string | RegExp,
    T extends MiddlewareTypes,
    ResBody = DefaultResBody,
    LocalsObj extends LocalsConstraint = DefaultLocals,
  >(
    path: Route,
    before: RequestHandler<RouteParams<Route>> | ForeignHandler,
    typed: TypedMiddleware<T>,
    ...handlers: Array<RequestHandler<ParamsAfter<Route, T>, ResBody, BodyAfter<T>, QueryAfter<T>, LocalsObj>>
  ): This;
  <
    Route extends string | RegExp,
    P = RouteParams<Route>,
    ResBody = DefaultResBody,
    ReqBody = DefaultReqBody,
    ReqQuery = ParsedQs,
    LocalsObj extends LocalsConstraint = DefaultLocals,
  >(
    path: Route,
    // NoInfer here and in the next three: a handler typed for other params (`RequestHandler`'s
    // ParamsDictionary, @types/express's) before an inline one must not give it its params; one
    // that needs params the path does not have is accepted by the <P, ...> overloads, as Express
    // accepts it.
    ...handlers: Array<RequestHandler<NoInfer<P>, ResBody, ReqBody, ReqQuery, LocalsObj>>
  ): This;
  <
    Route extends string | RegExp,
    P = RouteParams<Route>,
    ResBody = DefaultResBody,
    ReqBody = DefaultReqBody,
    ReqQuery = ParsedQs,
    LocalsObj extends LocalsConstraint = DefaultLocals,
  >(
    path: Route,
    ...handlers: Array<PlainOrForeign<NoInfer<P>, ResBody, ReqBody, ReqQuery, LocalsObj>>
  ): This;
  <
    Route extends string | RegExp,
    P = RouteParams<Route>,
    ResBody = DefaultResBody,
    ReqBody = DefaultReqBody,
    ReqQuery = ParsedQs,
    LocalsObj extends LocalsConstraint = DefaultLocals,
  >(
    path: Route,
    ...handlers: Array<ErrorOrForeign<NoInfer<P>, ResBody, ReqBody, ReqQuery, LocalsObj>>
  ): This;
  <
    Route extends string | RegExp,
    P = RouteParams<Route>,
    ResBody = DefaultResBody,
    ReqBody = DefaultReqBody,
    ReqQuery = ParsedQs,
    LocalsObj extends LocalsConstraint = DefaultLocals,
  >(
    path: Route,
    ...handlers: Array<HandlerArg<NoInfer<P>, ResBody, ReqBody, ReqQuery, LocalsObj>>
  ): This;
  <
    P = ParamsDictionary,
    ResBody = DefaultResBody,
    ReqBody = DefaultReqBody,
    ReqQuery = ParsedQs,
    LocalsObj extends LocalsConstraint = DefaultLocals,
  >(
    path: PathArg,
    ...handlers: Array<RequestHandler<P, ResBody, ReqBody, ReqQuery, LocalsObj>>
  ): This;
  <
    P = ParamsDictionary,
    ResBody = DefaultResBody,
    ReqBody = DefaultReqBody,
    ReqQuery = ParsedQs,
    LocalsObj extends LocalsConstraint = DefaultLocals,
  >(
    path: PathArg,
    ...handlers: Array<HandlerArg<P, ResBody, ReqBody, ReqQuery, LocalsObj>>
  ): This;
}

/**
 * A route's per-method registration, `route.get(handler)` (`@types/express`'s `IRouterHandler`):
 * the route's params by default, Express's type parameters when given.
 *
 * @example
 * app.route('/books/:id').get((req, res) => res.json({ id: req.params.id }));
 */
export interface RouteHandlerAdder<P, This> {
  <T extends MiddlewareTypes, ResBody = DefaultResBody, LocalsObj extends LocalsConstraint = DefaultLocals>(
    typed: TypedMiddleware<T>,
    ...handlers: Array<
      RequestHandler<T extends { params: infer X } ? X : P, ResBody, BodyAfter<T>, QueryAfter<T>, LocalsObj>
    >
  ): This;
  <T extends MiddlewareTypes, ResBody = DefaultResBody, LocalsObj extends LocalsConstraint = DefaultLocals>(
    before: RequestHandler<P> | ForeignHandler,
    typed: TypedMiddleware<T>,
    ...handlers: Array<
      RequestHandler<T extends { params: infer X } ? X : P, ResBody, BodyAfter<T>, QueryAfter<T>, LocalsObj>
    >
  ): This;
  <
    Params = P,
    ResBody = DefaultResBody,
    ReqBody = DefaultReqBody,
    ReqQuery = ParsedQs,
    LocalsObj extends LocalsConstraint = DefaultLocals,
  >(
    ...handlers: Array<RequestHandler<NoInfer<Params>, ResBody, ReqBody, ReqQuery, LocalsObj>>
  ): This;
  (...handlers: Array<PlainOrForeign<P, DefaultResBody, DefaultReqBody, ParsedQs, DefaultLocals>>): This;
  (...handlers: Array<ErrorOrForeign<P, DefaultResBody, DefaultReqBody, ParsedQs, DefaultLocals>>): This;
  <
    Params = P,
    ResBody = DefaultResBody,
    ReqBody = DefaultReqBody,
    ReqQuery = ParsedQs,
    LocalsObj extends LocalsConstraint = DefaultLocals,
  >(
    ...handlers: Array<HandlerArg<Params, ResBody, ReqBody, ReqQuery, LocalsObj>>
  ): This;
}

/**
 * `router.route(path)`: chain handlers for one path (`@types/express`'s `IRoute`).
 *
 * @example
 * app.route('/books').get(list).post(create);
 */
export type TypedRoute<P> = {
  readonly path: PathArg;
  readonly methods: Record<string, boolean>;
  readonly stack: readonly RouteLayer[];
  /**
   * Adds handlers for a method by its lower-case name: what `route.get(...)` and the others call,
   * and the way to a method the running node knows but these types do not list.
   */
  addMethod(method: string, handlers: ReadonlyArray<HandlerArg<P>>): TypedRoute<P>;
} & { [M in RouteMethod | 'all']: RouteHandlerAdder<P, TypedRoute<P>> };

/** Express's name for a route. */
export type IRoute<P = ParamsDictionary> = TypedRoute<P>;

/**
 * `use()` (`@types/express`'s `IRouterHandler & IRouterMatcher`): middleware for every path, or
 * for a path prefix whose params are typed.
 *
 * @example
 * app.use(cors(), (req, res, next) => next());
 * app.use('/tenants/:tenant', (req, res, next) => next()); // req.params.tenant: string
 */
export interface UseMethod<This> {
  (...handlers: Array<RequestHandler>): This;
  (...handlers: Array<ErrorRequestHandler>): This;
  (...handlers: Array<PlainOrForeign<ParamsDictionary, DefaultResBody, DefaultReqBody, ParsedQs, DefaultLocals>>): This;
  (...handlers: Array<ErrorOrForeign<ParamsDictionary, DefaultResBody, DefaultReqBody, ParsedQs, DefaultLocals>>): This;
  (...handlers: Array<HandlerArg>): This;
  <Route extends string | RegExp>(path: Route, ...handlers: Array<RequestHandler<RouteParams<Route>>>): This;
  <Route extends string | RegExp>(path: Route, ...handlers: Array<ErrorRequestHandler<RouteParams<Route>>>): This;
  <Route extends string | RegExp>(
    path: Route,
    ...handlers: Array<PlainOrForeign<RouteParams<Route>, DefaultResBody, DefaultReqBody, ParsedQs, DefaultLocals>>
  ): This;
  <Route extends string | RegExp>(
    path: Route,
    ...handlers: Array<ErrorOrForeign<RouteParams<Route>, DefaultResBody, DefaultReqBody, ParsedQs, DefaultLocals>>
  ): This;
  <
    P = ParamsDictionary,
    ResBody = DefaultResBody,
    ReqBody = DefaultReqBody,
    ReqQuery = ParsedQs,
    LocalsObj extends LocalsConstraint = DefaultLocals,
  >(
    path: PathArg,
    ...handlers: Array<HandlerArg<P, ResBody, ReqBody, ReqQuery, LocalsObj>>
  ): This;
}

/**
 * Registration methods shared by apps and routers.
 *
 * @example
 * function addHealth<T>(target: RoutingMethods<T> & MethodMatchers<T>): T {
 *   return target.get('/healthz', (req, res) => res.sendStatus(200));
 * }
 */
export interface RoutingMethods<This> {
  use: UseMethod<This>;
  route<Route extends string | RegExp>(path: Route): TypedRoute<RouteParams<Route>>;
  route(path: PathArg): TypedRoute<ParamsDictionary>;
  param(name: string | readonly string[], fn: ParamHandler): This;
}

/** One matcher per HTTP method, plus `all`. */
export type MethodMatchers<This> = { [M in RouteMethod | 'all']: RouteMatcher<This> };

/** Requests as the router needs them: plain objects work (`router.handle` in tests, for one). */
export interface RoutingRequest {
  method?: string | undefined;
  url?: string | undefined;
  originalUrl?: string | undefined;
  baseUrl?: string | undefined;
  params?: unknown;
  route?: unknown;
  next?: NextFunction | undefined;
  [kCurrentLayer]?: { readonly name: string };
}

/**
 * A router: middleware you can mount, with Express's registration methods, typed. The one router
 * type: `Router()`, `app.router` and the router inside the app are all this.
 *
 * @example
 * const api: Router = Router({ mergeParams: true });
 * api.get('/ping', (req, res) => res.send('pong'));
 */
export interface Router extends RoutingMethods<Router>, MethodMatchers<Router> {
  (req: RoutingRequest, res: unknown, next: NextFunction): void;
  readonly stack: RouterLayer[];
  readonly params: Record<string, ParamHandler[]>;
  readonly caseSensitive: boolean;
  readonly strict: boolean;
  readonly mergeParams: boolean;
  readonly methodNotAllowed: boolean;
  /** Runs a request through the stack; plain objects work as req/res (no socket needed). */
  handle(req: RoutingRequest, res: unknown, out: NextFunction): void;
  /**
   * The registered route paths and mounted routers, as Express 5.3's `router.listRoutes()`: plain
   * middleware is not listed and mounted routers are not walked (call theirs to go deeper).
   */
  listRoutes(): ListedRoute[];
}

/**
 * One entry of `router.listRoutes()`: a route's path with its methods (upper case, `'*'` for
 * `all()`, `HEAD` added after GET), or the path a router is mounted at, with that router.
 *
 * @example
 * for (const entry of app.router.listRoutes()) {
 *   if (entry.router) console.log(entry.path, '->', entry.router.listRoutes().length, 'routes');
 *   else console.log(entry.methods.join(','), entry.path);
 * }
 */
export type ListedRoute =
  | { path: string | RegExp; methods: string[]; router: undefined }
  | { path: string | RegExp; methods: undefined; router: Router };

/** Express's name for a router. */
export type IRouter = Router;
