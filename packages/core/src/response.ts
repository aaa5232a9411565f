import { ServerResponse } from 'node:http';
import { end } from './response/already-sent.js';
import { attachment } from './response/attachment.js';
import { type } from './response/content-type.js';
import { clearCookie, cookie } from './response/cookie.js';
import { format } from './response/format.js';
import { http1HeaderMethods } from './response/headers/http1-header-methods.js';
import { append, get, set } from './response/headers.js';
import { json, jsonp } from './response/json.js';
import { links } from './response/links.js';
import { location } from './response/location.js';
import { redirect } from './response/redirect.js';
import { render } from './response/render.js';
import { send } from './response/send.js';
import { download, sendFile } from './response/send-file.js';
import { sse } from './response/sse.js';
import { sendStatus, status } from './response/status.js';
import { vary } from './response/vary.js';
import type { Response } from './types/response.js';

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
// Baton's own header store (response/headers/): replaces node's header methods on HTTP/1.1.
Object.assign(response, http1HeaderMethods);
