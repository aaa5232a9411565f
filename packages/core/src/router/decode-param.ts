import { createError } from '../errors.js';

/**
 * Decodes one path parameter. Malformed percent-encoding is the client's fault: a 400 with a coded
 * error (Express words it the same way), never an exception that escapes the router.
 *
 * @example
 * decodeParam('caf%C3%A9') // 'café'
 */
export function decodeParam(value: string): string {
  if (value.length === 0 || !value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch (cause) {
    throw createError('BATON_INVALID_PATH_PARAM', `Failed to decode param '${value}'`, { cause });
  }
}
