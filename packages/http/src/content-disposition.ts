import { wellFormed } from './well-formed.js';

/** Options of {@link contentDisposition}. */
export interface ContentDispositionOptions {
  /** The disposition type. Default `'attachment'`. */
  type?: 'attachment' | 'inline';
}

/** Printable ASCII: the only bytes a plain `filename` may hold in every client. */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
/** A `%XX` in a name: some browsers would decode it in `filename`, so `filename*` pins the real name. */
const PERCENT_ESCAPE = /%[0-9A-Fa-f]{2}/;
/** An RFC 9110 token: sent bare, as the content-disposition package (Express's) sends it. */
const TOKEN = /^[!#$%&'*+.0-9A-Z^_`a-z|~-]+$/;
/** Kept as they are in `filename*`; the rest is percent-encoded (a subset of RFC 8187 attr-char). */
const NOT_KEPT = /[^A-Za-z0-9!\-._~]/gu;

function parameterValue(text: string): string {
  return TOKEN.test(text) ? text : `"${text.replace(/[\\"]/g, '\\$&')}"`;
}

/** The ASCII fallback old clients read: each character outside printable ASCII becomes `?`. */
function asciiFallback(name: string): string {
  return name.replace(/[^\x20-\x7e]/g, '?');
}

function extValue(name: string): string {
  return `UTF-8''${wellFormed(name).replace(NOT_KEPT, (char) =>
    Array.from(Buffer.from(char, 'utf8'), (byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join(''),
  )}`;
}

/**
 * Builds a `Content-Disposition` header (RFC 6266) as Express's `content-disposition` does. Only
 * the last path segment of `filename` is used. A printable-ASCII name is sent as `filename`, bare
 * when it is a token and quoted otherwise (quotes and backslashes escaped); any other name also
 * gets the RFC 8187 `filename*=UTF-8''…` form, which modern clients prefer, after an ASCII
 * `filename` fallback for old ones in which every other character is `?`. Control characters can
 * never reach the header.
 *
 * @example
 * contentDisposition('résumé.pdf'); // `attachment; filename="r?sum?.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf`
 */
export function contentDisposition(filename?: string, options: ContentDispositionOptions = {}): string {
  const type = options.type ?? 'attachment';
  if (type !== 'attachment' && type !== 'inline') throw new TypeError('type must be "attachment" or "inline"');
  if (filename === undefined) return type;
  if (typeof filename !== 'string') throw new TypeError('filename must be a string');
  const name = filename.slice(filename.lastIndexOf('/') + 1);
  if (PRINTABLE_ASCII.test(name) && !PERCENT_ESCAPE.test(name)) return `${type}; filename=${parameterValue(name)}`;
  return `${type}; filename=${parameterValue(asciiFallback(name))}; filename*=${extValue(name)}`;
}
