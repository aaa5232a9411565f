import { spawn } from 'node:child_process';
import type { PackageManager } from './options.js';

/**
 * Installs an app's dependencies; resolves with an error message, or `undefined` on success.
 * {@link runInstall} in the command; tests pass their own to see whether and how it is called.
 *
 * @example
 * const installer: Installer = async (pm, dir) => undefined;
 */
export type Installer = (pm: PackageManager, dir: string) => Promise<string | undefined>;

/**
 * Runs `<pm> install` in `dir`, its output going to this terminal.
 *
 * @example
 * const failure = await runInstall('npm', '/tmp/my-app');
 */
export const runInstall: Installer = (pm, dir) =>
  new Promise((resolve) => {
    // npm, pnpm and yarn are .cmd scripts on Windows, which only a shell starts.
    const child = spawn(pm, ['install'], { cwd: dir, stdio: 'inherit', shell: process.platform === 'win32' });
    child.once('error', (error: NodeJS.ErrnoException) =>
      resolve(error.code === 'ENOENT' ? `${pm} was not found on this machine` : `${pm} install: ${error.message}`),
    );
    child.once('close', (code, signal) => {
      if (code === 0) resolve(undefined);
      else resolve(`${pm} install ${signal === null ? `exited with code ${code}` : `was stopped by ${signal}`}`);
    });
  });
