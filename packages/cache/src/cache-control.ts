import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Duration, toDeltaSeconds } from './duration.js';
import { CacheError } from './errors.js';
import { formatHttpDate } from './http-date.js';
import { isReadMethod } from './preconditions.js';
import { appendVary, checkVaryFields } from './vary.js';

/**
 * Response directives of RFC 9111 §5.2.2. Durations are seconds or strings like `'10m'`, `'1h'`, `'7d'`.
 *
 * @example
 * const options: CacheControlOptions = { public: true, maxAge: '10m', staleIfError: '1d' };
 */
export interface CacheControlOptions {
  /** `max-age` (§5.2.2.1): fresh for this long; also sets a matching `Expires` (§5.3). */
  maxAge?: Duration | undefined;
  /** `s-maxage` (§5.2.2.10): overrides max-age for shared caches (CDNs, proxies). */
  sMaxAge?: Duration | undefined;
  /** `public` (§5.2.2.9): shared caches may store it even if it would not otherwise be storable. */
  public?: boolean | undefined;
  /** `private` (§5.2.2.7): only the user's own cache may store it (per-user data). */
  private?: boolean | undefined;
  /** `no-cache` (§5.2.2.4): may be stored, but must be revalidated before every reuse. */
  noCache?: boolean | undefined;
  /** `no-store` (§5.2.2.5): must not be stored at all. */
  noStore?: boolean | undefined;
  /** `must-revalidate` (§5.2.2.2): once stale, never reuse it without revalidation. */
  mustRevalidate?: boolean | undefined;
  /** `proxy-revalidate` (§5.2.2.8): must-revalidate for shared caches only. */
  proxyRevalidate?: boolean | undefined;
  /** `immutable` (RFC 8246): will not change while fresh; browsers skip revalidation on reload. */
  immutable?: boolean | undefined;
  /** `stale-while-revalidate` (RFC 5861 §3): may be served stale this long while revalidating in the background. */
  staleWhileRevalidate?: Duration | undefined;
  /** `stale-if-error` (RFC 5861 §4): may be served stale this long when the origin errs. */
  staleIfError?: Duration | undefined;
  /** Field names to add to `Vary` (RFC 9110 §12.5.5) when the headers are applied. */
  vary?: string | readonly string[] | undefined;
}

/** Options checked and turned into header values once. */
interface CompiledCacheControl {
  readonly value: string;
  readonly maxAge: number | undefined;
  readonly vary: readonly string[];
}

/**
 * Middleware that gives responses to GET and HEAD the `Cache-Control` built from `options` and an
 * `Expires` consistent with its max-age, both computed from one clock reading along with `Date`.
 * Options are validated once, here, so misuse fails at startup. Responses to POST and every other
 * method are left untouched: they never become cacheable through it.
 *
 * @example
 * app.get('/authors', cacheControl({ public: true, maxAge: '5m', staleWhileRevalidate: 60 }), listAuthors);
 */
export function cacheControl(
  options: CacheControlOptions,
): (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void {
  const compiled = compileCacheControl(options);
  return function cacheControlMiddleware(req, res, next) {
    if (isReadMethod(req.method) && !res.headersSent) applyCacheControl(res, compiled, Date.now());
    next();
  };
}

/**
 * Sets `Cache-Control`, `Expires` and `Date` on one response, as {@link cacheControl} does, and returns
 * the response so calls chain (`res.cacheControl({ maxAge: 60 }).end(body)` once attached to a
 * prototype). The method comes from `req`, which defaults to `res.req`; a response whose request is
 * not GET or HEAD, or is unknown, is left untouched.
 *
 * @example
 * setCacheControl(res, { private: true, maxAge: 60, mustRevalidate: true });
 */
export function setCacheControl<Res extends ServerResponse>(
  res: Res,
  options: CacheControlOptions,
  req: IncomingMessage | undefined = res.req,
): Res {
  if (res.headersSent) {
    throw new CacheError(
      'BATON_CACHE_HEADERS_SENT',
      'setCacheControl() was called after the response headers were sent',
    );
  }
  const compiled = compileCacheControl(options);
  if (req !== undefined && isReadMethod(req.method)) applyCacheControl(res, compiled, Date.now());
  return res;
}

function applyCacheControl(res: ServerResponse, compiled: CompiledCacheControl, now: number): void {
  if (compiled.value !== '') res.setHeader('Cache-Control', compiled.value);
  if (compiled.maxAge === undefined) {
    // An Expires from an earlier layer would now contradict the directives just set.
    res.removeHeader('Expires');
  } else {
    // Date and Expires from the same reading: Expires - Date is exactly max-age (RFC 9111 §4.2.1),
    // and node keeps a Date header the application set instead of writing its own later.
    res.setHeader('Date', formatHttpDate(now));
    res.setHeader('Expires', formatHttpDate(now + compiled.maxAge * 1000));
  }
  if (compiled.vary.length > 0) appendVary(res, compiled.vary);
}

function compileCacheControl(options: CacheControlOptions): CompiledCacheControl {
  if (options.public === true && options.private === true) {
    throw new CacheError('BATON_CACHE_CONFLICTING_DIRECTIVES', 'public and private cannot both be set');
  }
  const maxAge = optionalSeconds(options.maxAge, 'maxAge');
  const sMaxAge = optionalSeconds(options.sMaxAge, 'sMaxAge');
  const staleWhileRevalidate = optionalSeconds(options.staleWhileRevalidate, 'staleWhileRevalidate');
  const staleIfError = optionalSeconds(options.staleIfError, 'staleIfError');
  if (options.noStore === true && (maxAge !== undefined || sMaxAge !== undefined || options.immutable === true)) {
    throw new CacheError(
      'BATON_CACHE_CONFLICTING_DIRECTIVES',
      'noStore forbids storing the response, so a freshness lifetime (maxAge, sMaxAge, immutable) cannot apply',
    );
  }
  const directives: string[] = [];
  if (options.public === true) directives.push('public');
  if (options.private === true) directives.push('private');
  if (options.noCache === true) directives.push('no-cache');
  if (options.noStore === true) directives.push('no-store');
  if (maxAge !== undefined) directives.push(`max-age=${maxAge}`);
  if (sMaxAge !== undefined) directives.push(`s-maxage=${sMaxAge}`);
  if (options.mustRevalidate === true) directives.push('must-revalidate');
  if (options.proxyRevalidate === true) directives.push('proxy-revalidate');
  if (options.immutable === true) directives.push('immutable');
  if (staleWhileRevalidate !== undefined) directives.push(`stale-while-revalidate=${staleWhileRevalidate}`);
  if (staleIfError !== undefined) directives.push(`stale-if-error=${staleIfError}`);
  const vary = checkVaryFields(
    options.vary === undefined ? [] : typeof options.vary === 'string' ? [options.vary] : [...options.vary],
  );
  return { value: directives.join(', '), maxAge, vary };
}

function optionalSeconds(value: Duration | undefined, option: string): number | undefined {
  return value === undefined ? undefined : toDeltaSeconds(value, option);
}
