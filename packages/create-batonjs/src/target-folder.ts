import { readdir, stat } from 'node:fs/promises';
import { CreateError } from './errors.js';

/**
 * Checks that the app can go in `dir`: it does not exist yet, or is an empty folder. Anything
 * else is `BATON_CREATE_NOT_EMPTY`: nothing is ever overwritten or mixed with what is there.
 *
 * @example
 * await checkTargetFolder('/home/ada/my-app');
 */
export async function checkTargetFolder(dir: string): Promise<void> {
  const found = await stat(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (found === undefined) return;
  if (!found.isDirectory()) {
    throw new CreateError('BATON_CREATE_NOT_EMPTY', `${dir} exists and is a file: choose another folder name`);
  }
  const entries = await readdir(dir);
  if (entries.length > 0) {
    throw new CreateError(
      'BATON_CREATE_NOT_EMPTY',
      `${dir} is not empty (${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}): ` +
        'choose a new folder name, or empty this one',
    );
  }
}
