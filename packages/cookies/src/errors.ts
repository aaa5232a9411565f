import { defineErrors, type ErrorCatalogue } from '@batonjs/http';

/**
 * The catalogue of @batonjs/cookies' coded errors. Every one is a programming error in the caller
 * (a cookie that would produce a broken `Set-Cookie` header, a missing secret), so each is a
 * `TypeError` (as the `cookie` package throws) with status 500 and `expose: false`. Hostile
 * `Cookie` request headers never raise: the parser is lenient by design.
 *
 * @example
 * cookieErrors.BATON_COOKIE_TOO_LARGE.status; // 500
 */
export const cookieErrors = {
  BATON_COOKIE_INVALID_NAME: { status: 500, message: 'The cookie name is not an RFC 6265 token' },
  BATON_COOKIE_INVALID_VALUE: {
    status: 500,
    message: 'The encoded cookie value contains characters a cookie cannot hold',
  },
  BATON_COOKIE_INVALID_ENCODER: { status: 500, message: 'The encode option is not a function' },
  BATON_COOKIE_INVALID_DOMAIN: { status: 500, message: 'The Domain attribute is not a valid host name' },
  BATON_COOKIE_INVALID_PATH: { status: 500, message: 'The Path attribute contains a control character or ";"' },
  BATON_COOKIE_INVALID_MAX_AGE: { status: 500, message: 'The Max-Age attribute is not a finite number' },
  BATON_COOKIE_INVALID_EXPIRES: { status: 500, message: 'The Expires attribute is not a valid Date' },
  BATON_COOKIE_INVALID_SAME_SITE: {
    status: 500,
    message: 'The SameSite attribute is not strict, lax, none or a boolean',
  },
  BATON_COOKIE_INVALID_PRIORITY: { status: 500, message: 'The Priority attribute is not low, medium or high' },
  BATON_COOKIE_TOO_LARGE: { status: 500, message: 'The serialised cookie is larger than 4096 bytes' },
  BATON_COOKIE_INVALID_SECRET: { status: 500, message: 'A signing secret is missing, empty or not a string' },
} as const satisfies ErrorCatalogue;

/**
 * One of the codes of the cookie error catalogue.
 *
 * @example
 * const code: CookieErrorCode = 'BATON_COOKIE_INVALID_NAME';
 */
export type CookieErrorCode = keyof typeof cookieErrors;

/**
 * An error raised by @batonjs/cookies: a `TypeError` (so code that catches the `cookie` package's
 * errors by type keeps working) carrying a `BATON_COOKIE_*` code and an HTTP status.
 *
 * @example
 * try { serialize('bad name', 'v'); } catch (err) { if (err instanceof CookieError) console.log(err.code); }
 */
export class CookieError extends defineErrors('CookieError', cookieErrors, TypeError) {}
