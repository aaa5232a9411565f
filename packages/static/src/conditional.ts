import type { IncomingHttpHeaders } from 'node:http';
import fresh from 'fresh';

/** The validators a response carries, as header strings (absent when disabled). */
export interface Validators {
  readonly etag: string | undefined;
  readonly lastModified: string | undefined;
}

function parseHttpDate(value: string | undefined): number {
  return value ? Date.parse(value) : Number.NaN;
}

/** Splits an entity-tag list on commas; quoted tags hold no commas in practice (send splits the same way). */
function tagList(header: string): string[] {
  return header
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

function weakEquals(a: string, b: string): boolean {
  const strip = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);
  return strip(a) === strip(b);
}

/** True when the request has any validator header, so the cheaper paths can skip the checks. */
export function isConditional(headers: IncomingHttpHeaders): boolean {
  return (
    headers['if-match'] !== undefined ||
    headers['if-unmodified-since'] !== undefined ||
    headers['if-none-match'] !== undefined ||
    headers['if-modified-since'] !== undefined
  );
}

/**
 * RFC 9110 §13.2.2 steps 1-2: `If-Match` (compared weakly, as send does, because our ETags are
 * weak) and, only without it, `If-Unmodified-Since`. True means answer 412.
 *
 * @example
 * isPreconditionFailure({ 'if-match': '"other"' }, { etag: 'W/"a-b"', lastModified: undefined }); // true
 */
export function isPreconditionFailure(headers: IncomingHttpHeaders, validators: Validators): boolean {
  const match = headers['if-match'];
  if (match) {
    const { etag } = validators;
    if (etag === undefined) return true;
    if (match.trim() === '*') return false;
    return !tagList(match).some((tag) => weakEquals(tag, etag));
  }
  const unmodifiedSince = parseHttpDate(headers['if-unmodified-since']);
  if (!Number.isNaN(unmodifiedSince)) {
    const lastModified = parseHttpDate(validators.lastModified);
    return Number.isNaN(lastModified) || lastModified > unmodifiedSince;
  }
  return false;
}

/**
 * RFC 9110 §13.2.2 steps 3-4 through `fresh`: `If-None-Match` (weak, `*`) wins over
 * `If-Modified-Since`; `Cache-Control: no-cache` in the request forces a full response.
 *
 * @example
 * isFresh({ 'if-none-match': 'W/"a-b"' }, { etag: 'W/"a-b"', lastModified: undefined }); // true
 */
export function isFresh(headers: IncomingHttpHeaders, validators: Validators): boolean {
  return fresh(headers, { etag: validators.etag, 'last-modified': validators.lastModified });
}

/**
 * `If-Range` (RFC 9110 §13.1.5): the range applies only if the representation is unchanged. An
 * entity tag must equal the current one; a date must not be older than Last-Modified. Like send we
 * accept our weak ETags here (the RFC asks for strong ones, which would make If-Range useless for
 * files), and with neither validator available the range is refused.
 *
 * @example
 * isRangeFresh('W/"a-b"', { etag: 'W/"a-b"', lastModified: undefined }); // true
 */
export function isRangeFresh(ifRange: string | undefined, validators: Validators): boolean {
  if (!ifRange) return true;
  if (ifRange.includes('"')) return validators.etag !== undefined && ifRange.trim() === validators.etag;
  const lastModified = parseHttpDate(validators.lastModified);
  const since = parseHttpDate(ifRange);
  return !Number.isNaN(lastModified) && !Number.isNaN(since) && lastModified <= since;
}
