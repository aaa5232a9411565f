/** RFC 9110 §5.6.2 `tchar`, indexed by char code: what a field name may be made of. */
const TCHAR: readonly boolean[] = Array.from({ length: 128 }, (_, code) => {
  const c = String.fromCharCode(code);
  return /[0-9A-Za-z]/.test(c) || "!#$%&'*+-.^_`|~".includes(c);
});

/**
 * Whether `text` is an RFC 9110 §5.6.2 token, the grammar of a header field name.
 *
 * @example
 * isToken('Accept-Encoding'); // true
 * isToken('Bad Name'); // false
 */
export function isToken(text: string): boolean {
  if (text.length === 0) return false;
  for (let i = 0; i < text.length; i++) {
    if (TCHAR[text.charCodeAt(i)] !== true) return false;
  }
  return true;
}

/**
 * Splits a comma-separated list header value (RFC 9110 §5.6.1) into its trimmed, non-empty members.
 *
 * @example
 * splitList('Accept, , Origin'); // ['Accept', 'Origin']
 */
export function splitList(value: string): string[] {
  const out: string[] = [];
  for (const part of value.split(',')) {
    const item = part.trim();
    if (item !== '') out.push(item);
  }
  return out;
}

/**
 * Merges field names into a `Vary` header value (RFC 9110 §12.5.5), as Express's `vary` does:
 * names already listed (compared case-insensitively) are not repeated, `*` absorbs everything, and
 * the existing text is kept as written so merging is idempotent. Returns `header` itself when
 * nothing changes. `fields` are names or comma-separated lists; callers check them with
 * {@link isToken} first and raise their own package's error.
 *
 * @example
 * mergeVary('Accept', ['accept-encoding', 'ACCEPT']); // 'Accept, accept-encoding'
 */
export function mergeVary(header: string, fields: string | readonly string[]): string {
  const wanted = typeof fields === 'string' ? splitList(fields) : fields.flatMap(splitList);
  const current = splitList(header);
  if (current.includes('*') || wanted.includes('*')) return '*';
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

/** What {@link appendVary} needs of a response: node's `ServerResponse` and HTTP/2's both fit. */
export interface VaryTarget {
  getHeader(name: string): number | string | readonly string[] | undefined;
  setHeader(name: string, value: string): unknown;
}

/**
 * Adds field names to a response's `Vary` header with {@link mergeVary}, writing only when
 * something changed.
 *
 * @example
 * appendVary(res, ['Accept', 'Accept-Encoding']);
 */
export function appendVary(res: VaryTarget, fields: string | readonly string[]): void {
  const existing = res.getHeader('Vary');
  const header = Array.isArray(existing) ? existing.join(', ') : existing === undefined ? '' : String(existing);
  const merged = mergeVary(header, fields);
  if (merged !== header) res.setHeader('Vary', merged);
}
