import type { IncomingMessage } from 'node:http';
import { mimeLookup } from '@batonjs/http';

/** `type/subtype` as media-typer accepts it (RFC 6838 §4.2 names), lower-case after normalising. */
const MEDIA_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/;

/**
 * Whether a request carries a body at all (RFC 9112 §6.3): a Transfer-Encoding, or a
 * Content-Length that is a number (`0` included).
 *
 * @example
 * hasBody(req); // false for a plain GET
 */
export function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && !Number.isNaN(Number(length)));
}

/**
 * type-is semantics for `req.is()`: null when the request has no body; false when it has no valid
 * Content-Type or none of `types` match; otherwise the matching argument as given (`'json'`), or
 * the request's own media type when the argument was a wildcard (`'text/*'`, `'+json'`) or when no
 * types were passed.
 *
 * @example
 * // Content-Type: application/json; charset=utf-8
 * typeIs(req, ['html', 'json']); // 'json'
 */
export function typeIs(req: IncomingMessage, types: readonly unknown[]): string | false | null {
  if (!hasBody(req)) return null;
  const actual = requestMediaType(req.headers['content-type']);
  if (actual === undefined) return false;
  if (types.length === 0) return actual;
  for (const type of types) {
    if (typeof type !== 'string') continue;
    const expected = normalize(type);
    if (expected !== undefined && mediaMatch(expected, actual)) {
      return type.startsWith('+') || type.includes('*') ? actual : type;
    }
  }
  return false;
}

function requestMediaType(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const semi = header.indexOf(';');
  const type = (semi === -1 ? header : header.slice(0, semi)).trim().toLowerCase();
  return MEDIA_TYPE.test(type) ? type : undefined;
}

/** Expands the shorthands type-is accepts: extensions, `urlencoded`, `multipart`, `+suffix`. */
function normalize(type: string): string | undefined {
  if (type === 'urlencoded') return 'application/x-www-form-urlencoded';
  if (type === 'multipart') return 'multipart/*';
  if (type.startsWith('+')) return `*/*${type}`;
  if (type.includes('/')) return type;
  const found = mimeLookup(type);
  return found === false ? undefined : found;
}

function mediaMatch(expected: string, actual: string): boolean {
  const slash = expected.indexOf('/');
  if (slash === -1 || expected.indexOf('/', slash + 1) !== -1) return false;
  const type = expected.slice(0, slash);
  const subtype = expected.slice(slash + 1);
  const actualSlash = actual.indexOf('/');
  const actualSubtype = actual.slice(actualSlash + 1);
  if (type !== '*' && type !== actual.slice(0, actualSlash)) return false;
  if (subtype.startsWith('*+')) return actualSubtype.endsWith(subtype.slice(1));
  return subtype === '*' || subtype === actualSubtype;
}
