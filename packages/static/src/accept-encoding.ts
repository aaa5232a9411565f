import type { PrecompressedEncoding } from './options.js';

/**
 * Orders the encodings the server holds by the client's preference (RFC 9110 §12.5.3): highest
 * q-value first, the server's order breaking ties; `q=0` and unlisted encodings (unless `*` allows
 * them) are dropped. Identity is always acceptable as a fallback, so it is not listed.
 *
 * @example
 * preferredEncodings('gzip;q=0.5, br', ['br', 'gzip']); // ['br', 'gzip']
 */
export function preferredEncodings(
  header: string | undefined,
  available: readonly PrecompressedEncoding[],
): PrecompressedEncoding[] {
  if (!header || available.length === 0) return [];
  const weights = new Map<string, number>();
  for (const item of header.split(',')) {
    const [rawName = '', ...params] = item.split(';');
    const name = rawName.trim().toLowerCase();
    if (name === '') continue;
    let q = 1;
    for (const param of params) {
      const [key = '', value = ''] = param.split('=');
      if (key.trim().toLowerCase() !== 'q') continue;
      q = /^\s*(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)\s*$/.test(value) ? Number(value) : 0;
    }
    weights.set(name, Math.max(q, weights.get(name) ?? 0));
  }
  const star = weights.get('*');
  const ranked: Array<{ encoding: PrecompressedEncoding; q: number; order: number }> = [];
  available.forEach((encoding, order) => {
    const q = weights.get(encoding) ?? (encoding === 'gzip' ? weights.get('x-gzip') : undefined) ?? star ?? 0;
    if (q > 0) ranked.push({ encoding, q, order });
  });
  ranked.sort((a, b) => b.q - a.q || a.order - b.order);
  return ranked.map((entry) => entry.encoding);
}
