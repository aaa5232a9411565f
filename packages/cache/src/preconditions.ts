import type { IncomingMessage } from 'node:http';
import { type EntityTag, parseEntityTagList, strongMatch, weakMatch } from './entity-tag.js';
import { parseHttpDate } from './http-date.js';

/**
 * What the request's preconditions say about the selected representation.
 *
 * @example
 * if (evaluatePreconditions(req, current) === 'failed') res.writeHead(412).end();
 */
export type PreconditionOutcome = 'proceed' | 'not-modified' | 'failed';

/**
 * The selected representation as the evaluator sees it.
 *
 * @example
 * const current: CurrentRepresentation = { etag: parseEntityTag('"v2"'), lastModified: Date.now(), exists: true };
 */
export interface CurrentRepresentation {
  readonly etag: EntityTag | undefined;
  /** Milliseconds, whole seconds. */
  readonly lastModified: number | undefined;
  /** Whether the target resource currently has a representation (`*` matches only if it does). */
  readonly exists: boolean;
}

/**
 * Evaluates the conditional request header fields in the order of RFC 9110 §13.2.2:
 * 1. `If-Match` (§13.1.1) false → failed (412);
 * 2. else `If-Unmodified-Since` (§13.1.4) false → failed;
 * 3. `If-None-Match` (§13.1.2) false → not-modified for GET/HEAD, failed for any other method;
 * 4. else, for GET/HEAD, `If-Modified-Since` (§13.1.3) false → not-modified;
 * 5. otherwise proceed. (`If-Range` only concerns Range requests and is left to the range handler.)
 * Malformed members never match; invalid or future dates are ignored.
 *
 * @example
 * evaluatePreconditions(req, { etag: { weak: false, opaque: '"v2"' }, lastModified: undefined, exists: true });
 */
export function evaluatePreconditions(
  req: IncomingMessage,
  current: CurrentRepresentation,
  now: number = Date.now(),
): PreconditionOutcome {
  const headers = req.headers;
  const readMethod = isReadMethod(req.method);
  if (headers['if-match'] !== undefined) {
    if (!ifMatch(headers['if-match'], current)) return 'failed';
  } else if (headers['if-unmodified-since'] !== undefined) {
    if (!ifUnmodifiedSince(headers['if-unmodified-since'], current)) return 'failed';
  }
  if (headers['if-none-match'] !== undefined) {
    if (!ifNoneMatch(headers['if-none-match'], current)) return readMethod ? 'not-modified' : 'failed';
  } else if (readMethod && headers['if-modified-since'] !== undefined) {
    if (!ifModifiedSince(headers['if-modified-since'], current, now)) return 'not-modified';
  }
  return 'proceed';
}

/** GET and HEAD: the methods for which a false If-None-Match means 304 rather than 412. */
export function isReadMethod(method: string | undefined): boolean {
  return method === 'GET' || method === 'HEAD';
}

/** §13.1.1: `*` is true when a representation exists; otherwise a strong match with the current tag. */
function ifMatch(field: string, current: CurrentRepresentation): boolean {
  const list = parseEntityTagList(field);
  if (list.any) return current.exists;
  const etag = current.etag;
  return etag !== undefined && current.exists && list.tags.some((tag) => strongMatch(tag, etag));
}

/** §13.1.2: `*` is false when a representation exists; otherwise false when any tag weakly matches. */
function ifNoneMatch(field: string, current: CurrentRepresentation): boolean {
  const list = parseEntityTagList(field);
  if (list.any) return !current.exists;
  const etag = current.etag;
  return etag === undefined || !current.exists || !list.tags.some((tag) => weakMatch(tag, etag));
}

/** §13.1.4: ignored (true) when the date is invalid or the resource has no modification date. */
function ifUnmodifiedSince(field: string, current: CurrentRepresentation): boolean {
  const since = parseHttpDate(field);
  if (since === undefined || current.lastModified === undefined) return true;
  return current.lastModified <= since;
}

/**
 * §13.1.3: true (modified) when the representation changed after the date. An invalid date is
 * ignored, as the RFC requires; so is a date later than the server's clock (Apache does the same):
 * no copy the client holds can be from the future, and accepting one would pin a stale copy forever.
 */
function ifModifiedSince(field: string, current: CurrentRepresentation, now: number): boolean {
  const since = parseHttpDate(field);
  if (since === undefined || since > now || current.lastModified === undefined) return true;
  return current.lastModified > since;
}
