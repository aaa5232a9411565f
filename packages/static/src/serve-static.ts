import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { escapeHtml } from '@batonjs/http';
import { createStaticError, StaticError } from './errors.js';
import { endWithHtml } from './html-document.js';
import { compileSendOptions, type SendFileOptions, type SetHeaders } from './options.js';
import { type SendHooks, sendPath } from './send-file.js';
import { decodePath, encodeUrl, rawPathname } from './url-path.js';

/**
 * Options of {@link serveStatic}: serve-static 2's names and defaults. `R` is the response type
 * `setHeaders` is given (Baton's own, with `res.set`, through `baton.static`).
 */
export interface ServeStaticOptions<R extends ServerResponse = ServerResponse>
  extends Omit<SendFileOptions, 'root' | 'headers'> {
  /** Alias of `maxAge`, as serve-static accepts. */
  maxage?: number | string;
  /** true (default): 404s and non-GET/HEAD requests go to `next()`; false: they become errors / 405. */
  fallthrough?: boolean;
  /** Redirect a directory without a trailing slash to the same URL with one. Default true. */
  redirect?: boolean;
  /** Called with the response, the file's path and its Stats, before the engine's headers. */
  setHeaders?: SetHeaders<R>;
}

/** The request as a router hands it over: `originalUrl` keeps the mount prefix `url` lost. */
export type StaticRequest = IncomingMessage & { originalUrl?: string };

/** A connect-style middleware. */
export type StaticMiddleware = (req: StaticRequest, res: ServerResponse, next: (err?: unknown) => void) => void;

function collapseLeadingSlashes(path: string): string {
  let i = 0;
  while (path.charCodeAt(i) === 0x2f) i += 1;
  return i > 1 ? `/${path.slice(i)}` : path;
}

/**
 * serve-static's redirect for `/dir` → `/dir/`, built from `originalUrl` so a middleware mounted at
 * `/static` sends `/static/dir/`. Leading slashes collapse to one so `//evil.example` can never
 * become a protocol-relative Location.
 */
function redirectToDirectory(req: StaticRequest, res: ServerResponse): void {
  const original = req.originalUrl ?? req.url ?? '/';
  const pathname = rawPathname(original);
  const query = original.slice(original.indexOf(pathname) + pathname.length);
  const location = encodeUrl(collapseLeadingSlashes(`${pathname}/`) + query);
  res.setHeader('Location', location);
  endWithHtml(res, 301, 'Redirecting', `Redirecting to ${escapeHtml(location)}`);
}

/**
 * Serves files under `root` for GET and HEAD, with serve-static 2's options and behaviour, on bare
 * node requests or under any connect-style router. Only `req.url`'s path is used (a mounting router
 * has already stripped its prefix). With `fallthrough` (default) a missing file, a bad path or
 * another method calls `next()`; once a file was found, later errors (412, 416, read failures) go
 * to `next(err)`. Aborted downloads are not reported.
 *
 * @example
 * const assets = serveStatic('public', { maxAge: '1d', extensions: ['html'] });
 * createServer((req, res) => assets(req, res, () => { res.statusCode = 404; res.end('Not Found'); }));
 */
export function serveStatic<R extends ServerResponse = ServerResponse>(
  root: string,
  options?: ServeStaticOptions<R> | null,
): StaticMiddleware {
  if (!root) throw new TypeError('root path required');
  if (typeof root !== 'string') throw new TypeError('root path must be a string');
  // `null` means no options, as serve-static reads it; the parameter has no default so that
  // `serveStatic.length` is 2, as serve-static's is.
  const given = options ?? {};
  if (given.setHeaders !== undefined && typeof given.setHeaders !== 'function') {
    throw new TypeError('option setHeaders must be function');
  }
  const { maxage, fallthrough: fallthroughOption, redirect: redirectOption, ...sendOptions } = given;
  // R is the response this middleware is given at run time (Baton's, in a Baton app); the hook
  // sees that same object, which the engine's ServerResponse-typed hooks cannot say.
  const setHeaders = given.setHeaders as SetHeaders | undefined;
  // serve-static reads `maxage || maxAge`, so the lower-case alias wins when both are set.
  const maxAge = maxage || sendOptions.maxAge;
  const opts = compileSendOptions({
    ...sendOptions,
    ...(maxAge === undefined ? {} : { maxAge }),
    root: resolve(root),
  });
  const fallthrough = fallthroughOption !== false;
  const redirect = redirectOption !== false;

  return function serveStaticMiddleware(req, res, next) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      if (fallthrough) return next();
      res.statusCode = 405;
      res.setHeader('Allow', 'GET, HEAD');
      res.setHeader('Content-Length', '0');
      res.end();
      return;
    }
    let forwardError = !fallthrough;
    const forward = (err?: StaticError) => {
      if (err === undefined || err.code === 'ECONNABORTED') return;
      if (forwardError || err.status >= 500) next(err);
      else next();
    };

    let pathname = rawPathname(req.url ?? '/');
    // At a mount point (`/static` stripped to `/`), use '' so the root directory itself redirects to `/static/`.
    if (pathname === '/' && !rawPathname(req.originalUrl ?? req.url ?? '/').endsWith('/')) pathname = '';
    if (pathname !== '' && pathname.charCodeAt(0) !== 0x2f) {
      return forward(createStaticError('BATON_STATIC_MALFORMED_PATH'));
    }
    const decoded = decodePath(pathname);
    if (decoded instanceof StaticError) return forward(decoded);

    const hooks: SendHooks = {
      onDirectory: redirect ? (response) => redirectToDirectory(req, response) : undefined,
      setHeaders,
      onFile: () => {
        forwardError = true;
      },
    };
    sendPath(req, res, decoded, opts, hooks, forward);
  };
}
