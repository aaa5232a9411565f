import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { extname } from 'node:path';
import { finished, pipeline } from 'node:stream';
import { appendVary, mimeContentType as contentType, setHeaderSafely } from '@batonjs/http';
import createEtag from 'etag';
import { planBody } from './body-plan.js';
import { isConditional, isFresh, isPreconditionFailure, type Validators } from './conditional.js';
import { respondWithError } from './error-response.js';
import { createStaticError, StaticError } from './errors.js';
import { closeFile, readAt } from './file-access.js';
import { FileSegmentStream, type Segment } from './file-segment-stream.js';
import { locateFile } from './locate-file.js';
import { type OpenRepresentation, openRepresentation } from './open-representation.js';
import { type CompiledSendOptions, compileSendOptions, type SendFileOptions, type SetHeaders } from './options.js';
import { type ResolvedPath, resolvePath } from './resolve-path.js';

/** Called once: no argument when the response finished, a {@link StaticError} otherwise. */
export type SendFileCallback = (err?: StaticError) => void;

/** What the middleware adds to the engine; `sendFile` runs with none. */
export interface SendHooks {
  /** A directory was asked for without a trailing slash; the hook answers (serve-static redirects). */
  readonly onDirectory?: ((res: ServerResponse) => void) | undefined;
  /** Runs once the file is known, before the engine's own headers, which never overwrite its choices. */
  readonly setHeaders?: SetHeaders | undefined;
  /** Runs once a file to send has been found (serve-static stops falling through from then on). */
  readonly onFile?: (() => void) | undefined;
}

/** Files up to this size are read in one call and sent with `res.end(buffer)`: no stream machinery. */
const SMALL_FILE = 64 * 1024;

const NO_HOOKS: SendHooks = {};

function headerString(value: number | string | string[] | undefined): string | undefined {
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value.join(', ') : String(value);
}

function restoreHeaders(res: ServerResponse, snapshot: OutgoingHttpHeaders): void {
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  for (const [name, value] of Object.entries(snapshot)) if (value !== undefined) res.setHeader(name, value);
}

/**
 * Sends an opened file: validators, conditional requests, ranges, then the body. The caller closes
 * `found.fd` afterwards unless `handOver` was called (a stream then owns and closes it).
 */
