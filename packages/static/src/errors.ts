/**
 * The catalogue of @batonjs/static's coded errors. Each has an HTTP `status` (mirrored as
 * `statusCode`, as http-errors does, so Express error handlers reading either keep working) and
 * `expose` (true for 4xx). Messages never name a filesystem path: a 4xx message may reach the
 * client through an error handler, and an absolute path tells an attacker where the app lives.
 *
 * `ECONNABORTED` breaks the `BATON_STATIC_*` naming on purpose: Express's `res.sendFile` reports a
 * client that went away with that code, and apps already test `err.code === 'ECONNABORTED'`.
 */
export const staticErrors = {
  BATON_STATIC_NOT_FOUND: { status: 404, title: 'No file at this path' },
  BATON_STATIC_IS_DIRECTORY: { status: 404, title: 'The path names a directory and no index file was served' },
  BATON_STATIC_NAME_TOO_LONG: { status: 404, title: 'The path is longer than the filesystem allows' },
  BATON_STATIC_DOTFILE_IGNORED: { status: 404, title: 'A path segment starts with a dot (dotfiles: ignore)' },
  BATON_STATIC_DOTFILE_DENIED: { status: 403, title: 'A path segment starts with a dot (dotfiles: deny)' },
  BATON_STATIC_FORBIDDEN_PATH: { status: 403, title: 'The path climbs out of the root' },
  BATON_STATIC_OUTSIDE_ROOT: { status: 403, title: 'A symbolic link resolves outside the root' },
  BATON_STATIC_MALFORMED_PATH: { status: 400, title: 'The path is not valid percent-encoding or holds a NUL byte' },
  BATON_STATIC_PRECONDITION_FAILED: { status: 412, title: 'If-Match or If-Unmodified-Since failed' },
  BATON_STATIC_RANGE_NOT_SATISFIABLE: { status: 416, title: 'No requested range overlaps the file' },
  BATON_STATIC_HEADERS_SENT: { status: 500, title: 'Headers were already sent before the file' },
  BATON_STATIC_READ_FAILED: { status: 500, title: 'The file could not be read' },
  // Not BATON_STATIC_*: core's final handler and response helpers report it through the same helper.
  BATON_INVALID_HEADER_DROPPED: {
    status: 500,
    title: 'A header with an invalid name or value (CR, LF, a control character) was dropped, not sent',
  },
  ECONNABORTED: { status: 400, title: 'The client closed the connection before the file was sent' },
} as const satisfies Record<string, { status: number; title: string }>;

/**
 * The `code` of a {@link StaticError}: a key of {@link staticErrors}.
 *
 * @example
 * if ((err as StaticError).code === ('BATON_STATIC_NOT_FOUND' satisfies StaticErrorCode)) next();
 */
export type StaticErrorCode = keyof typeof staticErrors;

/** An error raised while serving a file: coded, with an HTTP status and optional response headers. */
export class StaticError extends Error {
  readonly code: StaticErrorCode;
  readonly status: number;
  readonly statusCode: number;
  readonly expose: boolean;
  /** Headers the error response should carry (`Content-Range` on a 416), as http-errors' `headers`. */
  readonly headers: Readonly<Record<string, string>> | undefined;

  constructor(
    code: StaticErrorCode,
    message: string,
    options?: { cause?: unknown; headers?: Readonly<Record<string, string>> },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'StaticError';
    this.code = code;
    this.status = staticErrors[code].status;
    this.statusCode = this.status;
    this.expose = this.status < 500;
    this.headers = options?.headers;
  }
}

/**
 * Creates a coded static error; the message defaults to the catalogue's title.
 *
 * @example
 * callback(createStaticError('BATON_STATIC_NOT_FOUND'));
 */
export function createStaticError(
  code: StaticErrorCode,
  message: string = staticErrors[code].title,
  options?: { cause?: unknown; headers?: Readonly<Record<string, string>> },
): StaticError {
  return new StaticError(code, message, options);
}
