import { defineErrors, type ErrorCatalogue, httpErrorName } from '@batonjs/http';

/**
 * The catalogue of @batonjs/static's coded errors. Each has an HTTP `status` (mirrored as
 * `statusCode`, as http-errors does, so Express error handlers reading either keep working) and
 * `expose` (true for 4xx). Messages never name a filesystem path: a 4xx message may reach the
 * client through an error handler, and an absolute path tells an attacker where the app lives.
 *
 * The node-style codes (`ENOENT`, `ENOTDIR`, `ENAMETOOLONG`, `ECONNABORTED`) break the
 * `BATON_STATIC_*` naming on purpose: Express's `res.sendFile`, `res.download` and serve-static
 * report those conditions with those codes, and apps already test `err.code === 'ENOENT'`. Like
 * send's, they are named `Error`, their message starts with the code (`message`, below) and is
 * not exposed; every other error is named and worded as http-errors names its status
 * (`ForbiddenError`, `Forbidden`), which is what serve-static passes on.
 */
export const staticErrors = {
  /** No file at this path. */
  ENOENT: { status: 404, message: 'ENOENT: no such file or directory' },
  /** A file stands where the path needs a directory (a trailing slash on a file). */
  ENOTDIR: { status: 404, message: 'ENOTDIR: not a directory' },
  /** The path is longer than the filesystem allows. */
  ENAMETOOLONG: { status: 404, message: 'ENAMETOOLONG: name too long' },
  /** The path names a directory and no index file was served. */
  BATON_STATIC_IS_DIRECTORY: { status: 404, message: 'Not Found' },
  /** A path segment starts with a dot (dotfiles: ignore). */
  BATON_STATIC_DOTFILE_IGNORED: { status: 404, message: 'Not Found' },
  /** A path segment starts with a dot (dotfiles: deny). */
  BATON_STATIC_DOTFILE_DENIED: { status: 403, message: 'Forbidden' },
  /** The path climbs out of the root. */
  BATON_STATIC_FORBIDDEN_PATH: { status: 403, message: 'Forbidden' },
  /** A symbolic link resolves outside the root. */
  BATON_STATIC_OUTSIDE_ROOT: { status: 403, message: 'Forbidden' },
  /** The path is not valid percent-encoding or holds a NUL byte. */
  BATON_STATIC_MALFORMED_PATH: { status: 400, message: 'Bad Request' },
  /** If-Match or If-Unmodified-Since failed. */
  BATON_STATIC_PRECONDITION_FAILED: { status: 412, message: 'Precondition Failed' },
  /** No requested range overlaps the file. */
  BATON_STATIC_RANGE_NOT_SATISFIABLE: { status: 416, message: 'Range Not Satisfiable' },
  /** Headers were already sent before the file. */
  BATON_STATIC_HEADERS_SENT: { status: 500, message: 'Internal Server Error' },
  /** The file could not be read. */
  BATON_STATIC_READ_FAILED: { status: 500, message: 'Internal Server Error' },
  // Not BATON_STATIC_*: @batonjs/http's setHeaderSafely warns with it, for static's `headers` option and
  // core's final handler alike. It stays in this catalogue, where docs/errors.md's table has it.
  /** A header with an invalid name or value (CR, LF, a control character) was dropped, not sent. */
  BATON_INVALID_HEADER_DROPPED: { status: 500, message: 'Internal Server Error' },
  /** The client closed the connection before the file was sent. */
  ECONNABORTED: { status: 400, message: 'Request aborted' },
} as const satisfies ErrorCatalogue;

/**
 * The `code` of a {@link StaticError}: a key of {@link staticErrors}.
 *
 * @example
 * if ((err as StaticError).code === ('BATON_STATIC_NOT_FOUND' satisfies StaticErrorCode)) next();
 */
export type StaticErrorCode = keyof typeof staticErrors;

/**
 * An error raised while serving a file: coded, with an HTTP status and optional response headers.
 *
 * @example
 * callback(new StaticError('BATON_STATIC_FORBIDDEN_PATH')); // a ForbiddenError, status 403
 */
export class StaticError extends defineErrors('StaticError', staticErrors) {
  /** Headers the error response should carry (`Content-Range` on a 416), as http-errors' `headers`. */
  readonly headers: Readonly<Record<string, string>> | undefined;

  constructor(
    code: StaticErrorCode,
    message?: string,
    options?: { cause?: unknown; headers?: Readonly<Record<string, string>> },
  ) {
    const nodeStyle = isNodeStyle(code);
    super(code, message, { cause: options?.cause, expose: !nodeStyle && staticErrors[code].status < 500 });
    // serve-static passes on send's errors: node's plain `Error` for the node-style codes, and
    // http-errors' per-status class names for the others.
    this.name = nodeStyle ? 'Error' : httpErrorName(this.status);
    this.headers = options?.headers;
  }
}

function isNodeStyle(code: StaticErrorCode): boolean {
  return !code.startsWith('BATON_');
}

/**
 * Creates a coded static error; the message defaults to the one serve-static's would carry.
 *
 * @example
 * callback(createStaticError('ENOENT'));
 */
export function createStaticError(
  code: StaticErrorCode,
  message?: string,
  options?: { cause?: unknown; headers?: Readonly<Record<string, string>> },
): StaticError {
  return new StaticError(code, message, options);
}