async function deliver(
  req: IncomingMessage,
  res: ServerResponse,
  found: OpenRepresentation,
  handOver: () => void,
  opts: CompiledSendOptions,
  hooks: SendHooks,
  done: SendFileCallback,
): Promise<void> {
  hooks.onFile?.();
  // A client that went away while the file was looked up (or before sendFile was called) is
  // reported as Express reports it, rather than as a response that finished.
  if (res.destroyed || res.socket?.destroyed === true) return done(aborted());
  if (res.headersSent) return done(createStaticError('BATON_STATIC_HEADERS_SENT'));
  const { stat: fileStat } = found;

  // User headers go first so the engine's "set unless present" rules leave them alone; a snapshot
  // lets an error answer undo them, since the caller must get the response untouched.
  const snapshot = opts.headers !== null || hooks.setHeaders ? res.getHeaders() : null;
  // `headers` may carry data (res.download's options built from a request): a bad value is dropped.
  if (opts.headers !== null) {
    for (const [name, value] of Object.entries(opts.headers)) setHeaderSafely(res, name, value, 'the headers option');
  }
  hooks.setHeaders?.(res, found.path, fileStat);
  const fail = (err: StaticError) => {
    if (snapshot !== null) restoreHeaders(res, snapshot);
    // As send does: a 416's `Content-Range: bytes */<size>` is on the response itself, so an app's
    // own error handler sends it too, not only handlers that apply `err.headers`.
    if (err.headers !== undefined) for (const [name, value] of Object.entries(err.headers)) res.setHeader(name, value);
    done(err);
  };

  const ownEtag = res.hasHeader('ETag') || !opts.etag ? undefined : createEtag(fileStat);
  const ownLastModified =
    res.hasHeader('Last-Modified') || !opts.lastModified ? undefined : fileStat.mtime.toUTCString();
  const validators: Validators = {
    etag: ownEtag ?? headerString(res.getHeader('ETag')),
    lastModified: ownLastModified ?? headerString(res.getHeader('Last-Modified')),
  };
  const setValidatorHeaders = () => {
    if (opts.acceptRanges && !res.hasHeader('Accept-Ranges')) res.setHeader('Accept-Ranges', 'bytes');
    if (opts.cacheControl && !res.hasHeader('Cache-Control')) {
      res.setHeader('Cache-Control', `public, max-age=${opts.maxAgeSeconds}${opts.immutable ? ', immutable' : ''}`);
    }
    if (ownLastModified !== undefined) res.setHeader('Last-Modified', ownLastModified);
    if (ownEtag !== undefined) res.setHeader('ETag', ownEtag);
    if (opts.encodings.length > 0) appendVary(res, 'Accept-Encoding');
  };

  const cachable = (res.statusCode >= 200 && res.statusCode < 300) || res.statusCode === 304;
  if (isConditional(req.headers)) {
    if (isPreconditionFailure(req.headers, validators))
      return fail(createStaticError('BATON_STATIC_PRECONDITION_FAILED'));
    if (cachable && isFresh(req.headers, validators)) {
      setValidatorHeaders();
      for (const name of ['Content-Encoding', 'Content-Language', 'Content-Length', 'Content-Range', 'Content-Type']) {
        res.removeHeader(name);
      }
      res.statusCode = 304;
      res.end();
      return whenFinished(res, done);
    }
  }

  const type =
    headerString(res.getHeader('Content-Type')) ?? (contentType(extname(found.path)) || 'application/octet-stream');
  const window = byteWindow(fileStat.size, opts);
  const plan = planBody(req.headers, window.size, type, validators, opts.acceptRanges);
  if (plan instanceof StaticError) return fail(plan);
  const { length } = plan;
  const segments = window.offset === 0 ? plan.segments : shiftSegments(plan.segments, window.offset);
  const commit = () => {
    setValidatorHeaders();
    if (plan.status !== undefined) res.statusCode = plan.status;
    if (plan.contentType !== type || !res.hasHeader('Content-Type')) res.setHeader('Content-Type', plan.contentType);
    if (found.encoding !== undefined) res.setHeader('Content-Encoding', found.encoding);
    if (plan.contentRange !== undefined) res.setHeader('Content-Range', plan.contentRange);
    res.setHeader('Content-Length', length);
  };

  if (req.method === 'HEAD' || length === 0) {
    commit();
    res.end();
    return whenFinished(res, done);
  }

  const { fd } = found;
  const first = segments[0];
  if (segments.length === 1 && first !== undefined && !Buffer.isBuffer(first) && length <= SMALL_FILE) {
    const bytes = await readAt(fd, first.start, length);
    if (bytes instanceof StaticError) return fail(bytes);
    commit();
    res.end(bytes);
    return whenFinished(res, done);
  }

  commit();
  handOver();
  pipeline(new FileSegmentStream(fd, segments), res, (err) => {
    if (!err) done();
    else if (err instanceof StaticError) done(err);
    else done(aborted(err));
  });
}

/**
 * The part of the file the `start`/`end` options leave, as send computes it: ranges, lengths and
 * 416s are all relative to it, while validators still describe the whole file.
 */
function byteWindow(fileSize: number, opts: CompiledSendOptions): { offset: number; size: number } {
  const offset = opts.start;
  let size = Math.max(0, fileSize - offset);
  if (opts.end !== undefined) size = Math.max(0, Math.min(size, opts.end - offset + 1));
  return { offset, size };
}

