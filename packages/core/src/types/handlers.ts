import type { Application } from './application.js';
import type { NextFunction } from './next-function.js';
import type { ParamsDictionary, ParsedQs, Request } from './request.js';
import type { Response } from './response.js';
import type { DefaultError, DefaultLocals, DefaultReqBody, DefaultResBody, LocalsConstraint } from './type-options.js';

/**
 * A request handler (middleware or route handler), with `@types/express`'s five type parameters
 * in its order. Return a promise if you like: a rejection goes to `next(err)`.
 *
 * @example
 * const handler: RequestHandler<{ id: string }> = (req, res) => res.json({ id: req.params.id });
 */
export type RequestHandler<
  P = ParamsDictionary,
  ResBody = DefaultResBody,
  ReqBody = DefaultReqBody,
  ReqQuery = ParsedQs,
  LocalsObj extends LocalsConstraint = DefaultLocals,
> = (
  req: Request<P, ResBody, ReqBody, ReqQuery, LocalsObj>,
  res: Response<ResBody, LocalsObj>,
  next: NextFunction,
) => unknown;

/** Express's name for a request handler without type arguments. */
export interface Handler extends RequestHandler {}

/**
 * An error handler: four parameters, called with what was passed to `next(err)` or thrown. `err`
 * is `any` when unannotated, as in `@types/express` (or `TypeOptions['error']`); its parameters
 * are compared both ways (a method's are), so a handler may type `err` as what it expects even
 * under the stricter option.
 *
 * @example
 * app.use((err, req, res, next) => res.status(500).json({ error: String(err) }));
 * app.use((err: HttpError, req: Request, res: Response, next: NextFunction) => res.status(err.status).end());
 */
export type ErrorRequestHandler<
  P = ParamsDictionary,
  ResBody = DefaultResBody,
  ReqBody = DefaultReqBody,
  ReqQuery = ParsedQs,
  LocalsObj extends LocalsConstraint = DefaultLocals,
> = {
  handle(
    err: DefaultError,
    req: Request<P, ResBody, ReqBody, ReqQuery, LocalsObj>,
    res: Response<ResBody, LocalsObj>,
    next: NextFunction,
  ): unknown;
}['handle'];

/**
 * Middleware typed against other request types: written with `@types/express`, a library's own
 * request shape, or another framework's. Baton's `Request` is not assignable to those, so a
 * typed parameter cannot describe them; this type accepts any function value without giving
 * inline handlers beside it a call signature to be confused by (it has none), so those still get
 * Baton's contextual types.
 *
 * @example
 * import session from 'express-session'; // typed as @types/express's RequestHandler
 * app.use(session({ secret }), (req, res, next) => next()); // req and res are Baton's
 */
export interface ForeignHandler {
  apply(this: ForeignHandler, thisArg: unknown, args?: unknown): unknown;
  call(this: ForeignHandler, thisArg: unknown, ...args: never[]): unknown;
  bind(this: ForeignHandler, thisArg: unknown, ...args: never[]): unknown;
}

/**
 * What `use`, `get`, ... accept in each handler position when the handlers are not all plain
 * request handlers: handlers, error handlers, routers, apps, middleware typed elsewhere, and
 * (nested) arrays of those, as Express accepts.
 *
 * @example
 * const chain: HandlerArg[] = [cors(), [auth, audit], (req, res) => res.end()];
 */
export type HandlerArg<
  P = ParamsDictionary,
  ResBody = DefaultResBody,
  ReqBody = DefaultReqBody,
  ReqQuery = ParsedQs,
  LocalsObj extends LocalsConstraint = DefaultLocals,
> =
  | RequestHandler<P, ResBody, ReqBody, ReqQuery, LocalsObj>
  | ErrorRequestHandler<P, ResBody, ReqBody, ReqQuery, LocalsObj>
  | ForeignHandler
  | Application
  | ReadonlyArray<HandlerArg<P, ResBody, ReqBody, ReqQuery, LocalsObj>>;

/** Express's name for one handler argument (`@types/express`'s `RequestHandlerParams`). */
export type RequestHandlerParams<
  P = ParamsDictionary,
  ResBody = DefaultResBody,
  ReqBody = DefaultReqBody,
  ReqQuery = ParsedQs,
  LocalsObj extends LocalsConstraint = DefaultLocals,
> = HandlerArg<P, ResBody, ReqBody, ReqQuery, LocalsObj>;

/**
 * A `param` callback: `(req, res, next, value, name)`.
 *
 * @example
 * app.param('id', (req, res, next, id) => (/^\d+$/.test(id) ? next() : next('route')));
 */
// biome-ignore lint/suspicious/noExplicitAny: @types/express's type for the value; apps treat it as a string.
export type ParamHandler = (req: Request, res: Response, next: NextFunction, value: any, name: string) => unknown;

/** Express's name for a `param` callback. */
export type RequestParamHandler = ParamHandler;
