import fresh from 'fresh';
import { etagFnOf } from '../request/app-setting.js';
import type { Response } from '../types/response.js';
import { assertUnsent } from './already-sent.js';
import { setCharset } from './content-type.js';

/**
 * `res.send(body)`: sends a complete response.
 * - a string is sent as UTF-8, `text/html` unless a Content-Type is set (whose charset becomes utf-8);
 * - a Buffer or typed array is sent as is, `application/octet-stream` unless a type is set;
 * - `null` sends an empty body; other objects, arrays, numbers and booleans go to `res.json()`;
 * - `Content-Length` is always set (unless `Transfer-Encoding` is), an `ETag` from the `etag fn`
 *   setting when none is set, and a fresh conditional GET or HEAD gets `304`;
 * - HEAD, 204 and 304 get no body (204/304 also lose their Content-* headers), 205 an empty one.
 *
 * @example
 * res.send('<p>hello</p>');
 * res.status(404).send('Sorry, not found');
 */
export function send(this: Response, body?: unknown): Response {
  assertUnsent(this, 'res.send()');
  let chunk: string | Buffer | undefined;
  switch (typeof body) {
    case 'undefined':
      break;
    case 'string':
      typeForText(this, this.getHeader('Content-Type'));
      chunk = body;
      break;
    case 'object':
    case 'number':
    case 'boolean':
    case 'bigint':
      if (body === null) {
        chunk = '';
      } else if (ArrayBuffer.isView(body)) {
        if (this.getHeader('Content-Type') === undefined) this.type('bin');
        chunk = Buffer.isBuffer(body) ? body : Buffer.from(body.buffer, body.byteOffset, body.byteLength);
      } else {
        return this.json(body);
      }
      break;
    default:
      throw new TypeError(`res.send() cannot send a ${typeof body}`);
  }
  return finish(this, chunk);
}

/** res.json's Content-Type when the handler set none. */
export const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * What `res.send(json)` does for `res.json()`, with the Content-Type read once: `application/json`
 * unless the handler set a type (which then gets charset=utf-8, as `res.send` gives any string).
 * `res.json()` used to set the type and then have `res.send` read it back and rebuild its charset:
 * two header round trips and a parse per response for a value known in advance.
 */
export function sendJson(res: Response, body: string | undefined): Response {
  const type = res.getHeader('Content-Type');
  if (type === undefined) res.setHeader('Content-Type', JSON_TYPE);
  else if (body !== undefined) typeForText(res, type);
  return finish(res, body);
}

/** A string body's Content-Type: the type already set (`type`) with charset=utf-8, or HTML. */
function typeForText(res: Response, type: ReturnType<Response['getHeader']>): void {
  if (typeof type === 'string') res.setHeader('Content-Type', setCharset(type, 'utf-8'));
  else res.type('html');
}

function finish(res: Response, body: string | Buffer | undefined): Response {
  const req = res.req;
  const method = req.method;
  const cacheable = method === 'GET' || method === 'HEAD';
  let chunk = body;
  if (chunk !== undefined) {
    // Every method gets the validator, as in Express (a client may cache a POST's answer or use the
    // tag in a later If-Match); only GET and HEAD can be answered 304 below.
    // The app's `etag fn` from its fixed-shape state: no dictionary-mode lookup per response. Read
    // before the ETag header, as Express does: with the setting off, the header is not looked up.
    // A header holding '' or 0 is replaced too, as Express's `!res.get('ETag')` replaces it.
    const etagFn = etagFnOf(res);
    if (etagFn !== undefined && !res.getHeader('ETag')) {
      // A string body stays a string: node writes it together with the headers in one buffer, while a
      // Buffer body is a separate chunk that costs raw node itself ~30% more CPU per small response.
      const tag = etagFn(chunk, 'utf8');
      if (tag) res.setHeader('ETag', tag);
    }
    if (res.getHeader('Transfer-Encoding') === undefined) {
      res.setHeader('Content-Length', typeof chunk === 'string' ? Buffer.byteLength(chunk, 'utf8') : chunk.length);
    }
  }
  const code = res.statusCode;
  if (cacheable && ((code >= 200 && code < 300) || code === 304) && isFresh(res)) res.statusCode = 304;
  switch (res.statusCode) {
    case 204:
    case 304:
      res.removeHeader('Content-Type');
      res.removeHeader('Content-Length');
      res.removeHeader('Transfer-Encoding');
      chunk = undefined;
      break;
    case 205:
      res.setHeader('Content-Length', '0');
      res.removeHeader('Transfer-Encoding');
      chunk = undefined;
      break;
  }
  if (method === 'HEAD' || chunk === undefined) res.end();
  else res.end(chunk);
  return res;
}

/** The request's conditional headers (If-None-Match, If-Modified-Since) match what we are about to send. */
function isFresh(res: Response): boolean {
  const headers = res.req.headers;
  if (headers['if-none-match'] === undefined && headers['if-modified-since'] === undefined) return false;
  return fresh(headers, { etag: res.getHeader('ETag'), 'last-modified': res.getHeader('Last-Modified') });
}
