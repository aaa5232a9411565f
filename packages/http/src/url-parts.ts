/**
 * Splitting a request target (RFC 9112 §3.2) into the parts routing and `req.path`/`req.query`
 * need: origin-form (`/a?b`), absolute-form (`http://h/a?b`) and asterisk-form (`*`). No decoding
 * happens here, and a fragment is never part of the path or the query.
 */

const SLASH = 0x2f;

/**
 * Where the path of a request target begins: 0 for origin-form (the common case, answered by one
 * character comparison), after the authority for absolute-form. A scheme needs `://` with no `/`
 * before it; the authority ends at the first `/`, `?` or `#`.
 *
 * @example
 * pathStart('/a?b'); // 0
 * pathStart('http://example.com/a'); // 18
 */
export function pathStart(url: string): number {
  if (url.charCodeAt(0) === SLASH) return 0;
  const scheme = url.indexOf('://');
  if (scheme === -1 || url.lastIndexOf('/', scheme) !== -1) return 0;
  const from = scheme + 3;
  let end = url.length;
  for (const c of ['/', '?', '#']) {
    const at = url.indexOf(c, from);
    if (at !== -1 && at < end) end = at;
  }
  return end;
}

/** Where the path that starts at `start` ends: at the query, the fragment or the end of the target. */
function pathEnd(url: string, start: number): number {
  const hash = url.indexOf('#', start);
  const question = url.indexOf('?', start);
  const end = hash === -1 ? url.length : hash;
  return question === -1 || question > end ? end : question;
}

/**
 * The scheme and host of an absolute-form request target (`GET http://host/path`), which routing
 * skips over when it strips a mount prefix and keeps when it rebuilds `req.url`; undefined for the
 * usual origin-form (`/path`).
 *
 * @example
 * protohostOf('http://example.com/a?x'); // 'http://example.com'
 * protohostOf('/a'); // undefined
 */
export function protohostOf(url: string): string | undefined {
  const start = pathStart(url);
  return start === 0 ? undefined : url.slice(0, start);
}

/**
 * The pathname routing matches against: without query or fragment, and without the scheme and
 * host of an absolute-form target; `/` when that leaves nothing. Undefined when there is no URL
 * to route (the router then passes the request on untouched).
 *
 * @example
 * pathnameOf('/a/b?x=1'); // '/a/b'
 * pathnameOf('http://example.com/a?x'); // '/a'
 */
export function pathnameOf(url: string | undefined): string | undefined {
  if (typeof url !== 'string' || url.length === 0) return undefined;
  const start = pathStart(url);
  const end = pathEnd(url, start);
  // The usual target has neither query nor fragment: return it as it is, no new string.
  if (start === 0 && end === url.length) return url;
  return start === end ? '/' : url.slice(start, end);
}

/**
 * The pathname and raw query string of a request target, as `req.path` and `req.query` read
 * them; the query comes without its `?` and is undefined when there is none. An absolute-form
 * target with an empty path (`http://h?x`) has the path `/`.
 *
 * @example
 * urlParts('/search?q=baton#top'); // { pathname: '/search', query: 'q=baton' }
 */
export function urlParts(url: string): { pathname: string; query: string | undefined } {
  const start = pathStart(url);
  const end = pathEnd(url, start);
  const pathname = start > 0 && start === end ? '/' : url.slice(start, end);
  if (end === url.length || url.charCodeAt(end) !== 0x3f) return { pathname, query: undefined };
  const hash = url.indexOf('#', end);
  return { pathname, query: url.slice(end + 1, hash === -1 ? url.length : hash) };
}
