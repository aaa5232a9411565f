/**
 * The service's own error codes, e.g. `blogErrors.BLOG_NOT_FOUND === 404`. Each has the HTTP status it answers with; the problem handler
 * (src/rest/problem-handler.ts) turns any error carrying `status` and `code` into an RFC 9457
 * problem response. Errors from the framework keep their own `BATON_*` codes.
 */
export const blogErrors = {
  BLOG_NOT_FOUND: 404,
  AUTHOR_NOT_FOUND: 404,
  EXPORT_NOT_FOUND: 404,
  EXPORT_NOT_READY: 409,
  NOT_FOUND: 404,
  INVALID_QUERY: 400,
  UNSUPPORTED_MEDIA_TYPE: 415,
  VALIDATION_FAILED: 422,
  NOT_LOGGED_IN: 401,
  BAD_CREDENTIALS: 401,
  FORBIDDEN: 403,
  CSRF_FAILED: 403,
  PRECONDITION_FAILED: 412,
  RATE_LIMITED: 429,
} as const satisfies Record<string, number>;

export type BlogErrorCode = keyof typeof blogErrors;

/** One invalid field of a request body, as a 422 lists it. */
export interface FieldError {
  readonly field: string;
  readonly message: string;
}

/**
 * An error the service raises on purpose (made with {@link blogError}): `status` and `expose` as http-errors has them (so
 * Express-style error handlers read it too), a stable `code`, and optional response headers
 * (`Retry-After`, ...) and field errors.
 */
export class BlogError extends Error {
  readonly code: BlogErrorCode;
  readonly status: number;
  readonly statusCode: number;
  readonly expose = true;
  readonly headers: Readonly<Record<string, string>>;
  readonly errors: readonly FieldError[] | undefined;

  constructor(
    code: BlogErrorCode,
    message: string,
    extra: { headers?: Record<string, string>; errors?: readonly FieldError[] } = {},
  ) {
    super(message);
    this.name = 'BlogError';
    this.code = code;
    this.status = blogErrors[code];
    this.statusCode = this.status;
    this.headers = extra.headers ?? {};
    this.errors = extra.errors;
  }
}

/**
 * Creates a coded error for `next(err)` or `throw`.
 *
 * @example
 * throw blogError('BLOG_NOT_FOUND', `no blog with id ${id}`);
 */
export function blogError(
  code: BlogErrorCode,
  message: string,
  extra?: { headers?: Record<string, string>; errors?: readonly FieldError[] },
): BlogError {
  return new BlogError(code, message, extra);
}
