import { type CodedError, defineErrors, type ErrorCatalogue } from '@batonjs/http';

/**
 * The catalogue of @batonjs/core's coded errors. Every error core raises has a `BATON_*` code, an
 * HTTP `status` (mirrored as `statusCode`, as http-errors does, so Express error handlers that read
 * either keep working) and `expose`: whether its message is safe to show a client (4xx: yes). The
 * `message` is what docs/errors.md says the code means; core always gives its own, Express-worded one.
 * docs/errors.md documents each code; tests assert on `code`, never on message text alone.
 */
export const coreErrors = {
  BATON_RESPONSE_ALREADY_SENT: { status: 500, message: 'A response was sent twice' },
  BATON_NEXT_CALLED_TWICE: { status: 500, message: 'next() was called again by one handler (a warning)' },
  BATON_INVALID_PATH_PARAM: { status: 400, message: 'A path parameter is not valid percent-encoding' },
  BATON_INVALID_ROUTE_PATH: { status: 500, message: 'A route path could not be parsed' },
  BATON_INVALID_HANDLER: { status: 500, message: 'A handler is missing or not a function' },
  BATON_METHOD_NOT_ALLOWED: { status: 405, message: 'The path exists but not for this method' },
  BATON_NOT_ACCEPTABLE: { status: 406, message: 'res.format() has no representation the client accepts' },
  BATON_VIEW_NOT_FOUND: { status: 500, message: 'No view file matched the name in any views directory' },
  BATON_VIEW_ENGINE_NOT_FOUND: { status: 500, message: 'No template engine is registered or installed for a view' },
  BATON_COOKIE_SECRET_REQUIRED: { status: 500, message: 'A signed cookie was set without req.secret' },
  BATON_INVALID_CLUSTER_OPTIONS: { status: 500, message: 'cluster() was given an invalid option' },
  BATON_URI_TOO_LONG: { status: 414, message: 'The request target is longer than the max url length setting' },
  BATON_INVALID_SSE_OPTIONS: { status: 500, message: 'res.sse() was given an invalid heartbeat or highWaterMark' },
  BATON_INVALID_SSE_FIELD: { status: 500, message: 'An SSE event, id or retry field would break the event framing' },
  BATON_INVALID_HOST: { status: 400, message: 'Two Host headers, or a Host (or :authority) that is not host[:port]' },
  BATON_INVALID_LAYER: { status: 500, message: 'Something other than a router-made layer was put into router.stack' },
  BATON_INVALID_CONTENT_TYPE: {
    status: 500,
    message: 'res.send() was given a Content-Type it cannot write back with a charset',
  },
  BATON_FALSY_THROWN: {
    status: 500,
    message: 'A handler threw a falsy value (undefined, null, false, 0 or an empty string)',
  },
  BATON_INVALID_SETTING: { status: 500, message: 'app.set() was given a value the setting does not take' },
  BATON_INVALID_REQUEST_ID: { status: 500, message: 'The request id generator returned something other than an id' },
} as const satisfies ErrorCatalogue;

/**
 * The `code` of a {@link BatonError}: a key of {@link coreErrors}.
 *
 * @example
 * if ((err as BatonError).code === ('BATON_NOT_ACCEPTABLE' satisfies CoreErrorCode)) res.status(406).end();
 */
export type CoreErrorCode = keyof typeof coreErrors;

/**
 * The fields every coded core error carries.
 *
 * @example
 * const fields: BatonErrorFields = new BatonError('BATON_INVALID_HOST', 'Bad host');
 */
export type BatonErrorFields = Pick<CodedError<CoreErrorCode>, 'code' | 'status' | 'statusCode' | 'expose'>;

/**
 * An error raised by Baton itself: coded, with an HTTP status.
 *
 * @example
 * throw new BatonError('BATON_INVALID_PATH_PARAM', "Failed to decode param '%E0%A4%A'");
 */
export class BatonError extends defineErrors('BatonError', coreErrors) {}

/**
 * The argument errors Express throws as `TypeError`s: still named `TypeError`, so code that
 * catches by class and tests that match Express's `TypeError: ...` keep working.
 */
class BatonTypeError extends defineErrors('TypeError', coreErrors, TypeError) {}

/**
 * Creates a coded core error that is a `TypeError`, for argument errors Express throws as
 * `TypeError`s: code that catches by class, and tests that match Express's message, keep working.
 *
 * @example
 * throw createTypeError('BATON_INVALID_HANDLER', 'argument handler must be a function');
 */
export function createTypeError(code: CoreErrorCode, message: string): TypeError & BatonErrorFields {
  return new BatonTypeError(code, message);
}

/**
 * Creates a coded core error: `new BatonError(...)`, kept for the router's callers.
 *
 * @example
 * throw createError('BATON_INVALID_PATH_PARAM', "Failed to decode param '%E0%A4%A'");
 */
export function createError(
  code: CoreErrorCode,
  message: string,
  options?: { cause?: unknown; status?: number },
): BatonError {
  return new BatonError(code, message, options);
}
