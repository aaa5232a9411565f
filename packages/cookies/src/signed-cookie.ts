import { unsign } from './sign.js';

const SIGNED_PREFIX = 's:';

/**
 * Verifies one cookie value as cookie-parser does: a value without the `s:` prefix is returned
 * unchanged, a signed one is returned unsigned when any of the secrets verifies it, else `false`;
 * a non-string gives `undefined`.
 *
 * @example
 * signedCookie('s:hello.DGDUkGlIkCzPz+C0B064FNgHdEjox7ch8tOBGslZ5QI', 'tobiiscool'); // 'hello'
 */
export function signedCookie(str: unknown, secret: string | readonly string[] | undefined): string | false | undefined {
  if (typeof str !== 'string') return undefined;
  if (!str.startsWith(SIGNED_PREFIX)) return str;
  const secrets = toSecrets(secret);
  return secrets.length === 0 ? false : unsign(str.slice(SIGNED_PREFIX.length), secrets);
}

/**
 * Moves every signed cookie out of `obj` (which is modified) into a new null-prototype object of
 * verified values (`false` for a bad signature) and returns that object.
 *
 * @example
 * const cookies = { a: 's:hello.DGDUkGlIkCzPz+C0B064FNgHdEjox7ch8tOBGslZ5QI', b: 'plain' };
 * signedCookies(cookies, 'tobiiscool'); // { a: 'hello' }; cookies is now { b: 'plain' }
 */
export function signedCookies(
  obj: Record<string, unknown>,
  secret: string | readonly string[] | undefined,
): Record<string, string | false> {
  const verified: Record<string, string | false> = Object.create(null);
  for (const key of Object.keys(obj)) {
    const value = obj[key];
    const result = signedCookie(value, secret);
    if (result !== value && result !== undefined) {
      verified[key] = result;
      delete obj[key];
    }
  }
  return verified;
}

/** cookie-parser's reading of the secret argument: a falsy secret means none. */
export function toSecrets(secret: string | readonly string[] | undefined): readonly string[] {
  if (!secret) return [];
  return typeof secret === 'string' ? [secret] : secret;
}
