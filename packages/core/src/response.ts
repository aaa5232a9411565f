import { ServerResponse } from 'node:http';
import type { SendFileOptions } from '@batonjs/static';
import type { Application } from './application.js';
import type { Request } from './request.js';
import { end } from './response/already-sent.js';
import { attachment } from './response/attachment.js';
import { type } from './response/content-type.js';
import { type CookieOptions, clearCookie, cookie } from './response/cookie.js';
import { format } from './response/format.js';
import { append, get, set } from './response/headers.js';
import { json, jsonp } from './response/json.js';
import { links } from './response/links.js';
import { location } from './response/location.js';
import { redirect } from './response/redirect.js';
import { render } from './response/render.js';
import { send } from './response/send.js';
import { download, type SendFileCallback, sendFile } from './response/send-file.js';
import { type SseOptions, type SseStream, sse } from './response/sse.js';
import { sendStatus, status } from './response/status.js';
import { vary } from './response/vary.js';
import type { kFirstSend } from './symbols.js';
import type { RenderCallback } from './view/render.js';

export type { CookieOptions } from './response/cookie.js';
export type { SendFileCallback } from './response/send-file.js';

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

/** A `res.format()` branch: called with the request, the response and `next`. */
export type FormatHandler = (req: Request, res: Response, next: (err?: unknown) => void) => void;

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
 * Baton's response: node's ServerResponse plus Express's helpers. `Locals` types `res.locals`;
 * `ResBody` types what `res.json()`/`res.send()` accept.
 *
 * @example
 * function show(req: Request, res: Response<{ id: string }, { user?: string }>) {
 *   res.locals.user = 'ada';
 *   res.status(200).json({ id: '7' });
 * }
 */
export interface Response<ResBody = unknown, Locals extends object = Record<string, unknown>> extends ServerResponse {
  app: Application;
  req: Request;
  locals: Locals;
  /** Phantom marker so that `ResBody` takes part in type checking. */
  readonly __resBody?: ResBody;
  /** Set by the first `res.end()`: who sent this response. Internal. */
  [kFirstSend]?: FirstSend;

  /** Sets the status code (an integer 100-999; TypeError/RangeError otherwise). */
  status(code: number): this;
  /** Sends the status code with its reason phrase as a text/plain body. */
  sendStatus(code: number): this;
  /** Sets one header, or several from an object; Content-Type gains its charset. */
  set(field: string, value: HeaderValue): this;
  set(fields: Readonly<Record<string, HeaderValue>>): this;
  /** Alias of `set`. */
  header(field: string, value: HeaderValue): this;
  header(fields: Readonly<Record<string, HeaderValue>>): this;
  /** The header as set so far. */
  get(field: string): string | number | string[] | undefined;
  /** Adds a value to a header, keeping those already set. */
  append(field: string, value: string | readonly string[]): this;
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
  render(view: string, locals?: Record<string, unknown>, callback?: RenderCallback): void;
  render(view: string, callback: RenderCallback): void;

  // --- Realtime (issue 30): Server-Sent Events; implementation in response/sse.ts ---
  /** Answers with a Server-Sent Events stream and returns it (see {@link SseStream}). */
  sse(options?: SseOptions): SseStream;
}

/**
 * The prototype every Baton response inherits from (through the app's own `app.response`).
 * `baton.response.foo = ...` adds to every app; `app.response.foo = ...` to one app.
 *
 * @example
 * Object.assign(response, { ok(this: Response) { return this.status(200).json({ ok: true }); } });
 */
export const response: Response = Object.create(ServerResponse.prototype);

Object.assign(response, {
  status,
  sendStatus,
  set,
  header: set,
  get,
  append,
  type,
  contentType: type,
  vary,
  links,
  location,
  redirect,
  attachment,
  sendFile,
  download,
  format,
  send,
  json,
  jsonp,
  cookie,
  clearCookie,
  render,
  end,
  sse,
});
