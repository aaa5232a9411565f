import { basename } from 'node:path';
import { CreateError } from './errors.js';

/**
 * The npm package name for an app in `dir`: its folder name lower-cased, with spaces and characters
 * npm refuses turned into `-` and a leading `.` or `_` dropped (npm rejects both). Throws
 * `BATON_CREATE_BAD_NAME` when nothing usable is left.
 *
 * @example
 * packageNameFor('/home/ada/My App'); // 'my-app'
 */
export function packageNameFor(dir: string): string {
  const name = basename(dir)
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9._~-]+/g, '-')
    .replace(/^[._-]+/, '')
    .replace(/-+$/, '')
    .slice(0, 214);
  if (name === '') {
    throw new CreateError(
      'BATON_CREATE_BAD_NAME',
      `"${basename(dir)}" gives no npm package name: use letters, digits and "-" for the folder`,
    );
  }
  return name;
}
