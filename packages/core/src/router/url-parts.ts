/**
 * The scheme and host of an absolute-form request target (`GET http://host/path`), which routing
 * must skip over and keep; undefined for the usual origin-form ('/path').
 */
export function protohostOf(url: string): string | undefined {
  if (url.length === 0 || url.charCodeAt(0) === 47) return undefined;
  const query = url.indexOf('?');
  const scheme = url.slice(0, query === -1 ? url.length : query).indexOf('://');
  if (scheme === -1) return undefined;
  const slash = url.indexOf('/', scheme + 3);
  return slash === -1 ? url.slice(0, query === -1 ? url.length : query) : url.slice(0, slash);
}

/**
 * The pathname of a request URL: without query or fragment, and without the scheme and host of an
 * absolute-form target. Undefined when there is no URL to route.
 *
 * @example
 * pathnameOf('/a/b?x=1') // '/a/b'
 * pathnameOf('http://example.com/a?x') // '/a'
 */
export function pathnameOf(url: string | undefined): string | undefined {
  if (typeof url !== 'string' || url.length === 0) return undefined;
  const start = url.charCodeAt(0) === 47 ? 0 : (protohostOf(url)?.length ?? 0);
  let stop = url.length;
  const query = url.indexOf('?', start);
  if (query !== -1) stop = query;
  const hash = url.indexOf('#', start);
  if (hash !== -1 && hash < stop) stop = hash;
  if (start === 0 && stop === url.length) return url;
  const path = url.slice(start, stop);
  return path === '' ? '/' : path;
}
