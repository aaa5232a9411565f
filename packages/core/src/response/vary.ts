import type { Response } from '../response.js';

/** RFC 9110 §5.1 `token`: what a header field name may be made of. */
const FIELD_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

function parseList(value: string): string[] {
  const out: string[] = [];
  for (const part of value.split(',')) {
    const item = part.trim();
    if (item !== '') out.push(item);
  }
  return out;
}

/**
 * Merges field names into a `Vary` header value (RFC 9110 §12.5.5): names already listed
 * (compared case-insensitively) are not repeated, `*` absorbs everything, and the existing text is
 * kept as it is so that merging is idempotent. Returns `header` itself when nothing changes.
 *
 * @example
 * mergeVary('Accept', ['accept-encoding', 'ACCEPT']); // 'Accept, accept-encoding'
 */
export function mergeVary(header: string, fields: string | readonly string[]): string {
  const wanted = typeof fields === 'string' ? parseList(fields) : fields.flatMap(parseList);
  for (const field of wanted) {
    if (!FIELD_NAME.test(field)) throw new TypeError(`field argument contains an invalid header name: ${field}`);
  }
  const current = parseList(header);
  if (current.includes('*')) return header;
  if (wanted.includes('*')) return '*';
  const seen = new Set(current.map((field) => field.toLowerCase()));
  let out = header;
  for (const field of wanted) {
    const key = field.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out = out === '' ? field : `${out}, ${field}`;
  }
  return out;
}

/**
 * `res.vary(field)`: adds `field` (a name, a comma-separated list or an array) to the `Vary` header
 * unless it is already there.
 *
 * @example
 * res.vary('Accept-Encoding').vary(['Accept', 'Origin']);
 */
export function vary(this: Response, field: string | readonly string[]): Response {
  // The vary package's check and words, which Express's res.vary throws (an empty name included).
  if (!field) throw new TypeError('field argument is required');
  const existing = this.getHeader('Vary');
  const header = Array.isArray(existing) ? existing.join(', ') : existing === undefined ? '' : String(existing);
  const merged = mergeVary(header, field);
  if (merged !== header) this.setHeader('Vary', merged);
  return this;
}
