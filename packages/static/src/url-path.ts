import { wellFormed } from '@batonjs/http';
import { createStaticError, type StaticError } from './errors.js';

/** `scheme://authority` of an absolute-form request target (RFC 9112 §3.2.2). */
const ABSOLUTE_FORM = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i;

/**
 * The path part of a request target, still percent-encoded: the query and fragment are cut off and
 * an absolute-form target (`GET http://host/a`) loses its scheme and authority, so a redirect built
 * from it can never point at another host.
 *
 * @example
 * rawPathname('/a%20b/c.txt?x=1'); // '/a%20b/c.txt'
 */
export function rawPathname(url: string): string {
  const path = url.charCodeAt(0) === 0x2f ? url : url.replace(ABSOLUTE_FORM, '');
  const end = path.search(/[?#]/);
  return end === -1 ? path : path.slice(0, end);
}

/**
 * Percent-decodes a URL path once (never twice: `%252e` stays the literal name `%2e`). Malformed
 * escapes and invalid UTF-8 are a 400, as in send.
 *
 * @example
 * decodePath('/caf%C3%A9.txt'); // '/café.txt'
 */
export function decodePath(path: string): string | StaticError {
  if (!path.includes('%')) return path;
  try {
    return decodeURIComponent(path);
  } catch {
    return createStaticError('BATON_STATIC_MALFORMED_PATH');
  }
}

/** Characters a Location header may carry as they are; everything else is percent-encoded. */
const URL_SAFE = /[^\w\-.~!$&'()*+,;=:@/?#[\]%]|%(?![0-9A-Fa-f]{2})/gu;

/**
 * Makes a URL safe to put in a Location header: characters outside the URL grammar and stray `%`
 * signs are percent-encoded, existing escapes are kept, broken surrogates become U+FFFD.
 *
 * @example
 * encodeUrl('/a b/%zz'); // '/a%20b/%25zz'
 */
export function encodeUrl(url: string): string {
  return wellFormed(url).replace(URL_SAFE, (char) => encodeURIComponent(char));
}
