export { type Application, application } from './application.js';
export { createApp } from './create-app.js';
export { BatonError, type CoreErrorCode, coreErrors, createError } from './errors.js';
export { type FinalHandlerOptions, finalHandler } from './final-handler.js';
export { type ExtendedQueryOptions, parseExtendedQuery } from './query/parse-extended.js';
export { isValidRequestId, nextRequestId, type RequestIdGenerator } from './request/request-id.js';
export {
  type ParamsDictionary,
  type ParsedQs,
  type RangeOptions,
  type RangeResult,
  type Request,
  request,
} from './request.js';
export {
  type CookieOptions,
  type FormatHandlers,
  type HeaderValue,
  type Response,
  response,
  type SendFileCallback,
} from './response.js';
export type { PathArg } from './router/compile-path.js';
export type { NextFunction } from './router/handler-types.js';
export { methods, type RouteMethod } from './router/methods.js';
export { Route } from './router/route.js';
export { Router, type RouterConstructor, type RouterOptions } from './router/router.js';
export { compileETag, type ETagFn } from './settings/compile-etag.js';
export { compileQueryParser, type QueryParserFn } from './settings/compile-query-parser.js';
export { compileTrust, type TrustFn } from './settings/compile-trust.js';
export { handlerChannel, requestChannel } from './tracing/channels.js';
export { type Http1Classes, type Http2Classes, http1Classes, http2Classes } from './transport/app-classes.js';
export {
  type ClusterOptions,
  type ClusterRun,
  type ClusterServer,
  type ClusterStart,
  type ClusterStopResult,
  type ClusterWorker,
  cluster,
  type Drainable,
} from './transport/cluster.js';
export { type ClusterEvent, defaultClusterLogger } from './transport/cluster-events.js';
export { isConnectionHeader } from './transport/connection-headers.js';
export {
  type AnyServer,
  createServer,
  type Http2Options,
  type ServerFor,
  type ServerOptions,
} from './transport/create-server.js';
export { http2PrototypesOf, syncHttp2Prototypes } from './transport/http2-prototypes.js';
export { defaultPort, type ListenOptions, listen } from './transport/listen.js';
export { defaultRestart, type RestartOptions } from './transport/restart-backoff.js';
export { type ShutdownOptions, type ShutdownResult, shutdown } from './transport/shutdown.js';
export { defaultTimeouts, type Timeouts } from './transport/timeouts.js';
export type {
  DefaultLocals,
  ErrorRequestHandler,
  HandlerArg,
  ParamHandler,
  RequestHandler,
  RouteMatcher,
  TypedRoute,
} from './types/handlers.js';
export type { RouteParams } from './types/route-params.js';
export type { HandlerKind, HandlerMessage, RequestMessage } from './types/tracing.js';
export type { RenderCallback } from './view/render.js';
export { View, type ViewEngine } from './view/view.js';
