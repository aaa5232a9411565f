import type { ServerResponse } from 'node:http';
import type { SerializeOptions } from '@batonjs/cookies';
import type { SendFileOptions } from '@batonjs/static';
import type { kFirstSend } from '../symbols.js';
import type { Application } from './application.js';
import type { Locals } from './express-globals.js';
import type { NextFunction } from './next-function.js';
import type { Request } from './request.js';
import type { SseOptions, SseStream } from './sse.js';
import type { DefaultLocals, DefaultResBody, LocalsConstraint } from './type-options.js';
import type { RenderCallback } from './views.js';

/**
 * A header value `res.set()` accepts: strings (arrays for repeated headers such as Set-Cookie) and numbers.
 *
 * @example
 * const headers: Record<string, HeaderValue> = { 'Content-Length': 12, 'Set-Cookie': ['a=1', 'b=2'] };
 */
export type HeaderValue = string | number | boolean | readonly string[];

/** Where a response was first sent from, recorded by `res.end()` for `BATON_RESPONSE_ALREADY_SENT`. */
export interface FirstSend {
  readonly method: string;
  readonly path: string;
  /** The name of the handler that was running (the router's current layer), when known. */
  readonly handler: string | undefined;
}

/**
 * A `res.format()` branch: called with the request, the response and `next`, as Express 5 does.
 *
 * @example
 * const html: FormatHandler = (req, res) => res.send(`<p>${req.path}</p>`);
 */
export type FormatHandler = (req: Request, res: Response, next: NextFunction) => void;

/**
 * `res.format()`'s argument: media types or extensions to handlers, plus an optional `default`.
 *
 * @example
 * const handlers: FormatHandlers = { json: (req, res) => res.json({}), default: (req, res) => res.sendStatus(406) };
 */
export interface FormatHandlers {
  [type: string]: FormatHandler | undefined;
  default?: FormatHandler | undefined;
}

/**
 * Options of `res.cookie()`: the cookie's attributes, with `maxAge` in milliseconds as Express has it.
 *
 * @example
 * const session: CookieOptions = { maxAge: 3_600_000, httpOnly: true, secure: true, sameSite: 'lax', signed: true };
 */
export interface CookieOptions extends Omit<SerializeOptions, 'maxAge'> {
  /** Lifetime in milliseconds: sets both `Expires` (now + maxAge) and `Max-Age` (in whole seconds). */
  maxAge?: number | undefined;
  /** Sign the value with `req.secret` (set by `cookieParser(secret)`), giving `s:value.signature`. */
  signed?: boolean | undefined;
}

/**
 * Called when `res.sendFile()`/`res.download()` finished or failed (with `status` 404, 403, ...).
 *
 * @example
 * res.sendFile('/srv/a.txt', (err) => err && console.error(err.status, err.code));
 */
export type SendFileCallback = (err?: Error & { status?: number; code?: string }) => void;

/**
 * The type of `res.send`, `res.json` and `res.jsonp` as `@types/express` names it.
 *
 * @example
 * const reply: Send<{ ok: boolean }, Response> = (body) => res.json(body);
 */
export type Send<ResBody = DefaultResBody, T = Response<ResBody>> = (body?: ResBody) => T;

/** Express's name for a callback that receives an optional error. */
export type Errback = (err?: Error) => void;

/**
 * Baton's response: node's ServerResponse plus Express's helpers, with `@types/express`'s type
 * parameters: the body `res.json()`/`res.send()` accept, `res.locals`, and the status codes
 * `res.status()` accepts.
 *
 * @example
 * function show(req: Request, res: Response<{ id: string }, { user?: string }>) {
 *   res.locals.user = 'ada';
 *   res.status(200).json({ id: '7' });
 * }
 */
export interface Response<
  ResBody = DefaultResBody,
  LocalsObj extends LocalsConstraint = DefaultLocals,
  StatusCode extends number = number,
> extends ServerResponse,
    Express.Response {
  app: Application;
  req: Request;
  locals: LocalsObj & Locals;
  /** Phantom marker so that `ResBody` takes part in type checking. */
  readonly __resBody?: ResBody;
  /** Set by the first `res.end()`: who sent this response. Internal. */
  [kFirstSend]?: FirstSend;

  /** Sets the status code (an integer 100-999; TypeError/RangeError otherwise). */
  status(code: StatusCode): this;
  /** Sends the status code with its reason phrase as a text/plain body. */
  sendStatus(code: StatusCode): this;
  /** Sets one header, or several from an object; Content-Type gains its charset. */
  set(field: string, value?: HeaderValue): this;
  set(fields: Readonly<Record<string, HeaderValue | undefined>>): this;
  /** Alias of `set`. */
  header(field: string, value?: HeaderValue): this;
  header(fields: Readonly<Record<string, HeaderValue | undefined>>): this;
  /**
   * The header as set so far. Typed `string | undefined` as in `@types/express`; a header set as a
   * number or an array comes back as node stores it.
   */
  get(field: string): string | undefined;
  /** Adds a value to a header, keeping those already set. */
  append(field: string, value?: string | readonly string[]): this;
  /** Sets Content-Type from a MIME type or an extension. */
  type(type: string): this;
  /** Alias of `type`. */
  contentType(type: string): this;
  /** Adds field names to the Vary header. */
  vary(field: string | readonly string[]): this;
  /** Adds `<url>; rel="..."` entries to the Link header. */
  links(links: Readonly<Record<string, string | readonly string[]>>): this;
  /** Sets an encoded Location header (`'back'` is an ordinary relative URL, as in Express 5). */
  location(url: string): this;
  /** Redirects (302 by default) with a body that suits `Accept`. */
  redirect(url: string): void;
  redirect(status: number, url: string): void;
  /** Marks the response as a download named after `filename`, typed from its extension. */
  attachment(filename?: string): this;
  /** Streams a file (absolute path, or relative to `options.root`); errors go to the callback or `next`. */
  sendFile(path: string, options?: SendFileOptions, callback?: SendFileCallback): void;
  sendFile(path: string, callback: SendFileCallback): void;
  /** Streams a file as an attachment named `filename` (default: the file's own name). */
  download(path: string, filename?: string, options?: SendFileOptions, callback?: SendFileCallback): void;
  download(path: string, filename: string, callback: SendFileCallback): void;
  download(path: string, options: SendFileOptions, callback?: SendFileCallback): void;
  download(path: string, callback: SendFileCallback): void;
  /** Runs the handler for the best type the request accepts; 406 through `next` when none fits. */
  format(handlers: FormatHandlers): this;
  /** Sends a complete response (string: HTML, Buffer: binary, object: JSON). */
  send(body?: ResBody): this;
  /** Sends JSON, honouring the json replacer/spaces/escape settings. */
  json<T extends ResBody = ResBody>(body?: T): this;
  /** Sends JSON, wrapped in the `?callback=` function when one is named. */
  jsonp<T extends ResBody = ResBody>(body?: T): this;
  /** Appends a Set-Cookie header (`maxAge` in milliseconds). */
  cookie(name: string, value: unknown, options?: CookieOptions): this;
  /** Appends a Set-Cookie header that expires the cookie. */
  clearCookie(name: string, options?: CookieOptions): this;
  /** Renders a view with `res.locals` merged in; sends it unless a callback is given. */
  render(view: string, callback: RenderCallback): void;
  render(view: string, locals?: object, callback?: RenderCallback): void;

  // --- Realtime (issue 30): Server-Sent Events; implementation in response/sse.ts ---
  /** Answers with a Server-Sent Events stream and returns it (see {@link SseStream}). */
  sse(options?: SseOptions): SseStream;
}
