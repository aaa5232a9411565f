const BASE = 'http://blog.invalid';

function hasBackslashOrControl(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x5c || code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * Where a login may send the browser: `next` when it is a path on this site, else `/`. Browsers
 * read `//evil.example` and `/\evil.example` as other hosts, and strip tabs and newlines from URLs,
 * so the check is what a URL parser makes of the value, not what it starts with.
 *
 * @example
 * safeNext('/blogs/new'); // '/blogs/new'
 * safeNext('//evil.example/'); // '/'
 */
export function safeNext(next: unknown): string {
  if (typeof next !== 'string' || !next.startsWith('/') || hasBackslashOrControl(next)) return '/';
  let url: URL;
  try {
    url = new URL(next, BASE);
  } catch {
    return '/';
  }
  if (url.origin !== BASE || next.startsWith('//')) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
