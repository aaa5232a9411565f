import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { BodyReadFailure } from './body-read-failure.js';
import { abandonRequest, discardRequest } from './discard-request.js';
import { DEFAULT_PACE, watchReadPace } from './read-pace.js';

/**
 * How the shared reader reads: the byte limit (applied after inflation), whether to inflate, and
 * how slowly the body may arrive (`timeout` ms, `minRate` bytes a second; see `watchReadPace`).
 *
 * @example
 * const options: ReadBodyOptions = { limit: 100 * 1024, inflate: true, timeout: 30_000, minRate: 1024 };
 */
export interface ReadBodyOptions {
  readonly limit: number;
  readonly inflate: boolean;
  /** ms to receive the whole body; 0 for no limit. Default 30 000. */
  readonly timeout?: number | undefined;
  /** Least average bytes a second, after the first second; 0 for no minimum. Default 1024. */
  readonly minRate?: number | undefined;
}

/**
 * Receives the whole body, or the error `toError` made of the failure that stopped reading it.
 *
 * @example
 * const done: ReadBodyCallback<Error> = (err, body) => (err ? next(err) : use(body));
 */
export type ReadBodyCallback<E> = (err: E | undefined, body: Buffer | undefined) => void;

const EMPTY = Buffer.alloc(0);

function createDecompressor(encoding: string): Transform | undefined {
  switch (encoding) {
    case 'gzip':
      return createGunzip();
    case 'deflate':
      return createInflate();
    case 'br':
      return createBrotliDecompress();
    default:
      return undefined;
  }
}

function declaredLength(req: IncomingMessage): number | undefined {
  const header = req.headers['content-length'];
  if (header === undefined) return undefined;
  const length = Number(header);
  return Number.isSafeInteger(length) && length >= 0 ? length : undefined;
}

/**
 * Reads a request body into one Buffer, the one place every body parser (and GraphQL's handler)
 * reads through. Each package keeps its own error codes: `toError` turns the reader's
 * {@link BodyReadFailure} into the package's error (a module-level function, so reading a body
 * allocates nothing for it), and `callback` receives that. It refuses an
 * announced `Content-Length` over the limit before reading a byte, stops as soon as the
 * (inflated) size crosses the limit, checks the size against `Content-Length`, and reports client
 * aborts, and cuts off a body that arrives too slowly (408, then the connection closes: waiting
 * for the rest of a trickle is what the client wants). On other errors it gets the unread rest
 * out of the way (see `discardRequest`) before calling back, so the error response always
 * reaches the client.
 *
 * @example
 * readBody(req, res, { limit: 102400, inflate: true }, toMyError, (err, body) => (err ? next(err) : use(body)));
 */
