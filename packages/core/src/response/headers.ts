import { mimeContentType } from '@batonjs/http';
import type { HeaderValue, Response } from '../types/response.js';

/**
 * `res.set(field, value)` / `res.set({ field: value })` (alias `res.header`): sets response
 * headers. Values become strings (arrays stay arrays, for `Set-Cookie`); `Content-Type` is given the
 * charset `mime-types` knows for it (`text/html` → `text/html; charset=utf-8`) and cannot be an array.
 *
 * @example
 * res.set('Cache-Control', 'no-store').set({ 'Content-Type': 'text/plain', 'X-Id': 7 });
 */
export function set(
  this: Response,
  field: string | Readonly<Record<string, HeaderValue>>,
  value?: HeaderValue,
): Response {
  if (typeof field !== 'string') {
    for (const key in field) this.set(key, field[key] as HeaderValue);
    return this;
  }
  if (Array.isArray(value)) {
    if (field.toLowerCase() === 'content-type') throw new TypeError('Content-Type cannot be set to an Array');
    this.setHeader(field, value.map(String));
    return this;
  }
  let text = String(value);
  if (field.toLowerCase() === 'content-type') text = mimeContentType(text) || text;
  this.setHeader(field, text);
  return this;
}

/**
 * `res.get(field)`: the response header as set so far (case-insensitive name).
 *
 * @example
 * res.type('json');
 * res.get('content-type'); // 'application/json; charset=utf-8'
 */
export function get(this: Response, field: string): string | number | string[] | undefined {
  return this.getHeader(field);
}

/**
 * `res.append(field, value)`: adds to a header instead of replacing it, keeping every value (an
 * array when there are several, as `Set-Cookie` needs).
 *
 * @example
 * res.append('Link', '</a.css>; rel=preload').append('Set-Cookie', ['a=1', 'b=2']);
 */
export function append(this: Response, field: string, value: string | readonly string[]): Response {
  const prev = this.getHeader(field);
  if (prev === undefined || prev === '') return this.set(field, value as HeaderValue);
  const before = Array.isArray(prev) ? prev : [String(prev)];
  return this.set(field, before.concat(value));
}
