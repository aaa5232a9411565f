/**
 * Why the body reader stopped: each package maps these to its own error codes.
 *
 * - `stream-encoding-set`: someone called `req.setEncoding()` first; the reader needs bytes.
 * - `stream-not-readable`: the request stream was already consumed or destroyed.
 * - `too-large`: the (inflated) body, its announced `Content-Length`, or its compressed form is over the limit.
 * - `encoding-unsupported`: a `Content-Encoding` the reader cannot (or was told not to) inflate.
 * - `size-invalid`: the body's size did not match its `Content-Length`.
 * - `aborted`: the client went away before the whole body arrived.
 * - `inflate-failed`: the compressed body is corrupt.
 * - `timeout`, `too-slow`: the body did not arrive within `timeout` ms, or below `minRate` bytes a second.
 *
 * @example
 * const reason: BodyReadReason = 'too-large';
 */
export type BodyReadReason =
  | 'stream-encoding-set'
  | 'stream-not-readable'
  | 'too-large'
  | 'encoding-unsupported'
  | 'size-invalid'
  | 'aborted'
  | 'inflate-failed'
  | 'timeout'
  | 'too-slow';

/**
 * The figures raw-body attaches to its errors, as far as they are known for a failure (body-parser
 * passes them on, so `err.limit`, `err.received`, ... are what Express apps read).
 *
 * @example
 * const details: BodyReadDetails = { limit: 100, received: 101 };
 */
export interface BodyReadDetails {
  readonly limit?: number;
  readonly length?: number;
  readonly expected?: number;
  readonly received?: number;
  readonly encoding?: string;
  readonly timeout?: number;
  readonly minRate?: number;
}

/**
 * What the body reader reports when it stops: the `reason`, raw-body's words for it (`message`),
 * the figures, and the underlying error (zlib's) when there is one.
 *
 * @example
 * const failure: BodyReadFailure = { reason: 'aborted', message: 'request aborted', details: { received: 10 } };
 */
export interface BodyReadFailure {
  readonly reason: BodyReadReason;
  readonly message: string;
  readonly details: BodyReadDetails;
  readonly cause?: Error;
}
