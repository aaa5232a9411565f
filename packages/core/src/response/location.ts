import type { Response } from '../types/response.js';
import { encodeUrl } from './encode-url.js';

/**
 * `res.location(url)`: sets the `Location` header to `url`, percent-encoded where a URL may not
 * carry a character (never double-encoding existing escapes, never letting CR/LF through).
 * `'back'` is an ordinary relative URL, as in Express 5, which dropped the Express 4 magic value:
 * redirecting to the Referer lets whoever sets that header choose the target.
 *
 * @example
 * res.location('/caf\u00e9'); // Location: /caf%C3%A9
 */
export function location(this: Response, url: string): Response {
  return this.set('Location', encodeUrl(String(url)));
}
