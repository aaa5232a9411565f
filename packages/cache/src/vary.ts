import type { ServerResponse } from 'node:http';
import { createCacheError } from './errors.js';

/**
 * Adds field names to the response's `Vary` (RFC 9110 §12.5.5) without duplicating any already
 * there (compared case-insensitively); `*` absorbs everything.
 *
 * @example
 * appendVary(res, ['Accept', 'Accept-Encoding']);
 */
export function appendVary(res: ServerResponse, fields: readonly string[]): void {
  checkVaryFields(fields);
  const existing = res.getHeader('Vary');
  const current = (Array.isArray(existing) ? existing.join(',') : String(existing ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (current.includes('*')) return;
  if (fields.includes('*')) {
    res.setHeader('Vary', '*');
    return;
  }
  const seen = new Set(current.map((name) => name.toLowerCase()));
  for (const field of fields) {
    if (!seen.has(field.toLowerCase())) {
      seen.add(field.toLowerCase());
      current.push(field);
    }
  }
  if (current.length > 0) res.setHeader('Vary', current.join(', '));
}

/** Throws a coded error unless every entry is `*` or a field name (RFC 9110 §5.1 token). */
export function checkVaryFields(fields: readonly string[]): readonly string[] {
  for (const field of fields) {
    if (field !== '*' && !isToken(field)) {
      throw createCacheError('BATON_CACHE_INVALID_VARY', `Vary field name ${JSON.stringify(field)} is not a token`);
    }
  }
  return fields;
}

function isToken(text: string): boolean {
  if (text.length === 0) return false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const alphaNumeric =
      (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
    if (!alphaNumeric && !"!#$%&'*+-.^_`|~".includes(text[i] as string)) return false;
  }
  return true;
}
