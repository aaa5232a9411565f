import { wellFormed } from './well-formed.js';

/** Options of {@link contentDisposition}. */
export interface ContentDispositionOptions {
  /** The disposition type. Default `'attachment'`. */
  type?: 'attachment' | 'inline';
}

/** Printable ASCII: the only bytes a plain quoted `filename` may hold in every client. */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
/** A `%XX` in a name: some browsers would decode it in `filename`, so `filename*` pins the real name. */
const PERCENT_ESCAPE = /%[0-9A-Fa-f]{2}/;
/** RFC 8187 attr-char, everything else is percent-encoded. */
const NOT_ATTR_CHAR = /[^A-Za-z0-9!#$&+\-.^_`|~]/gu;

function quote(text: string): string {
  return `"${text.replace(/[\\"]/g, '\\$&')}"`;
}

/** The closest ASCII name: accents dropped (é → e), anything else non-printable becomes `_`. */
function asciiFallback(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/gu, '_');
}

function extValue(name: string): string {
  return `UTF-8''${wellFormed(name).replace(NOT_ATTR_CHAR, (char) =>
    Array.from(Buffer.from(char, 'utf8'), (byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join(''),
  )}`;
}

/**
 * Builds a `Content-Disposition` header (RFC 6266). Only the last path segment of `filename` is
 * used. A printable-ASCII name is sent as a quoted `filename` (quotes and backslashes escaped);
 * any other name also gets the RFC 8187 `filename*=UTF-8''…` form, which modern clients prefer,
 * after an ASCII `filename` fallback for old ones. Control characters can never reach the header.
 *
 * @example
 * contentDisposition('résumé.pdf'); // `attachment; filename="resume.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf`
 */
export function contentDisposition(filename?: string, options: ContentDispositionOptions = {}): string {
  const type = options.type ?? 'attachment';
  if (type !== 'attachment' && type !== 'inline') throw new TypeError('type must be "attachment" or "inline"');
  if (filename === undefined) return type;
  if (typeof filename !== 'string') throw new TypeError('filename must be a string');
  const name = filename.slice(filename.lastIndexOf('/') + 1);
  if (PRINTABLE_ASCII.test(name) && !PERCENT_ESCAPE.test(name)) return `${type}; filename=${quote(name)}`;
  return `${type}; filename=${quote(asciiFallback(name))}; filename*=${extValue(name)}`;
}
