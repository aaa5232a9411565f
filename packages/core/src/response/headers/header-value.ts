import { validateHeaderValue } from 'node:http';

/** The characters node's `checkInvalidHeaderChar` refuses in a header value (RFC 9110 §5.5 field-value). */
const INVALID = /[^\t\x20-\x7e\x80-\xff]/;

/** The most names whose last accepted value is remembered, and the longest value remembered. */
const NAME_LIMIT = 1024;
const VALUE_LIMIT = 256;

/**
 * Name as written → the last string value accepted under it. A header is nearly always set to the
 * same value under the same name (`Content-Type` to res.json's type, `X-Powered-By` to `Express`),
 * and a RegExp `test` call costs ~500 instructions before it reads a character (callgrind): a
 * value equal to the last one accepted is valid without it. A hand-written loop was tried instead
 * and cost more (~35 instructions a character through `charCodeAt`).
 */
const lastAccepted = new Map<string, string>();

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
  if (typeof value !== 'string') {
    validateHeaderValue(name, value as string);
    return;
  }
  if (lastAccepted.get(name) === value) return;
  if (INVALID.test(value)) validateHeaderValue(name, value);
  if (value.length <= VALUE_LIMIT && (lastAccepted.size < NAME_LIMIT || lastAccepted.has(name))) {
    lastAccepted.set(name, value);
  }
}
