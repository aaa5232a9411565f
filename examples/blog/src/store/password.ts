import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// scrypt's recommended interactive-login cost (N = 2^14, r = 8, p = 1): about 16 MB and tens of
// milliseconds per hash, which is what makes a stolen table slow to brute-force.
const N = 16_384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { N: n, r, p, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/**
 * Hashes a password with `crypto.scrypt` and a random salt. The cost parameters are stored with
 * the hash, so they can be raised later without breaking existing logins.
 *
 * @example
 * const stored = await hashPassword('correct horse'); // 'scrypt$16384$8$1$<salt>$<key>'
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P);
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * Whether `password` matches a hash from {@link hashPassword}; false for a malformed hash. The
 * final comparison is constant-time.
 *
 * @example
 * await verifyPassword('correct horse', stored); // true
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || salt === undefined || key === undefined) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
