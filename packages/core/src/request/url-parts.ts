/**
 * The pathname and raw query string of a request target (RFC 9112 §3.2): origin-form
 * (`/a?b`), absolute-form (`http://h/a?b`) or asterisk-form (`*`). A fragment is never part of
 * either. No decoding happens here; the query string comes without its `?`.
 *
 * @example
 * urlParts('/search?q=baton#top'); // { pathname: '/search', query: 'q=baton' }
 */
export function urlParts(url: string): { pathname: string; query: string | undefined } {
  let start = 0;
  if (url.charCodeAt(0) !== 0x2f) {
    const scheme = url.indexOf('://');
    if (scheme !== -1 && !url.slice(0, scheme).includes('/')) {
      const slash = url.indexOf('/', scheme + 3);
      const cut = firstOf(url, scheme + 3);
      start = slash === -1 || slash > cut ? cut : slash;
    }
  }
  const hash = url.indexOf('#', start);
  const end = hash === -1 ? url.length : hash;
  const question = url.indexOf('?', start);
  if (question === -1 || question > end) {
    return { pathname: absoluteRoot(url, start, end), query: undefined };
  }
  return { pathname: absoluteRoot(url, start, question), query: url.slice(question + 1, end) };
}

/** Where the authority of an absolute-form target ends when it has no path: at `?`, `#` or the end. */
function firstOf(url: string, from: number): number {
  let end = url.length;
  for (const c of ['?', '#']) {
    const at = url.indexOf(c, from);
    if (at !== -1 && at < end) end = at;
  }
  return end;
}

/** An absolute-form target with an empty path (`http://h?x`) has the path `/`. */
function absoluteRoot(url: string, start: number, end: number): string {
  return start > 0 && start === end ? '/' : url.slice(start, end);
}
