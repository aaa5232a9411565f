import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Transform } from 'node:stream';
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

// node:zlib read on first use, not imported: most apps never receive a compressed body.
function createDecompressor(encoding: string): Transform | undefined {
  switch (encoding) {
    case 'gzip':
      return process.getBuiltinModule('node:zlib').createGunzip();
    case 'deflate':
      return process.getBuiltinModule('node:zlib').createInflate();
    case 'br':
      return process.getBuiltinModule('node:zlib').createBrotliDecompress();
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
  const plan = planRead(req, options);
  if ('reason' in plan) failBeforeReading(req, res, toError(plan), callback);
  else new BodyRead(req, res, options, toError, callback, plan).start();
}

/** How a body will be read, once the request has passed the checks made before reading a byte. */
interface ReadPlan {
  /** The announced `Content-Length` of an identity body, which the bytes received must match. */
  readonly length: number | undefined;
  /** The inflater of a compressed body; the body is read from it. */
  readonly decompressor: Transform | undefined;
}

/** The checks made before reading: a usable stream, a declared size within the limit, a known encoding. */
function planRead(req: IncomingMessage, options: ReadBodyOptions): ReadPlan | BodyReadFailure {
  if (req.readableEncoding !== null && req.readableEncoding !== undefined) {
    return { reason: 'stream-encoding-set', message: 'stream encoding should not be set', details: {} };
  }
  if (!req.readable) return { reason: 'stream-not-readable', message: 'stream is not readable', details: {} };
  const { limit } = options;
  const contentEncoding = (req.headers['content-encoding'] ?? 'identity').trim().toLowerCase() || 'identity';
  if (contentEncoding === 'identity') {
    const length = declaredLength(req);
    if (length !== undefined && length > limit) {
      return { reason: 'too-large', message: 'request entity too large', details: { expected: length, length, limit } };
    }
    return { length, decompressor: undefined };
  }
  const decompressor = options.inflate ? createDecompressor(contentEncoding) : undefined;
  if (decompressor === undefined) {
    const message = options.inflate
      ? `unsupported content encoding "${contentEncoding}"`
      : 'content encoding unsupported';
    return { reason: 'encoding-unsupported', message, details: { encoding: contentEncoding } };
  }
  return { length: undefined, decompressor };
}

/**
 * One body being read: its state in the fields of one object and each event a named step, as the
 * router's `RouterWalk`, where a closure-based reader shares `let` variables among a dozen inner
 * functions. The listeners are bound once, so that `cleanup` can remove them.
 */
class BodyRead<E> {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  readonly toError: (failure: BodyReadFailure) => E;
  readonly callback: ReadBodyCallback<E>;
  readonly limit: number;
  readonly length: number | undefined;
  readonly decompressor: Transform | undefined;
  /** What the body is read from: the decompressor, or the request itself. */
  readonly source: Transform | IncomingMessage;
  // Compressed input is bounded too: a stream of empty deflate blocks inflates to nothing, so the
  // limit on inflated bytes alone would let it be read forever. Real compressed bodies are at most
  // a hair larger than what they inflate to, so twice the limit never refuses one.
  readonly compressedLimit: number;
  readonly chunks: Buffer[] = [];
  received = 0;
  compressed = 0;
  settled = false;
  readonly stopWatching: () => void;

  constructor(
    req: IncomingMessage,
    res: ServerResponse,
    options: ReadBodyOptions,
    toError: (failure: BodyReadFailure) => E,
    callback: ReadBodyCallback<E>,
    plan: ReadPlan,
  ) {
    this.req = req;
    this.res = res;
    this.toError = toError;
    this.callback = callback;
    this.limit = options.limit;
    this.length = plan.length;
    this.decompressor = plan.decompressor;
    this.source = plan.decompressor ?? req;
    this.compressedLimit = 2 * options.limit + 1024;
    this.stopWatching = watchReadPace(
      { timeout: options.timeout ?? DEFAULT_PACE.timeout, minRate: options.minRate ?? DEFAULT_PACE.minRate },
      () => (this.decompressor === undefined ? this.received : this.compressed),
      (failure) => this.tooSlow(failure),
    );
  }

  start(): void {
    const { req, source, decompressor } = this;
    source.on('data', this.onData);
    source.on('end', this.onEnd);
    req.on('error', this.onAbort);
    req.on('close', this.onClose);
    if (decompressor !== undefined) {
      decompressor.on('error', this.onInflateError);
      req.on('data', this.onCompressedData);
      req.pipe(decompressor);
    }
  }

  readonly onData = (chunk: Buffer): void => {
    this.received += chunk.length;
    if (this.received > this.limit) {
      this.fail({
        reason: 'too-large',
        message: 'request entity too large',
        details: { limit: this.limit, received: this.received },
      });
      return;
    }
    this.chunks.push(chunk);
  };

  readonly onCompressedData = (chunk: Buffer): void => {
    this.compressed += chunk.length;
    if (this.compressed > this.compressedLimit) {
      this.fail({
        reason: 'too-large',
        message: 'request entity too large',
        details: { limit: this.limit, received: this.received },
      });
    }
  };

  readonly onEnd = (): void => {
    if (this.settled) return;
    const { length, received, chunks } = this;
    if (length !== undefined && received !== length) {
      this.fail({
        reason: 'size-invalid',
        message: 'request size did not match content length',
        details: { expected: length, length, received },
      });
      return;
    }
    this.cleanup();
    // The usual small body arrives in one chunk: hand it over without copying.
    this.callback(
      undefined,
      chunks.length === 1 ? chunks[0]! : chunks.length === 0 ? EMPTY : Buffer.concat(chunks, received),
    );
  };

  readonly onAbort = (): void => {
    const { length, received } = this;
    const details = length === undefined ? { received } : { expected: length, received };
    this.fail({ reason: 'aborted', message: 'request aborted', details });
  };

  /** A request closes after its body arrived too, while the decompressor may still be working. */
  readonly onClose = (): void => {
    if (!this.req.complete && !this.req.readableEnded) this.onAbort();
  };

  readonly onInflateError = (err: Error): void => {
    this.fail({ reason: 'inflate-failed', message: err.message, details: {}, cause: err });
  };

  /** Too slow (408): nothing more is read, the connection closes after the answer. */
  tooSlow(failure: BodyReadFailure): void {
    if (this.settled) return;
    this.cleanup();
    abandonRequest(this.req, this.res);
    this.callback(this.toError(failure), undefined);
  }

  /** Any other failure: the unread rest is got out of the way first, so the answer reaches the client. */
  fail(failure: BodyReadFailure): void {
    if (this.settled) return;
    this.cleanup();
    const err = this.toError(failure);
    // Removing the 'data' listener does not stop a flowing stream; pausing does.
    this.req.pause();
    discardRequest(this.req, this.res, () => this.callback(err, undefined));
  }

  cleanup(): void {
    const { req, source, decompressor } = this;
    this.settled = true;
    this.stopWatching();
    source.off('data', this.onData);
    source.off('end', this.onEnd);
    req.off('error', this.onAbort);
    req.off('close', this.onClose);
    if (decompressor !== undefined) {
      req.off('data', this.onCompressedData);
      decompressor.off('error', this.onInflateError);
      req.unpipe(decompressor);
      // Late writes into a destroyed decompressor error out; nobody needs to hear about them.
      decompressor.on('error', () => {});
      decompressor.destroy();
    }
  }
}

function failBeforeReading<E>(req: IncomingMessage, res: ServerResponse, err: E, callback: ReadBodyCallback<E>): void {
  discardRequest(req, res, () => callback(err, undefined));
}