export function readBody<E>(
  req: IncomingMessage,
  res: ServerResponse,
  options: ReadBodyOptions,
  toError: (failure: BodyReadFailure) => E,
  callback: ReadBodyCallback<E>,
): void {
  const { limit } = options;
  if (req.readableEncoding !== null && req.readableEncoding !== undefined) {
    failBeforeReading(
      req,
      res,
      toError({ reason: 'stream-encoding-set', message: 'stream encoding should not be set', details: {} }),
      callback,
    );
    return;
  }
  if (!req.readable) {
    failBeforeReading(
      req,
      res,
      toError({ reason: 'stream-not-readable', message: 'stream is not readable', details: {} }),
      callback,
    );
    return;
  }

  const contentEncoding = (req.headers['content-encoding'] ?? 'identity').trim().toLowerCase() || 'identity';
  let length: number | undefined;
  let decompressor: Transform | undefined;
  if (contentEncoding === 'identity') {
    length = declaredLength(req);
    if (length !== undefined && length > limit) {
      const err = toError({
        reason: 'too-large',
        message: 'request entity too large',
        details: { expected: length, length, limit },
      });
      failBeforeReading(req, res, err, callback);
      return;
    }
  } else {
    decompressor = options.inflate ? createDecompressor(contentEncoding) : undefined;
    if (decompressor === undefined) {
      const message = options.inflate
        ? `unsupported content encoding "${contentEncoding}"`
        : 'content encoding unsupported';
      const err = toError({ reason: 'encoding-unsupported', message, details: { encoding: contentEncoding } });
      failBeforeReading(req, res, err, callback);
      return;
    }
  }

  const source = decompressor ?? req;
  const chunks: Buffer[] = [];
  let received = 0;
  // Compressed input is bounded too: a stream of empty deflate blocks inflates to nothing, so the
  // limit on inflated bytes alone would let it be read forever. Real compressed bodies are at most
  // a hair larger than what they inflate to, so twice the limit never refuses one.
  const compressedLimit = 2 * limit + 1024;
  let compressed = 0;
  let settled = false;
  const stopWatching = watchReadPace(
    { timeout: options.timeout ?? DEFAULT_PACE.timeout, minRate: options.minRate ?? DEFAULT_PACE.minRate },
    () => (decompressor === undefined ? received : compressed),
    (failure) => {
      if (settled) return;
      cleanup();
      abandonRequest(req, res);
      callback(toError(failure), undefined);
    },
  );

  const cleanup = (): void => {
    settled = true;
    stopWatching();
    source.off('data', onData);
    source.off('end', onEnd);
    req.off('error', onAbort);
    req.off('close', onClose);
    if (decompressor !== undefined) {
      req.off('data', onCompressedData);
      decompressor.off('error', onInflateError);
      req.unpipe(decompressor);
      // Late writes into a destroyed decompressor error out; nobody needs to hear about them.
      decompressor.on('error', () => {});
      decompressor.destroy();
    }
  };
  const fail = (failure: BodyReadFailure): void => {
    if (settled) return;
    cleanup();
    const err = toError(failure);
    // Removing the 'data' listener does not stop a flowing stream; pausing does.
    req.pause();
    discardRequest(req, res, () => callback(err, undefined));
  };
  function onData(chunk: Buffer): void {
    received += chunk.length;
    if (received > limit) {
      fail({ reason: 'too-large', message: 'request entity too large', details: { limit, received } });
      return;
    }
    chunks.push(chunk);
  }
  function onCompressedData(chunk: Buffer): void {
    compressed += chunk.length;
    if (compressed > compressedLimit) {
      fail({ reason: 'too-large', message: 'request entity too large', details: { limit, received } });
    }
  }
  function onEnd(): void {
    if (settled) return;
    if (length !== undefined && received !== length) {
      fail({
        reason: 'size-invalid',
        message: 'request size did not match content length',
        details: { expected: length, length, received },
      });
      return;
    }
    cleanup();
    // The usual small body arrives in one chunk: hand it over without copying.
    callback(
      undefined,
      chunks.length === 1 ? chunks[0]! : chunks.length === 0 ? EMPTY : Buffer.concat(chunks, received),
    );
  }
  function onAbort(): void {
    const details = length === undefined ? { received } : { expected: length, received };
    fail({ reason: 'aborted', message: 'request aborted', details });
  }
  // A request closes after its body arrived too, while the decompressor may still be working.
  function onClose(): void {
    if (!req.complete && !req.readableEnded) onAbort();
  }
  function onInflateError(err: Error): void {
    fail({ reason: 'inflate-failed', message: err.message, details: {}, cause: err });
  }

  source.on('data', onData);
  source.on('end', onEnd);
  req.on('error', onAbort);
  req.on('close', onClose);
  if (decompressor !== undefined) {
    decompressor.on('error', onInflateError);
    req.on('data', onCompressedData);
    req.pipe(decompressor);
  }
}

function failBeforeReading<E>(req: IncomingMessage, res: ServerResponse, err: E, callback: ReadBodyCallback<E>): void {
  discardRequest(req, res, () => callback(err, undefined));
}
