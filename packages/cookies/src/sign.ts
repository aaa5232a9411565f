import { createHmac, timingSafeEqual } from 'node:crypto';
import { CookieError } from './errors.js';

/**
 * Signs `value` in cookie-signature's format: `value.` followed by the HMAC-SHA256 of the value,
 * base64 without `=` padding. Cookies signed by an existing Express app verify here and back.
 *
 * @example
 * sign('hello', 'tobiiscool'); // 'hello.DGDUkGlIkCzPz+C0B064FNgHdEjox7ch8tOBGslZ5QI'
 */
export function sign(value: string, secret: string): string {
  if (typeof value !== 'string') throw new CookieError('BATON_COOKIE_INVALID_VALUE', 'value to sign must be a string');
  return `${value}.${mac(value, checkSecret(secret))}`;
}

/**
 * Verifies a value produced by {@link sign} against one secret or several (rotation: the first signs,
 * every one verifies) and returns the unsigned value, or `false` when no secret matches. The
 * signature is compared with `crypto.timingSafeEqual`, so timing reveals nothing about how much of a
 * forged signature was right.
 *
 * @example
 * unsign('hello.DGDUkGlIkCzPz+C0B064FNgHdEjox7ch8tOBGslZ5QI', ['new-secret', 'tobiiscool']); // 'hello'
 */
export function unsign(input: string, secret: string | readonly string[]): string | false {
  const secrets = typeof secret === 'string' ? [secret] : secret;
  if (!Array.isArray(secrets))
    throw new CookieError('BATON_COOKIE_INVALID_SECRET', 'secret must be a string or an array');
  for (const each of secrets) checkSecret(each);
  // A non-string is the caller's mistake, and a TypeError as cookie-signature's; hostile cookie
  // data (always a string) is an answer ("not signed by us"), never an exception.
  if (typeof input !== 'string') {
    throw new CookieError('BATON_COOKIE_INVALID_VALUE', 'Signed cookie string must be provided.');
  }
  const dot = input.lastIndexOf('.');
  if (dot === -1) return false;
  const value = input.slice(0, dot);
  const given = Buffer.from(input.slice(dot + 1));
  for (const each of secrets) {
    const expected = Buffer.from(mac(value, each));
    // timingSafeEqual needs equal lengths; the length of a valid MAC is public (always 43).
    if (expected.length === given.length && timingSafeEqual(expected, given)) return value;
  }
  return false;
}

/** HMAC-SHA256 in base64; a 32-byte digest always encodes to 43 characters and one `=`, which is dropped. */
function mac(value: string, secret: string): string {
  return createHmac('sha256', secret).update(value).digest('base64').slice(0, 43);
}

function checkSecret(secret: unknown): string {
  if (typeof secret !== 'string' || secret.length === 0) {
    throw new CookieError('BATON_COOKIE_INVALID_SECRET', 'a non-empty string secret is required to sign cookies');
  }
  return secret;
}
