import { defineErrors, type ErrorDefinition, httpErrorName } from '@batonjs/http';

/**
 * The catalogue of coded errors `@batonjs/body` passes to `next(err)`. Each carries body-parser 2's
 * fields (`status`, `statusCode`, `expose`, `type`) next to our `code`, so error handlers written
 * for body-parser keep working and new ones can switch on `code`.
 */
export const BODY_ERRORS = {
  BATON_BODY_TOO_LARGE: {
    status: 413,
    type: 'entity.too.large',
    message: 'The body (after inflation) is larger than `limit`',
  },
  BATON_BODY_PARSE_FAILED: {
    status: 400,
    type: 'entity.parse.failed',
    message: 'The parser could not parse the body (malformed JSON, a `strict` violation)',
  },
  BATON_BODY_VERIFY_FAILED: { status: 403, type: 'entity.verify.failed', message: 'The `verify` option threw' },
  BATON_BODY_ABORTED: {
    status: 400,
    type: 'request.aborted',
    message: 'The client went away before the whole body arrived',
  },
  BATON_BODY_SIZE_INVALID: {
    status: 400,
    type: 'request.size.invalid',
    message: "The body's size did not match its `Content-Length`",
  },
  BATON_BODY_CHARSET_UNSUPPORTED: {
    status: 415,
    type: 'charset.unsupported',
    message: 'The `Content-Type` charset is not one this parser (or `TextDecoder`) can decode',
  },
  BATON_BODY_ENCODING_UNSUPPORTED: {
    status: 415,
    type: 'encoding.unsupported',
    message: 'The `Content-Encoding` is unknown, or compressed bodies are refused (`inflate: false`)',
  },
  /** body-parser has no `type` for this; ours is a Baton addition. */
  BATON_BODY_INFLATE_FAILED: { status: 400, type: 'entity.inflate.failed', message: 'The compressed body is corrupt' },
  BATON_BODY_STREAM_ENCODING_SET: {
    status: 500,
    type: 'stream.encoding.set',
    message: 'Something called `req.setEncoding()` before the parser: it needs bytes',
  },
  BATON_BODY_STREAM_NOT_READABLE: {
    status: 500,
    type: 'stream.not.readable',
    message: 'The request stream is no longer readable (someone else consumed or destroyed it)',
  },
  BATON_BODY_TOO_MANY_PARAMETERS: {
    status: 413,
    type: 'parameters.too.many',
    message: 'A URL-encoded body has more parameters than `parameterLimit`',
  },
  /** body-parser has no such limit; the `type` is ours. */
  BATON_BODY_TIMEOUT: { status: 408, type: 'request.timeout', message: 'The body did not arrive within `timeout` ms' },
  BATON_BODY_TOO_SLOW: {
    status: 408,
    type: 'request.too.slow',
    message: 'The body arrived slower on average than `minRate` bytes a second (a trickling client)',
  },
  BATON_BODY_DEPTH_EXCEEDED: {
    status: 400,
    type: 'querystring.parse.rangeError',
    message: 'An extended URL-encoded key nests deeper than `depth`',
  },
} as const satisfies Readonly<Record<string, ErrorDefinition & { readonly type: string }>>;

/** One of the codes in {@link BODY_ERRORS}. */
export type BodyErrorCode = keyof typeof BODY_ERRORS;

/** The optional details body-parser and raw-body attach, depending on the error. */
export interface BodyErrorDetails {
  limit?: number;
  /** For `BATON_BODY_TIMEOUT`: the `timeout` option, in ms. */
  timeout?: number;
  /** For `BATON_BODY_TOO_SLOW`: the `minRate` option, in bytes a second. */
  minRate?: number;
  length?: number;
  expected?: number;
  received?: number;
  charset?: string;
  encoding?: string;
  body?: unknown;
}

/** The fields every error from this package carries. */
export interface BodyErrorFields extends BodyErrorDetails {
  code: BodyErrorCode;
  status: number;
  statusCode: number;
  /** True for 4xx: the message is safe to show the client. */
  expose: boolean;
  type: string;
}

/**
 * What `next(err)` receives from a body parser. Usually a {@link BodyError}; a JSON syntax error
 * stays a `SyntaxError` and a `verify` error stays what `verify` threw, both decorated with these
 * fields, because existing handlers test `err instanceof SyntaxError` or their own classes.
 *
 * @example
 * app.use((err: BodyParserError, req, res, next) => res.status(err.status).send(err.type));
 */
export type BodyParserError = Error & BodyErrorFields;

/**
 * The name body-parser's error would have, which development pages and `err.stack` show: http-errors
 * names each status (`PayloadTooLargeError`, `UnsupportedMediaTypeError`); a zlib failure keeps
 * zlib's plain `Error`.
 */
function errorName(code: BodyErrorCode, status: number): string {
  return code === 'BATON_BODY_INFLATE_FAILED' ? 'Error' : httpErrorName(status);
}

/**
 * An error raised by the body parsers themselves.
 *
 * @example
 * const err = new BodyError('BATON_BODY_TOO_LARGE', 'request entity too large', { limit: 10, length: 20 });
 * err.status; // 413
 */
export class BodyError extends defineErrors('BodyError', BODY_ERRORS) implements BodyErrorFields {
  type: string;
  limit?: number;
  timeout?: number;
  minRate?: number;
  length?: number;
  expected?: number;
  received?: number;
  charset?: string;
  encoding?: string;
  body?: unknown;

  constructor(code: BodyErrorCode, message: string, details: BodyErrorDetails = {}) {
    super(code, message);
    this.name = errorName(code, this.status);
    this.type = BODY_ERRORS[code].type;
    Object.assign(this, details);
  }
}

/**
 * Adds the coded fields to an error someone else created (V8's SyntaxError, a `verify` throw),
 * keeping its class and message. A `status` the error already has (4xx/5xx) wins, as in body-parser.
 *
 * @example
 * const err = decorateError(new SyntaxError('Unexpected end of JSON input'), 'BATON_BODY_PARSE_FAILED', { body: '' });
 */
export function decorateError(err: Error, code: BodyErrorCode, details: BodyErrorDetails = {}): BodyParserError {
  const own = err as Error & Partial<BodyErrorFields>;
  const existing = typeof own.status === 'number' ? own.status : own.statusCode;
  const status =
    typeof existing === 'number' && existing >= 400 && existing < 600 ? existing : BODY_ERRORS[code].status;
  const type = typeof own.type === 'string' ? own.type : BODY_ERRORS[code].type;
  return Object.assign(err, details, { code, status, statusCode: status, expose: status < 500, type });
}
