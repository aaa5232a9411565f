import type { ServerResponse } from 'node:http';
import { isToken, appendVary as mergeVaryInto } from '@batonjs/http';
import { CacheError } from './errors.js';

/**
 * Adds field names to the response's `Vary` (RFC 9110 §12.5.5) without duplicating any already
 * there (compared case-insensitively); `*` absorbs everything. The merge is Express's (`vary`):
 * the header's existing text is kept as written.
 *
 * @example
 * appendVary(res, ['Accept', 'Accept-Encoding']);
 */
export function appendVary(res: ServerResponse, fields: readonly string[]): void {
  mergeVaryInto(res, checkVaryFields(fields));
}

/** Throws a coded error unless every entry is `*` or a field name (RFC 9110 §5.1 token). */
export function checkVaryFields(fields: readonly string[]): readonly string[] {
  for (const field of fields) {
    if (field !== '*' && !isToken(field)) {
      throw new CacheError('BATON_CACHE_INVALID_VARY', `Vary field name ${JSON.stringify(field)} is not a token`);
    }
  }
  return fields;
}
