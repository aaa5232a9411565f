import type { IncomingMessage } from 'node:http';
import { mimeLookup as lookup } from '@batonjs/http';

/** The part of a `Content-Type` the parsers need: the lower-cased `type/subtype` and the charset. */
export interface MediaType {
  readonly essence: string;
  readonly charset: string | undefined;
}

// RFC 6838 §4.2 restricted names: what registered types and subtypes look like (the subtype may
// also hold the `.` of trees and the `+` of suffixes). type-is holds types to the same grammar.
const TYPE_NAME = /^[A-Za-z0-9][A-Za-z0-9!#$&^_-]{0,126}$/;
const SUBTYPE_NAME = /^[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]{0,126}$/;

/**
 * Parses a `Content-Type` value (RFC 9110 §8.3.1: `type "/" subtype *( OWS ";" OWS parameter )`,
 * names as RFC 6838 §4.2 restricts them).
 * Returns `undefined` for a malformed header, which no parser then matches.
 *
 * @example
 * parseMediaType('Application/JSON; charset="UTF-8"'); // { essence: 'application/json', charset: 'utf-8' }
 */
export function parseMediaType(header: string): MediaType | undefined {
  const semi = header.indexOf(';');
  const essence = (semi === -1 ? header : header.slice(0, semi)).trim().toLowerCase();
  const slash = essence.indexOf('/');
  if (slash === -1 || !TYPE_NAME.test(essence.slice(0, slash)) || !SUBTYPE_NAME.test(essence.slice(slash + 1))) {
    return undefined;
  }
  if (semi === -1) return { essence, charset: undefined };
  return { essence, charset: charsetParameter(header.slice(semi + 1)) };
}

// Only `charset` matters to a body parser, so the other parameters are skipped, not collected.
function charsetParameter(params: string): string | undefined {
  for (const param of params.split(';')) {
    const eq = param.indexOf('=');
    if (eq === -1 || param.slice(0, eq).trim().toLowerCase() !== 'charset') continue;
    let value = param.slice(eq + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
      value = value.slice(1, -1).replace(/\\(.)/g, '$1');
    }
    return value === '' ? undefined : value.toLowerCase();
  }
  return undefined;
}

/**
 * Whether a request announces a body: a `Transfer-Encoding`, or a numeric `Content-Length`
 * (even `0`: an empty body is still a body, as in type-is). HTTP/2 has no Transfer-Encoding and
 * lets clients omit Content-Length, so there a body is whatever follows HEADERS without
 * END_STREAM (RFC 9113 §8.1); body-parser would skip such bodies, Baton parses them.
 *
 * @example
 * hasBody(req); // false for a plain GET
 */
export function hasBody(req: IncomingMessage): boolean {
  if (req.headers['transfer-encoding'] !== undefined) return true;
  const length = req.headers['content-length'];
  if (length !== undefined) return length !== '' && !Number.isNaN(Number(length));
  if (!(req.httpVersionMajor >= 2)) return false;
  const stream = (req as IncomingMessage & { stream?: { endAfterHeaders?: boolean } }).stream;
  return stream !== undefined && stream.endAfterHeaders === false;
}

/**
 * Decides whether a parser should read a request's body; `media` is its already parsed
 * `Content-Type` (`undefined` when missing or malformed), so the header is parsed once per request.
 */
export type TypeMatcher = (req: IncomingMessage, media: MediaType | undefined) => boolean;

/** What the `type` option accepts: a media type, an extension, a wildcard, a list of them, or a function. */
export type TypeOption = string | readonly string[] | ((req: IncomingMessage) => unknown);

// Names the `type` option accepts in place of a media type: the two type-is knows itself, then any
// extension mime-types knows (`json`, `xml`, `csv`, ...), exactly as body-parser resolves them.
const SHORTHANDS: Record<string, string> = {
  urlencoded: 'application/x-www-form-urlencoded',
  multipart: 'multipart/*',
};

function normalizeExpected(type: string): string | undefined {
  const lower = type.trim().toLowerCase();
  if (lower.startsWith('+')) return `*/*${lower}`;
  if (lower.includes('/')) return lower;
  return SHORTHANDS[lower] ?? (lookup(lower) || undefined);
}

// `*` matches any type or subtype; a `*+suffix` subtype matches structured syntax suffixes
// (RFC 6839), so `application/*+json` accepts `application/ld+json`.
function matches(expected: string, actual: string): boolean {
  const e = expected.indexOf('/');
  const a = actual.indexOf('/');
  const eType = expected.slice(0, e);
  const eSub = expected.slice(e + 1);
  if (eType !== '*' && eType !== actual.slice(0, a)) return false;
  const aSub = actual.slice(a + 1);
  if (eSub.startsWith('*+')) return aSub.length > eSub.length - 1 && aSub.endsWith(eSub.slice(1));
  return eSub === '*' || eSub === aSub;
}

/**
 * Compiles the `type` option into a predicate on the request's `Content-Type`.
 *
 * @example
 * const isJson = compileTypeMatcher(['application/json', '+json']);
 * isJson(req, parseMediaType('application/vnd.api+json; charset=utf-8')); // true
 */
export function compileTypeMatcher(type: TypeOption): TypeMatcher {
  if (typeof type === 'function') return (req) => Boolean(type(req));
  const expected = (typeof type === 'string' ? [type] : type)
    .map(normalizeExpected)
    .filter((t): t is string => t !== undefined);
  const single = expected.length === 1 && !expected[0]!.includes('*') ? expected[0] : undefined;
  return (_req, media) => {
    if (media === undefined) return false;
    // The default `type` is one exact media type; skip the wildcard machinery for it.
    if (single !== undefined) return media.essence === single;
    return expected.some((e) => matches(e, media.essence));
  };
}
