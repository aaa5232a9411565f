import { CookieError } from './errors.js';

/**
 * Attributes of a `Set-Cookie` header, named and defaulted as the `cookie` package does.
 *
 * @example
 * const options: SerializeOptions = { httpOnly: true, secure: true, sameSite: 'lax', maxAge: 3600 };
 */
export interface SerializeOptions {
  /** `Max-Age` in seconds (RFC 6265 §5.2.2); floored; zero or negative expires the cookie at once. */
  maxAge?: number | undefined;
  /** `Expires` (RFC 6265 §5.2.1); when both are sent, user agents let `Max-Age` win. */
  expires?: Date | undefined;
  /** `Domain` (RFC 6265 §5.2.3): a host name, optionally with a leading dot. */
  domain?: string | undefined;
  /** `Path` (RFC 6265 §5.2.4). */
  path?: string | undefined;
  /** `Secure` (RFC 6265 §5.2.5). */
  secure?: boolean | undefined;
  /** `HttpOnly` (RFC 6265 §5.2.6). */
  httpOnly?: boolean | undefined;
  /** `SameSite`; `true` means `Strict`, `false` omits it. */
  sameSite?: 'strict' | 'lax' | 'none' | boolean | undefined;
  /** `Partitioned` (CHIPS). */
  partitioned?: boolean | undefined;
  /** `Priority` (a Chromium extension). */
  priority?: 'low' | 'medium' | 'high' | undefined;
  /** Encodes the value; `encodeURIComponent` by default. */
  encode?: ((value: string) => string) | undefined;
}

/** RFC 6265 §6.1: user agents are only required to keep cookies up to this size, and drop larger ones silently. */
const MAX_COOKIE_BYTES = 4096;
const MAX_DOMAIN_LENGTH = 253;
const MAX_LABEL_LENGTH = 63;

const SAME_SITE: Readonly<Record<string, string>> = { strict: 'Strict', lax: 'Lax', none: 'None' };
const PRIORITY: Readonly<Record<string, string>> = { low: 'Low', medium: 'Medium', high: 'High' };

/**
 * Serialises one cookie into a `Set-Cookie` header value, attributes in the `cookie` package's
 * order so headers match Express byte for byte. Anything that would produce a header a user agent
 * misreads (a name that is not a token, a value with `;`, a domain with a path in it, ...) throws a
 * coded `TypeError` instead.
 *
 * @example
 * serialize('sid', 'abc', { httpOnly: true, maxAge: 3600, path: '/' }); // 'sid=abc; Max-Age=3600; Path=/; HttpOnly'
 */
export function serialize(name: string, value: string, options: SerializeOptions = {}): string {
  const encode = options.encode ?? encodeURIComponent;
  if (typeof encode !== 'function') throw new CookieError('BATON_COOKIE_INVALID_ENCODER', 'option encode is invalid');
  if (!isToken(name)) throw new CookieError('BATON_COOKIE_INVALID_NAME', 'argument name is invalid');
  const encoded = encodeValue(encode, value);
  if (typeof encoded !== 'string' || !isCookieValue(encoded)) {
    throw new CookieError('BATON_COOKIE_INVALID_VALUE', 'argument val is invalid');
  }
  let header = `${name}=${encoded}`;
  if (options.maxAge != null) {
    const maxAge = Math.floor(Number(options.maxAge));
    if (!Number.isFinite(maxAge)) throw new CookieError('BATON_COOKIE_INVALID_MAX_AGE', 'option maxAge is invalid');
    header += `; Max-Age=${maxAge}`;
  }
  if (options.domain) {
    if (!isDomain(options.domain)) throw new CookieError('BATON_COOKIE_INVALID_DOMAIN', 'option domain is invalid');
    header += `; Domain=${options.domain}`;
  }
  if (options.path) {
    if (!isPath(options.path)) throw new CookieError('BATON_COOKIE_INVALID_PATH', 'option path is invalid');
    header += `; Path=${options.path}`;
  }
  if (options.expires) {
    const expires: unknown = options.expires;
    if (!isValidDate(expires)) throw new CookieError('BATON_COOKIE_INVALID_EXPIRES', 'option expires is invalid');
    header += `; Expires=${expires.toUTCString()}`;
  }
  if (options.httpOnly) header += '; HttpOnly';
  if (options.secure) header += '; Secure';
  if (options.partitioned) header += '; Partitioned';
  if (options.priority) {
    const priority = lookup(PRIORITY, options.priority);
    if (priority === undefined) throw new CookieError('BATON_COOKIE_INVALID_PRIORITY', 'option priority is invalid');
    header += `; Priority=${priority}`;
  }
  if (options.sameSite) {
    const sameSite = options.sameSite === true ? 'Strict' : lookup(SAME_SITE, options.sameSite);
    if (sameSite === undefined) throw new CookieError('BATON_COOKIE_INVALID_SAME_SITE', 'option sameSite is invalid');
    header += `; SameSite=${sameSite}`;
  }
  // Every accepted character is ASCII, so the string length is the byte length.
  if (header.length > MAX_COOKIE_BYTES) {
    throw new CookieError(
      'BATON_COOKIE_TOO_LARGE',
      `cookie "${name}" is ${header.length} bytes serialised; user agents drop cookies over ${MAX_COOKIE_BYTES}`,
    );
  }
  return header;
}

