/**
 * The catalogue of @batonjs/core's coded errors. Every error core raises has a `BATON_*` code, an
 * HTTP `status` (mirrored as `statusCode`, as http-errors does, so Express error handlers that read
 * either keep working) and `expose`: whether its message is safe to show a client (4xx: yes).
 * docs/errors.md documents each code; tests assert on `code`, never on message text alone.
 */
export const coreErrors = {
  BATON_RESPONSE_ALREADY_SENT: { status: 500, title: 'A response was sent twice' },
  BATON_NEXT_CALLED_TWICE: { status: 500, title: 'next() was called again by one handler (a warning)' },
  BATON_INVALID_PATH_PARAM: { status: 400, title: 'A path parameter is not valid percent-encoding' },
  BATON_INVALID_ROUTE_PATH: { status: 500, title: 'A route path could not be parsed' },
  BATON_INVALID_HANDLER: { status: 500, title: 'A handler is missing or not a function' },
  BATON_METHOD_NOT_ALLOWED: { status: 405, title: 'The path exists but not for this method' },
  BATON_NOT_ACCEPTABLE: { status: 406, title: 'res.format() has no representation the client accepts' },
  BATON_VIEW_NOT_FOUND: { status: 500, title: 'No view file matched the name in any views directory' },
  BATON_VIEW_ENGINE_NOT_FOUND: { status: 500, title: 'No template engine is registered or installed for a view' },
  BATON_COOKIE_SECRET_REQUIRED: { status: 500, title: 'A signed cookie was set without req.secret' },
  BATON_INVALID_CLUSTER_OPTIONS: { status: 500, title: 'cluster() was given an invalid option' },
  BATON_URI_TOO_LONG: { status: 414, title: 'The request target is longer than the max url length setting' },
  BATON_INVALID_HOST: { status: 400, title: 'Two Host headers, or a Host (or :authority) that is not host[:port]' },
} as const satisfies Record<string, { status: number; title: string }>;

/**
 * The `code` of a {@link BatonError}: a key of {@link coreErrors}.
 *
 * @example
 * if ((err as BatonError).code === ('BATON_NOT_ACCEPTABLE' satisfies CoreErrorCode)) res.status(406).end();
 */
export type CoreErrorCode = keyof typeof coreErrors;

/** The fields every coded core error carries. */
export interface BatonErrorFields {
  readonly code: CoreErrorCode;
  readonly status: number;
  readonly statusCode: number;
  readonly expose: boolean;
}

/** An error raised by Baton itself: coded, with an HTTP status. */
export class BatonError extends Error implements BatonErrorFields {
  readonly code: CoreErrorCode;
  readonly status: number;
  readonly statusCode: number;
  readonly expose: boolean;

  constructor(code: CoreErrorCode, message: string, options?: { cause?: unknown; status?: number }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'BatonError';
    this.code = code;
    this.status = options?.status ?? coreErrors[code].status;
    this.statusCode = this.status;
    this.expose = this.status < 500;
  }
}

/**
 * Creates a coded core error that is a `TypeError`, for argument errors Express throws as
 * `TypeError`s: code that catches by class, and tests that match Express's message, keep working.
 *
 * @example
 * throw createTypeError('BATON_INVALID_HANDLER', 'argument handler must be a function');
 */
export function createTypeError(code: CoreErrorCode, message: string): TypeError & BatonErrorFields {
  const status = coreErrors[code].status;
  return Object.assign(new TypeError(message), { code, status, statusCode: status, expose: status < 500 });
}

/**
 * Creates a coded core error.
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
