import type { Response } from '../response.js';
import { encodeUrl } from './encode-url.js';

/**
 * `res.location(url)`: sets the `Location` header to `url`, percent-encoded where a URL may not
 * carry a character (never double-encoding existing escapes, never letting CR/LF through).
 * `'back'` means the request's `Referer` (or `Referrer`), else `'/'`.
 *
 * @example
 * res.location('/caf\u00e9'); // Location: /caf%C3%A9
 */
export function location(this: Response, url: string): Response {
  let target = String(url);
  if (target === 'back') {
    const headers = this.req.headers;
    const referrer = headers.referer ?? headers.referrer;
    target = typeof referrer === 'string' && referrer !== '' ? referrer : '/';
  }
  return this.set('Location', encodeUrl(target));
}
