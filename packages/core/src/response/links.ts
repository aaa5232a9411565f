import type { Response } from '../types/response.js';

/**
 * `res.links({ rel: url | url[] })`: adds `<url>; rel="rel"` entries to the `Link` header
 * (RFC 8288), after any links already there.
 *
 * @example
 * res.links({ next: '/users?page=2', last: '/users?page=5' });
 * // Link: </users?page=2>; rel="next", </users?page=5>; rel="last"
 */
export function links(this: Response, rels: Readonly<Record<string, string | readonly string[]>>): Response {
  const entries: string[] = [];
  const existing = this.getHeader('Link');
  if (existing !== undefined && existing !== '')
    entries.push(Array.isArray(existing) ? existing.join(', ') : String(existing));
  for (const rel of Object.keys(rels)) {
    const urls = rels[rel];
    for (const url of typeof urls === 'string' ? [urls] : (urls ?? [])) entries.push(`<${url}>; rel="${rel}"`);
  }
  return this.set('Link', entries.join(', '));
}
