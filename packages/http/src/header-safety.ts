/** RFC 9110 §5.6.2 token: what a field name may be. */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/**
 * What node refuses in a field value (`ERR_INVALID_CHAR`): anything but HTAB, SP, visible ASCII
 * and obs-text. CR and LF are the dangerous ones: they would end the field and start another.
 */
const INVALID_VALUE_CHAR = /[^\t\x20-\x7e\x80-\xff]/;

/** A header value node accepts in `setHeader`: a string, a number, or an array of strings. */
export type SafeHeaderValue = string | number | readonly string[];

/**
 * Whether `name: value` can be set on a response without node throwing and without the value
 * ending the field early: a token name and a string, finite number or string array free of
 * control characters (HTAB aside).
 *
 * @example
 * isValidHeader('WWW-Authenticate', 'Basic realm=a\r\nSet-Cookie: x=1'); // false
 */
export function isValidHeader(name: unknown, value: unknown): value is SafeHeaderValue {
  if (typeof name !== 'string' || !TOKEN.test(name)) return false;
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value === 'string') return !INVALID_VALUE_CHAR.test(value);
  if (!Array.isArray(value)) return false;
  for (const item of value) if (typeof item !== 'string' || INVALID_VALUE_CHAR.test(item)) return false;
  return true;
}

/**
 * Names already warned about: one warning per name is enough to find the code that sets it, and a
 * client repeating the bad request must not flood the log. Bounded, since names can come from data.
 */
const warned = new Set<string>();
const MAX_WARNED = 64;

/**
 * Reports a dropped header once per name, as a process warning with code `BATON_INVALID_HEADER_DROPPED`.
 *
 * @example
 * warnDroppedHeader('WWW-Authenticate', 'err.headers');
 */
export function warnDroppedHeader(name: unknown, source: string): void {
  const key = typeof name === 'string' ? name.toLowerCase() : String(typeof name);
  if (warned.has(key) || warned.size >= MAX_WARNED) return;
  warned.add(key);
  const shown = typeof name === 'string' ? JSON.stringify(name.slice(0, 64)) : typeof name;
  process.emitWarning(`The header ${shown} from ${source} has an invalid name or value and was not sent`, {
    code: 'BATON_INVALID_HEADER_DROPPED',
  });
}

/**
 * `res.setHeader(name, value)` for headers whose value may come from a request or from data (an
 * error's `headers`, static's `headers` option): an invalid one is dropped with a warning instead
 * of throwing where no handler would catch it, and can never inject a header.
 *
 * @example
 * setHeaderSafely(res, 'WWW-Authenticate', `Basic realm=${realm}`, 'err.headers'); // false if realm holds CR/LF
 */
export function setHeaderSafely(
  res: { setHeader(name: string, value: SafeHeaderValue): unknown },
  name: unknown,
  value: unknown,
  source: string,
): boolean {
  if (!isValidHeader(name, value)) {
    warnDroppedHeader(name, source);
    return false;
  }
  res.setHeader(name as string, value);
  return true;
}