/** Moves the file byte segments of a plan made for the window to where the window starts in the file. */
function shiftSegments(segments: readonly Segment[], offset: number): Segment[] {
  return segments.map((segment) =>
    Buffer.isBuffer(segment) ? segment : { start: segment.start + offset, end: segment.end + offset },
  );
}

function whenFinished(res: ServerResponse, done: SendFileCallback): void {
  finished(res, (err) => (err ? done(aborted(err)) : done()));
}

function aborted(cause?: unknown): StaticError {
  return createStaticError('ECONNABORTED', undefined, cause === undefined ? undefined : { cause });
}

/**
 * The engine behind `sendFile` and `serveStatic`: `path` is already decoded (a filesystem path,
 * relative to `opts.root` when there is one). `done` is called exactly once.
 *
 * @example
 * sendPath(req, res, '/index.html', compileSendOptions({ root }), {}, (err) => err && next(err));
 */
export function sendPath(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  opts: CompiledSendOptions,
  hooks: SendHooks,
  done: SendFileCallback,
): void {
  let called = false;
  const once: SendFileCallback = (err) => {
    if (called) return;
    called = true;
    done(err);
  };
  const resolved = resolvePath(path, opts.root, opts.dotfiles);
  if (resolved instanceof StaticError) {
    once(resolved);
    return;
  }
  run(req, res, resolved, opts, hooks, once).catch((err: unknown) => {
    // A throw from `done` itself must not vanish into this promise: rethrow it outside, as a throw
    // from any node callback would be.
    if (called) {
      process.nextTick(() => {
        throw err;
      });
      return;
    }
    // Anything else thrown on the way (a failing setHeaders hook) must still reach `done`, and a
    // response already under way can only be cut off.
    if (res.headersSent) res.destroy();
    once(createStaticError('BATON_STATIC_READ_FAILED', undefined, { cause: err }));
  });
}

async function run(
  req: IncomingMessage,
  res: ServerResponse,
  resolved: ResolvedPath,
  opts: CompiledSendOptions,
  hooks: SendHooks,
  done: SendFileCallback,
): Promise<void> {
  const located = await locateFile(resolved, opts);
  if (located instanceof StaticError) return done(located);
  if (located === 'directory') {
    if (hooks.onDirectory === undefined) return done(createStaticError('BATON_STATIC_IS_DIRECTORY'));
    hooks.onDirectory(res);
    return done();
  }
  const found = await openRepresentation(req.headers, located, opts);
  if (found instanceof StaticError) return done(found);
  let owned = true;
  try {
    await deliver(req, res, found, () => (owned = false), opts, hooks, done);
  } finally {
    if (owned) closeFile(found.fd);
  }
}

/**
 * Sends one file on a bare node `ServerResponse`, as Express's `res.sendFile` does: MIME type,
 * validators, `Cache-Control`, 304/412, single and multiple ranges, HEAD, precompressed variants.
 * `path` is absolute, or relative to `options.root` (and then may not leave it). The callback is
 * called exactly once: with nothing after the response finished; with an error and nothing
 * written when the file cannot be served (the caller chooses the answer); with an error after the
 * connection was destroyed when reading fails mid-stream; with code `ECONNABORTED` when the client
 * went away. Without a callback, errors are answered here (status and a short HTML page).
 *
 * @example
 * createServer((req, res) => {
 *   sendFile(req, res, 'report.pdf', { root: '/srv/files', maxAge: '1h' }, (err) => {
 *     if (err && !res.headersSent) { res.statusCode = err.status; res.end(err.expose ? err.message : 'Error'); }
 *   });
 * });
 */
export function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  options: SendFileOptions = {},
  callback?: SendFileCallback,
): void {
  if (typeof path !== 'string') throw new TypeError('path must be a string to sendFile');
  const done: SendFileCallback = callback ?? ((err) => err && respondWithError(res, err));
  sendPath(req, res, path, compileSendOptions(options), NO_HOOKS, done);
}
