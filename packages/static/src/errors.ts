import { STATUS_CODES } from 'node:http';

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
  ENOENT: { status: 404, title: 'No file at this path', message: 'ENOENT: no such file or directory' },
  ENOTDIR: {
    status: 404,
    title: 'A file stands where the path needs a directory (a trailing slash on a file)',
    message: 'ENOTDIR: not a directory',
  },
  ENAMETOOLONG: {
    status: 404,
    title: 'The path is longer than the filesystem allows',
    message: 'ENAMETOOLONG: name too long',
  },
  BATON_STATIC_IS_DIRECTORY: { status: 404, title: 'The path names a directory and no index file was served' },
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
  ECONNABORTED: {
    status: 400,
    title: 'The client closed the connection before the file was sent',
    message: 'Request aborted',
  },
} as const satisfies Record<string, { status: number; title: string; message?: string }>;

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
    const nodeStyle = isNodeStyle(code);
    this.name = nodeStyle ? 'Error' : httpErrorName(staticErrors[code].status);
    this.code = code;
    this.status = staticErrors[code].status;
    this.statusCode = this.status;
    this.expose = !nodeStyle && this.status < 500;
    this.headers = options?.headers;
  }
}

function isNodeStyle(code: StaticErrorCode): boolean {
  return !code.startsWith('BATON_');
}

/** http-errors' class name for a status: `'Range Not Satisfiable'` → `RangeNotSatisfiableError`. */
function httpErrorName(status: number): string {
  const words = (STATUS_CODES[status] ?? 'Error').replace(/[^A-Za-z0-9 ]/g, '').split(' ');
  const name = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
  return name.endsWith('Error') ? name : `${name}Error`;
}

/** The message an error gets unless its creator gives one: what Express's stack would say. */
function defaultMessage(code: StaticErrorCode): string {
  const entry: { status: number; message?: string } = staticErrors[code];
  return entry.message ?? STATUS_CODES[entry.status] ?? entry.status.toString();
}

/**
 * Creates a coded static error; the message defaults to the one serve-static's would carry.
 *
 * @example
 * callback(createStaticError('ENOENT'));
 */
export function createStaticError(
  code: StaticErrorCode,
  message: string = defaultMessage(code),
  options?: { cause?: unknown; headers?: Readonly<Record<string, string>> },
): StaticError {
  return new StaticError(code, message, options);
}
