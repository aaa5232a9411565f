import { defineErrors, type ErrorCatalogue } from '@batonjs/http';

/**
 * The catalogue of @batonjs/cache's coded errors. Each one is a programming error in the application
 * (an option no cache could honour, a validator that would produce a malformed header), so each has
 * status 500 and `expose: false`. Malformed request headers never raise: RFC 9110 §13 says to ignore
 * them or treat them as a miss, and the evaluators do exactly that.
 *
 * @example
 * cacheErrors.BATON_CACHE_INVALID_DURATION.status; // 500
 */
export const cacheErrors = {
  BATON_CACHE_INVALID_DURATION: {
    status: 500,
    message:
      'A duration option (maxAge, sMaxAge, staleWhileRevalidate, staleIfError) is not a non-negative number or a duration string',
  },
  BATON_CACHE_CONFLICTING_DIRECTIVES: {
    status: 500,
    message: 'Cache-Control options contradict each other (public with private, noStore with a freshness lifetime)',
  },
  BATON_CACHE_INVALID_ETAG: { status: 500, message: 'An entity-tag or version is not valid in an ETag header' },
  BATON_CACHE_INVALID_LAST_MODIFIED: { status: 500, message: 'lastModified is not a valid date' },
  BATON_CACHE_INVALID_VARY: { status: 500, message: 'A Vary field name is not an HTTP token' },
  BATON_CACHE_HEADERS_SENT: { status: 500, message: 'Caching headers were set after the response headers were sent' },
} as const satisfies ErrorCatalogue;

/**
 * One of the codes of the cache error catalogue.
 *
 * @example
 * const code: CacheErrorCode = 'BATON_CACHE_INVALID_ETAG';
 */
export type CacheErrorCode = keyof typeof cacheErrors;

/**
 * An error raised by @batonjs/cache: coded, with an HTTP status (mirrored as `statusCode`) and `expose`.
 *
 * @example
 * try { cacheControl({ maxAge: -1 }); } catch (err) { if (err instanceof CacheError) console.log(err.code); }
 */
export class CacheError extends defineErrors('CacheError', cacheErrors) {}
