import type { ServerResponse } from 'node:http';
import { type EntityTag, parseEntityTag } from './entity-tag.js';
import { CacheError } from './errors.js';
import { formatHttpDate, parseHttpDate } from './http-date.js';
import { type Version, versionETag } from './version-etag.js';

/** The validators of the selected representation, as a handler knows them. */
export interface ValidatorOptions {
  /**
   * The current entity-tag: either a full tag (`"abc"` or `W/"abc"`, e.g. from `etagFor`) or a
   * version (`42`, a `Date`, `'r17'`) that is quoted as `versionETag` does.
   */
  etag?: Version | undefined;
  /** The last modification time (RFC 9110 §8.8.2): a Date, a millisecond timestamp, an HTTP-date or ISO 8601 text. */
  lastModified?: Date | number | string | undefined;
  /** When `etag` is a version: make the tag weak. */
  weak?: boolean | undefined;
}

/** Validators in the form the evaluator compares: a parsed tag and a time in whole seconds. */
export interface Validators {
  readonly etag: EntityTag | undefined;
  readonly etagHeader: string | undefined;
  /** Milliseconds, truncated to the second: an HTTP-date cannot carry more, and clients echo what we sent. */
  readonly lastModified: number | undefined;
}

/**
 * Normalises and checks what the handler gave. A `lastModified` later than `now` is replaced by `now`
 * (RFC 9110 §8.8.2.1: an origin must not send a Last-Modified date later than its Date).
 */
export function toValidators(options: ValidatorOptions, now: number): Validators {
  let etag: EntityTag | undefined;
  let etagHeader: string | undefined;
  if (options.etag !== undefined) {
    etagHeader = looksLikeEntityTag(options.etag) ? options.etag : versionETag(options.etag, { weak: options.weak });
    etag = parseEntityTag(etagHeader);
    if (etag === undefined) throw new CacheError('BATON_CACHE_INVALID_ETAG', `etag ${etagHeader} is not an entity-tag`);
  }
  let lastModified: number | undefined;
  if (options.lastModified !== undefined) {
    const time = toTime(options.lastModified);
    if (time === undefined) {
      throw new CacheError(
        'BATON_CACHE_INVALID_LAST_MODIFIED',
        `lastModified ${String(options.lastModified)} is not a date`,
      );
    }
    lastModified = Math.floor(Math.min(time, now) / 1000) * 1000;
  }
  return { etag, etagHeader, lastModified };
}

/** Sets `ETag` and `Last-Modified` on the response from normalised validators. */
export function setValidatorHeaders(res: ServerResponse, validators: Validators): void {
  if (validators.etagHeader !== undefined) res.setHeader('ETag', validators.etagHeader);
  if (validators.lastModified !== undefined) res.setHeader('Last-Modified', formatHttpDate(validators.lastModified));
}

/** Database drivers often hand out ISO 8601 text; accept it next to HTTP-dates, but nothing looser. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

function looksLikeEntityTag(value: Version): value is string {
  return typeof value === 'string' && (value.startsWith('"') || value.startsWith('W/"'));
}

function toTime(value: unknown): number | undefined {
  let time: number | undefined;
  if (value instanceof Date) time = value.getTime();
  else if (typeof value === 'number') time = value;
  else if (typeof value === 'string')
    time = parseHttpDate(value) ?? (ISO_DATE.test(value) ? Date.parse(value) : undefined);
  return time !== undefined && Number.isFinite(time) ? time : undefined;
}
