import { isToken, mimeContentType, parseContentType } from '@batonjs/http';
import { createTypeError } from '../errors.js';
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
 * Returns `mediaType` with its `charset` parameter set to `charset`, as Express 5.3's `res.send` does:
 * the type and parameter names lower-cased, parameters that cannot be read (`text/plain; foo`) and
 * repeats of a name dropped, a charset already there replaced where it stands, values quoted where
 * a token will not do. A type that is not `type/subtype`, or a parameter name or value that cannot
 * be written back, throws a `BATON_INVALID_CONTENT_TYPE` `TypeError` with Express's message.
 *
 * @example
 * setCharset('text/plain; charset=latin1; format=flowed', 'utf-8'); // 'text/plain; charset=utf-8; format=flowed'
 * setCharset('text/plain; foo', 'utf-8'); // 'text/plain; charset=utf-8'
 */
export function setCharset(mediaType: string, charset: string): string {
  // An app sends the same few types over and over: the last answer is kept for the next call.
  if (mediaType === lastType && charset === lastCharset) return lastResult;
  const result = withCharset(mediaType, charset);
  lastResult = result;
  lastType = mediaType;
  lastCharset = charset;
  return result;
}

let lastType: string | undefined;
let lastCharset: string | undefined;
let lastResult = '';

function withCharset(mediaType: string, charset: string): string {
  if (!mediaType || !charset) return mediaType;
  const parsed = parseContentType(mediaType);
  if (parsed === undefined) throw invalid(`Invalid type: ${typeOf(mediaType)}`);
  let out = parsed.essence;
  let replaced = false;
  for (const name in parsed.params) {
    const value = name === 'charset' ? charset : (parsed.params[name] as string);
    replaced ||= name === 'charset';
    out += `; ${name}=${parameterValue(name, value)}`;
  }
  return replaced ? out : `${out}; charset=${parameterValue('charset', charset)}`;
}

/** What stands before the first `;`, as the parser read it: Express's message names that. */
function typeOf(mediaType: string): string {
  const semicolon = mediaType.indexOf(';');
  return (semicolon === -1 ? mediaType : mediaType.slice(0, semicolon)).trim().toLowerCase();
}

/** A parameter written back: a token as it is, anything else a quoted-string (RFC 9110 §5.6.4). */
function parameterValue(name: string, value: string): string {
  if (!isToken(name)) throw invalid(`Invalid parameter name: ${name}`);
  if (isToken(value)) return value;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    // qdtext and quoted-pair allow HTAB, SP, visible ASCII and obs-text; nothing else can be sent.
    if (!(c === 0x09 || (c >= 0x20 && c <= 0x7e) || (c >= 0x80 && c <= 0xff)))
      throw invalid(`Invalid parameter value: ${value}`);
  }
  return `"${value.replace(/["\\]/g, '\\$&')}"`;
}

function invalid(message: string): TypeError {
  return createTypeError('BATON_INVALID_CONTENT_TYPE', message);
}
