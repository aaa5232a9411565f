import { randomBytes } from 'node:crypto';
import type { Author } from './blog-store.js';
import { hashPassword, verifyPassword } from './password.js';
import { type AuthorRow, toAuthor } from './rows.js';

/**
 * The second half of `BlogStore.verifyLogin`, after the store looked the name up: both stores
 * answer alike. Unknown names (and authors without a password) are checked against a hash of a
 * random password, made once, so a wrong name costs as long as a wrong password and never matches.
 *
 * @example
 * const check = createLoginCheck();
 * const author = await check(sql.authorByName.get(name), password);
 */
export function createLoginCheck(): (row: AuthorRow | undefined, password: string) => Promise<Author | undefined> {
  let decoyHash: Promise<string> | undefined;
  return async (row, password) => {
    const stored = row?.password_hash ?? null;
    if (stored === null) decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
    const ok = await verifyPassword(password, stored ?? (await (decoyHash as Promise<string>)));
    return ok && row !== undefined && stored !== null ? toAuthor(row) : undefined;
  };
}
