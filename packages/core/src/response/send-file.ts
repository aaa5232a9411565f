import { basename, isAbsolute, resolve } from 'node:path';
import { contentDisposition } from '@batonjs/http';
import { type SendFileOptions, sendFile as sendFileEngine } from '@batonjs/static';
import type { Response, SendFileCallback } from '../types/response.js';
import { assertUnsent } from './already-sent.js';

/** Called once: without an error after the file was sent, else with `@batonjs/static`'s coded error. */
/**
 * `res.sendFile(path, options?, callback?)`: streams a file with its MIME type, validators
 * (304/412), ranges and caching headers (`@batonjs/static`'s engine; its options, with `etag`
 * following the app's `etag` setting). `path` must be absolute unless `options.root` is given
 * (a TypeError otherwise). Without a callback, errors go to `next` (a directory simply calls
 * `next()`, and a client that went away is not an error); with one, the callback decides.
 *
 * @example
 * res.sendFile('report.pdf', { root: '/srv/reports', maxAge: '1h' });
 */
export function sendFile(
  this: Response,
  path: string,
  options?: SendFileOptions | SendFileCallback,
  callback?: SendFileCallback,
): void {
  if (!path) throw new TypeError('path argument is required to res.sendFile');
  if (typeof path !== 'string') throw new TypeError('path must be a string to res.sendFile');
  const opts: SendFileOptions = typeof options === 'function' || options == null ? {} : options;
  const done = typeof options === 'function' ? options : callback;
  if (!opts.root && !isAbsolute(path)) throw new TypeError('path must be absolute or specify root to res.sendFile');
  assertUnsent(this, 'res.sendFile()');
  const req = this.req;
  sendFileEngine(req, this, path, { ...opts, etag: this.app.enabled('etag') }, (err) => {
    // This runs from a stream or fs callback, after the handler returned: a throw from the app's
    // callback would leave the event loop and end the process, so it goes to next like any error.
    try {
      if (done !== undefined) {
        done(err);
        return;
      }
      if (err === undefined || err.code === 'ECONNABORTED') return;
      if (err.code === 'BATON_STATIC_IS_DIRECTORY' && req.next !== undefined) req.next();
      else fail(this, err);
    } catch (thrown) {
      fail(this, thrown);
    }
  });
}

/**
 * Hands an error that happened after the handler returned to `next`; outside a router there is no
 * next, so the response is answered (or cut off, when already under way) rather than left hanging.
 */
function fail(res: Response, err: unknown): void {
  const next = res.req.next;
  if (next !== undefined) {
    next(err);
    return;
  }
  const status = (err as { status?: unknown } | null)?.status;
  if (res.headersSent) res.destroy();
  else res.sendStatus(typeof status === 'number' && status >= 400 && status < 600 ? status : 500);
}

/**
 * `res.download(path, filename?, options?, callback?)`: `res.sendFile` with
 * `Content-Disposition: attachment; filename="..."` (RFC 6266, with an RFC 8187 `filename*` for
 * non-ASCII names), named after `filename` or the file itself. A relative `path` is resolved
 * against the working directory unless `options.root` is given; a `Content-Disposition` in
 * `options.headers` is ignored.
 *
 * @example
 * res.download('/srv/invoices/2024-001.pdf', 'invoice.pdf');
 */
export function download(
  this: Response,
  path: string,
  filename?: string | SendFileOptions | SendFileCallback,
  options?: SendFileOptions | SendFileCallback,
  callback?: SendFileCallback,
): void {
  let name: string | undefined;
  let opts: SendFileOptions | undefined;
  let done: SendFileCallback | undefined = callback;
  if (typeof filename === 'function') {
    done = filename;
  } else if (typeof filename === 'object' && filename !== null) {
    opts = filename;
    if (typeof options === 'function') done = options;
  } else {
    name = filename;
    if (typeof options === 'function') done = options;
    else opts = options ?? undefined;
  }
  const headers: Record<string, string | number | readonly string[]> = {};
  for (const [key, value] of Object.entries(opts?.headers ?? {})) {
    if (key.toLowerCase() !== 'content-disposition') headers[key] = value;
  }
  headers['Content-Disposition'] = contentDisposition(basename(name || path));
  const fullPath = opts?.root ? path : resolve(path);
  const sendOptions: SendFileOptions = { ...opts, headers };
  if (done === undefined) this.sendFile(fullPath, sendOptions);
  else this.sendFile(fullPath, sendOptions, done);
}
