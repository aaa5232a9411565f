export { application } from './application.js';
// `import baton from '@batonjs/core'`: a function (`baton()` makes an app) and a namespace of
// Express's type names; `require('@batonjs/core')` returns the same function.
export { baton, baton as default, baton as 'module.exports' } from './baton.js';
export { createApp } from './create-app.js';
export { BatonError, type CoreErrorCode, coreErrors, createError } from './errors.js';
export { type FinalHandlerOptions, finalHandler } from './final-handler.js';
export { http2PrototypesOf, syncHttp2Prototypes } from './prototypes/http2-prototypes.js';
export { request, response } from './prototypes/roots.js';
export { http1Classes, http2Classes } from './prototypes/server-classes.js';
export { createPubSub, type PubSubOptions } from './pubsub/create-pub-sub.js';
export { TopicListeners } from './pubsub/topic-listeners.js';
export { type ExtendedQueryOptions, parseExtendedQuery } from './query/parse-extended.js';
export { isValidRequestId, nextRequestId, type RequestIdGenerator } from './request/request-id.js';
export { frameEvent, sseStats } from './response/sse.js';
export { methods } from './router/methods.js';
export { expandGroups, type FlatToken, type PathToken, parsePath } from './router/path-syntax.js';
export { Route } from './router/route.js';
export { Router, type RouterConstructor, type RouterOptions } from './router/router.js';
export { compileETag, type ETagFn } from './settings/compile-etag.js';
export { compileQueryParser, type QueryParserFn } from './settings/compile-query-parser.js';
export { compileTrust, type TrustFn } from './settings/compile-trust.js';
export { handlerChannel, requestChannel } from './tracing/channels.js';
export { type CompatResponse, refuseConnect } from './transport/answer-connect.js';
export { cluster } from './transport/cluster.js';
export { type ClusterEvent, defaultClusterLogger } from './transport/cluster-events.js';
export { isConnectionHeader } from './transport/connection-headers.js';
export {
  type AnyServer,
  createServer,
  type Http2Options,
  type ServerFor,
  type ServerOptions,
} from './transport/create-server.js';
export { defaultPort, type ListenOptions, listen } from './transport/listen.js';
export { defaultRestart, type RestartOptions } from './transport/restart-backoff.js';
export { type ShutdownOptions, type ShutdownResult, shutdown } from './transport/shutdown.js';
export { defaultTimeouts, type Timeouts } from './transport/timeouts.js';
export type { Application, Express } from './types/application.js';
export type {
  ClusterOptions,
  ClusterRun,
  ClusterServer,
  ClusterStart,
  ClusterStopResult,
  ClusterWorker,
  Drainable,
} from './types/cluster.js';
export type { Locals } from './types/express-globals.js';
export type {
  ErrorRequestHandler,
  ForeignHandler,
  Handler,
  HandlerArg,
  ParamHandler,
  RequestHandler,
  RequestHandlerParams,
  RequestParamHandler,
} from './types/handlers.js';
export type { RouteInfo, RouterLayer } from './types/layer.js';
export type { NextFunction } from './types/next-function.js';
export type { PathArg, PathParams } from './types/path.js';
export type { Http1Classes, Http2Classes, Http2Prototypes } from './types/prototypes.js';
export type { PubSub, PubSubListener } from './types/pub-sub.js';
export type {
  OfferArgs,
  ParamsDictionary,
  ParsedQs,
  Query,
  RangeOptions,
  RangeResult,
  Request,
  RequestRanges,
} from './types/request.js';
export type {
  CookieOptions,
  Errback,
  FormatHandler,
  FormatHandlers,
  HeaderValue,
  Response,
  SendFileCallback,
} from './types/response.js';
export type { RouteMethod } from './types/route-method.js';
export type { RouteParams } from './types/route-params.js';
export type {
  IRoute,
  IRouter,
  ListedRoute,
  MethodMatchers,
  RouteHandlerAdder,
  RouteMatcher,
  RoutingMethods,
  RoutingRequest,
  TypedRoute,
  UseMethod,
} from './types/router.js';
export type { SseCloseReason, SseMessage, SseOptions, SseStream } from './types/sse.js';
export type { ExpressRouterContext, HandlerKind, HandlerMessage, RequestMessage } from './types/tracing.js';
export type {
  DefaultCookies,
  DefaultError,
  DefaultLocals,
  DefaultReqBody,
  DefaultResBody,
  LocalsConstraint,
  TypeOptions,
} from './types/type-options.js';
export type { MiddlewareTypes, TypedMiddleware, TypesBrand } from './types/typed-middleware.js';
export type { RenderCallback, ViewEngine } from './types/views.js';
export { View } from './view/view.js';
