import { application as applicationMethods } from './application.js';
import { createApp } from './create-app.js';
import { request as requestPrototype, response as responsePrototype } from './prototypes/roots.js';
import { Route as RouteClass } from './router/route.js';
import { Router as RouterFactory, type RouterOptions as RouterOptionsOf } from './router/router.js';
import { cluster as clusterRun } from './transport/cluster.js';
import { createServer as createServerFor } from './transport/create-server.js';
import { listen as listenOn } from './transport/listen.js';
import { shutdown as shutdownServer } from './transport/shutdown.js';
import type { Application as ApplicationOf, Express as ExpressOf } from './types/application.js';
import type { Locals as LocalsOf } from './types/express-globals.js';
import type {
  ErrorRequestHandler as ErrorRequestHandlerOf,
  Handler as HandlerOf,
  ParamHandler,
  RequestHandler as RequestHandlerOf,
  RequestHandlerParams as RequestHandlerParamsOf,
} from './types/handlers.js';
import type { NextFunction as NextFunctionOf } from './types/next-function.js';
import type { PathParams as PathParamsOf } from './types/path.js';
import type {
  MediaType as MediaTypeOf,
  ParamsDictionary as ParamsDictionaryOf,
  ParsedQs as ParsedQsOf,
  Request as RequestOf,
  RequestRanges as RequestRangesOf,
} from './types/request.js';
import type {
  CookieOptions as CookieOptionsOf,
  Errback as ErrbackOf,
  Response as ResponseOf,
  Send as SendOf,
} from './types/response.js';
import type { RouteParams as RouteParamsOf } from './types/route-params.js';
import type {
  RouteHandlerAdder,
  RouteMatcher,
  Router as RouterOf,
  RoutingMethods,
  TypedRoute,
} from './types/router.js';
import type { DefaultLocals, DefaultReqBody, DefaultResBody, LocalsConstraint } from './types/type-options.js';

/**
 * Creates an app, as `express()` does. Also a namespace of Express's type names, so code typed
 * the way Express code is (`(req: baton.Request, res: baton.Response, next: baton.NextFunction)`,
 * `baton.RequestHandler`, `baton.Router`) compiles once its import names `batonjs`.
 *
 * @example
 * import baton from 'batonjs';
 * const app = baton();
 * const hello: baton.RequestHandler = (req, res) => res.send('hello');
 * app.get('/', hello);
 */
function baton<LocalsObj extends LocalsConstraint = DefaultLocals>(): ApplicationOf<LocalsObj> {
  return createApp<LocalsObj>();
}
Object.assign(baton, {
  application: applicationMethods,
  request: requestPrototype,
  response: responsePrototype,
  Router: RouterFactory,
  Route: RouteClass,
  createServer: createServerFor,
  listen: listenOn,
  shutdown: shutdownServer,
  cluster: clusterRun,
});

/**
 * Express's statics (assigned above), then the type names `@types/express` puts on `express.X`,
 * each the Baton type of the same name with Express's type parameters, order and defaults: what
 * makes `express.Request` a type after `import express from 'batonjs'`.
 *
 * @example
 * const logger = (req: baton.Request, res: baton.Response, next: baton.NextFunction) => next();
 */
declare namespace baton {
  /** The methods every app has; add to it to extend all apps. */
  export const application: typeof applicationMethods;
  /** The prototype of every request. */
  export const request: typeof requestPrototype;
  /** The prototype of every response. */
  export const response: typeof responsePrototype;
  /** Creates a router (with or without `new`). */
  export const Router: typeof RouterFactory;
  /** The class of `app.route(path)`'s routes. */
  export const Route: typeof RouteClass;
  /** A node server for an app over HTTP/1.1, HTTPS, HTTP/2 (ALPN) or h2c; see docs/transports.md. */
  export const createServer: typeof createServerFor;
  /** `createServer` then `listen` (443 with TLS, 80 without, by default); resolves once listening. */
  export const listen: typeof listenOn;
  /** Graceful shutdown: drain in-flight requests, close idle connections and HTTP/2 sessions. */
  export const shutdown: typeof shutdownServer;
  /** Several worker processes on one port: restarts on crash, drains all on SIGTERM/SIGINT; see docs/transports.md. */
  export const cluster: typeof clusterRun;
  export type Application<LocalsObj extends LocalsConstraint = DefaultLocals> = ApplicationOf<LocalsObj>;
  export type Express = ExpressOf;
  export type Request<
    P = ParamsDictionaryOf,
    ResBody = DefaultResBody,
    ReqBody = DefaultReqBody,
    ReqQuery = ParsedQsOf,
    LocalsObj extends LocalsConstraint = DefaultLocals,
  > = RequestOf<P, ResBody, ReqBody, ReqQuery, LocalsObj>;
  export type Response<
    ResBody = DefaultResBody,
    LocalsObj extends LocalsConstraint = DefaultLocals,
    StatusCode extends number = number,
  > = ResponseOf<ResBody, LocalsObj, StatusCode>;
  export type RequestHandler<
    P = ParamsDictionaryOf,
    ResBody = DefaultResBody,
    ReqBody = DefaultReqBody,
    ReqQuery = ParsedQsOf,
    LocalsObj extends LocalsConstraint = DefaultLocals,
  > = RequestHandlerOf<P, ResBody, ReqBody, ReqQuery, LocalsObj>;
  export type ErrorRequestHandler<
    P = ParamsDictionaryOf,
    ResBody = DefaultResBody,
    ReqBody = DefaultReqBody,
    ReqQuery = ParsedQsOf,
    LocalsObj extends LocalsConstraint = DefaultLocals,
  > = ErrorRequestHandlerOf<P, ResBody, ReqBody, ReqQuery, LocalsObj>;
  export type RequestHandlerParams<
    P = ParamsDictionaryOf,
    ResBody = DefaultResBody,
    ReqBody = DefaultReqBody,
    ReqQuery = ParsedQsOf,
    LocalsObj extends LocalsConstraint = DefaultLocals,
  > = RequestHandlerParamsOf<P, ResBody, ReqBody, ReqQuery, LocalsObj>;
  export type Handler = HandlerOf;
  export type NextFunction = NextFunctionOf;
  export type Router = RouterOf;
  export type IRouter = RouterOf;
  export type RouterOptions = RouterOptionsOf;
  export type IRoute<Route extends string | RegExp = string> = TypedRoute<RouteParamsOf<Route>>;
  export type IRouterMatcher<T> = RouteMatcher<T>;
  export type IRouterHandler<T, Route extends string | RegExp = string> = RouteHandlerAdder<RouteParamsOf<Route>, T>;
  export type Routing<T> = RoutingMethods<T>;
  export type RequestParamHandler = ParamHandler;
  export type CookieOptions = CookieOptionsOf;
  export type Errback = ErrbackOf;
  export type Locals = LocalsOf;
  export type MediaType = MediaTypeOf;
  export type Send<ResBody = DefaultResBody, T = ResponseOf<ResBody>> = SendOf<ResBody, T>;
  export type ParamsDictionary = ParamsDictionaryOf;
  export type ParsedQs = ParsedQsOf;
  export type Query = ParsedQsOf;
  export type PathParams = PathParamsOf;
  export type RequestRanges = RequestRangesOf;
  export type RouteParameters<Route extends string | RegExp> = RouteParamsOf<Route>;
}

export { baton };