/** The encoded value, or `undefined` when the encoder throws (encodeURIComponent on a lone surrogate). */
function encodeValue(encode: (value: string) => string, value: string): unknown {
  try {
    return encode(value);
  } catch {
    return undefined;
  }
}

/** Case-insensitive lookup, as the `cookie` package accepts `'Lax'` as well as `'lax'`. */
function lookup(table: Readonly<Record<string, string>>, key: unknown): string | undefined {
  if (typeof key !== 'string') return undefined;
  const lower = key.toLowerCase();
  return Object.hasOwn(table, lower) ? table[lower] : undefined;
}

/** RFC 9110 §5.6.2 `token`: the grammar RFC 6265 §4.1.1 gives cookie names. */
function isToken(text: unknown): text is string {
  if (typeof text !== 'string' || text.length === 0) return false;
  for (let i = 0; i < text.length; i++) {
    if (!isTokenChar(text.charCodeAt(i))) return false;
  }
  return true;
}

function isTokenChar(code: number): boolean {
  if (isAlphaNumeric(code)) return true;
  // ! # $ % & ' * + - . ^ _ ` | ~
  return "!#$%&'*+-.^_`|~".includes(String.fromCharCode(code));
}

function isAlphaNumeric(code: number): boolean {
  return (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
}

/**
 * RFC 6265 §4.1.1 `cookie-value = *cookie-octet / ( DQUOTE *cookie-octet DQUOTE )`, where a
 * cookie-octet is any visible ASCII except DQUOTE, comma, semicolon and backslash.
 */
function isCookieValue(text: string): boolean {
  let from = 0;
  let to = text.length;
  if (to >= 2 && text.charCodeAt(0) === 0x22 && text.charCodeAt(to - 1) === 0x22) {
    from = 1;
    to--;
  }
  for (let i = from; i < to; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x21 || code > 0x7e || code === 0x22 || code === 0x2c || code === 0x3b || code === 0x5c) return false;
  }
  return true;
}

/** A host name (RFC 1034 §3.5 labels, RFC 1123 §2.1 digits first allowed), optionally with a leading dot. */
function isDomain(domain: unknown): boolean {
  if (typeof domain !== 'string') return false;
  const name = domain.startsWith('.') ? domain.slice(1) : domain;
  if (name.length === 0 || name.length > MAX_DOMAIN_LENGTH) return false;
  for (const label of name.split('.')) {
    if (label.length === 0 || label.length > MAX_LABEL_LENGTH) return false;
    if (label.startsWith('-') || label.endsWith('-')) return false;
    for (let i = 0; i < label.length; i++) {
      const code = label.charCodeAt(i);
      if (!isAlphaNumeric(code) && code !== 0x2d) return false;
    }
  }
  return true;
}

/** RFC 6265 §4.1.1 `path-value = <any CHAR except CTLs or ";">`. */
function isPath(path: unknown): boolean {
  if (typeof path !== 'string') return false;
  for (let i = 0; i < path.length; i++) {
    const code = path.charCodeAt(i);
    if (code < 0x20 || code > 0x7e || code === 0x3b) return false;
  }
  return true;
}

function isValidDate(value: unknown): value is Date {
  // The tag check (not instanceof) also accepts Dates from another realm (vm contexts, workers).
  return Object.prototype.toString.call(value) === '[object Date]' && !Number.isNaN((value as Date).getTime());
}
