import { IncomingMessage } from 'node:http';
import type { Application } from './application.js';
import type { Response } from './response.js';

/** Route parameters when nothing more precise is known: names to decoded values (`*splat` gives string[]). */
export type ParamsDictionary = Record<string, string | string[] | undefined>;

/** The parsed query string; its exact shape depends on the `query parser` setting. */
export type ParsedQs = Record<string, unknown>;

/**
 * Baton's request: node's IncomingMessage plus Express's helpers. `P` is derived from the route
 * path literal by the router's overloads; `ReqBody` stays `unknown` until a parser or a generic says
 * otherwise.
 */
export interface Request<P = ParamsDictionary, ReqBody = unknown, Locals extends object = Record<string, unknown>>
  extends IncomingMessage {
  app: Application;
  res: Response<unknown, Locals>;
  /** The path the current router was mounted at ('' at the top). */
  baseUrl: string;
  /** The URL as received, never rewritten by mounting. */
  originalUrl: string;
  params: P;
  body: ReqBody;
  query: ParsedQs;
  /** The route that matched, once a route handler runs. */
  route?: unknown;
  next?: (err?: unknown) => void;
}

/**
 * The prototype every Baton request inherits from (through the app's own `app.request`).
 * `baton.request.foo = ...` adds to every app; `app.request.foo = ...` to one app.
 */
export const request: Request = Object.create(IncomingMessage.prototype);
