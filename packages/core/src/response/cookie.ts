import { type SerializeOptions, serialize, sign } from '@batonjs/cookies';
import { createError } from '../errors.js';
import type { CookieOptions, Response } from '../types/response.js';

/**
 * `res.cookie(name, value, options?)`: appends a `Set-Cookie` header. An object value is stored as
 * `j:` + JSON (which cookieParser turns back into the object); `signed: true` stores
 * `s:` + the value signed with `req.secret`; `path` defaults to `/`. Invalid names, values or
 * attributes, and cookies over 4096 bytes, throw `@batonjs/cookies`' coded TypeErrors.
 *
 * @example
 * res.cookie('theme', 'dark', { maxAge: 30 * 24 * 3600 * 1000, httpOnly: true, sameSite: 'lax' });
 */
export function cookie(this: Response, name: string, value: unknown, options?: CookieOptions): Response {
  const { signed, maxAge, ...attributes } = options ?? {};
  let text = typeof value === 'object' ? `j:${JSON.stringify(value)}` : String(value);
  if (signed) {
    // Typed string | undefined, but plain JavaScript may have put anything there.
    const secret: unknown = this.req.secret;
    if (typeof secret !== 'string' || secret === '') {
      throw createError('BATON_COOKIE_SECRET_REQUIRED', 'cookieParser("secret") required for signed cookies');
    }
    text = `s:${sign(text, secret)}`;
  }
  const serializeOptions: SerializeOptions = attributes;
  if (maxAge != null) {
    const ms = Number(maxAge);
    if (Number.isNaN(ms)) {
      serializeOptions.maxAge = maxAge;
    } else {
      serializeOptions.expires = new Date(Date.now() + ms);
      serializeOptions.maxAge = Math.floor(ms / 1000);
    }
  }
  if (serializeOptions.path == null) serializeOptions.path = '/';
  return this.append('Set-Cookie', serialize(name, text, serializeOptions));
}

/**
 * `res.clearCookie(name, options?)`: tells the client to drop the cookie by setting it empty with
 * `Expires: Thu, 01 Jan 1970 00:00:00 GMT`. Give the same `path`/`domain` it was set with; any
 * `maxAge` or `expires` passed is ignored.
 *
 * @example
 * res.clearCookie('session', { path: '/admin' });
 */
export function clearCookie(this: Response, name: string, options?: CookieOptions): Response {
  const { maxAge: _maxAge, expires: _expires, ...rest } = options ?? {};
  return this.cookie(name, '', { path: '/', ...rest, expires: new Date(1) });
}
