import { appendVary, isToken, splitList } from '@batonjs/http';
import type { Response } from '../types/response.js';

/** The vary package's check and words, which Express's res.vary throws for a name that is not a token. */
function assertFieldNames(field: string | readonly string[]): void {
  const names = typeof field === 'string' ? splitList(field) : field.flatMap(splitList);
  for (const name of names) {
    if (!isToken(name)) throw new TypeError(`field argument contains an invalid header name: ${name}`);
  }
}

/**
 * `res.vary(field)`: adds `field` (a name, a comma-separated list or an array) to the `Vary` header
 * unless it is already there.
 *
 * @example
 * res.vary('Accept-Encoding').vary(['Accept', 'Origin']);
 */
export function vary(this: Response, field: string | readonly string[]): Response {
  // Express's res.vary throws these words for a missing or empty name.
  if (!field) throw new TypeError('field argument is required');
  // One plain name (res.format's 'Accept', the usual call) is a token as a whole: checked without
  // splitting it into a list first.
  if (typeof field !== 'string' || !isToken(field)) assertFieldNames(field);
  appendVary(this, field);
  return this;
}
