import { contentType as mimeContentType } from 'mime-types';
import type { Response } from '../types/response.js';

/**
 * `res.type(type)` (alias `res.contentType`): sets `Content-Type` from a MIME type (`'text/csv'`) or
 * an extension or short name (`'json'`, `'.html'`, `'png'`); unknown short names give
 * `application/octet-stream`.
 *
 * @example
 * res.type('json'); // Content-Type: application/json; charset=utf-8
 */
export function type(this: Response, value: string): Response {
  const full = value.includes('/') ? value : mimeContentType(value) || 'application/octet-stream';
  return this.set('Content-Type', full);
}

/**
 * Returns `mediaType` with its `charset` parameter set to `charset` (replacing any other charset,
 * keeping the other parameters). Unlike a strict parser it never throws on an odd value: what it
 * cannot read it keeps.
 *
 * @example
 * setCharset('text/plain; format=flowed; charset=latin1', 'utf-8'); // 'text/plain; format=flowed; charset=utf-8'
 */
export function setCharset(mediaType: string, charset: string): string {
  // An app sends the same few types over and over: the last answer is kept for the next call.
  if (mediaType === lastType && charset === lastCharset) return lastResult;
  lastResult = withCharset(mediaType, charset);
  lastType = mediaType;
  lastCharset = charset;
  return lastResult;
}

let lastType: string | undefined;
let lastCharset: string | undefined;
let lastResult = '';

function withCharset(mediaType: string, charset: string): string {
  const parts = mediaType.split(';');
  const kept = [(parts[0] as string).trim()];
  for (let i = 1; i < parts.length; i++) {
    const param = (parts[i] as string).trim();
    if (param === '' || /^charset\s*=/i.test(param)) continue;
    kept.push(param);
  }
  kept.push(`charset=${charset}`);
  return kept.join('; ');
}
