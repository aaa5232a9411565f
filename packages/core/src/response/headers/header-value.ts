import { validateHeaderValue } from 'node:http';

/** The characters node's `checkInvalidHeaderChar` refuses in a header value (RFC 9110 §5.5 field-value). */
const INVALID = /[^\t\x20-\x7e\x80-\xff]/;

/**
 * Checks a header value as node's `setHeader` does, with node's errors
 * (`ERR_HTTP_INVALID_HEADER_VALUE` for undefined, `ERR_INVALID_CHAR` for a forbidden character).
 * Numbers cannot hold a forbidden character and skip the string conversion node's RegExp test makes;
 * anything but a string or a number goes to node's own check (typed for strings, it takes any value).
 *
 * @example
 * checkHeaderValue('Content-Length', 17); // fine
 * checkHeaderValue('X-Bad', 'a\nb'); // throws ERR_INVALID_CHAR
 */
export function checkHeaderValue(name: string, value: unknown): void {
  if (typeof value === 'number') return;
  if (typeof value !== 'string' || INVALID.test(value)) validateHeaderValue(name, value as string);
}
