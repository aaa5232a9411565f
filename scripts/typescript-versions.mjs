// The TypeScript compilers Baton's types are checked with: the repository's own (5.9) and the two a
// user gets today, 6 and 7 (`npm install typescript` gives 7, the native compiler). 6 and 7 are
// installed on first use into node_modules/.typescript/<major>, outside the lock file, the way an
// app installs them; the consumer test (test-pack.mjs) and typecheck-tests.mjs both read this list.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The majors beyond the repository's own, and the range each is installed from. */
const extra = { 6: '~6.0.3', 7: '~7.0.2' };

/**
 * @returns {Array<{ name: string, version: string, tsc: string }>} the compilers, oldest first;
 * `tsc` is the path of an executable (`tsc` with a shebang, as npm installs it)
 */
export function typescriptCompilers() {
  const own = join(root, 'node_modules', 'typescript');
  const compilers = [{ name: 'typescript', version: versionOf(own), tsc: join(own, 'bin', 'tsc') }];
  for (const [major, range] of Object.entries(extra)) {
    const prefix = join(root, 'node_modules', '.typescript', major);
    const dir = join(prefix, 'node_modules', 'typescript');
    if (!existsSync(join(dir, 'package.json')) || !versionOf(dir).startsWith(`${major}.`)) {
      execFileSync(
        'npm',
        ['install', '--no-audit', '--no-fund', '--no-save', '--prefix', prefix, `typescript@${range}`],
        {
          stdio: ['ignore', 'ignore', 'inherit'],
        },
      );
    }
    compilers.push({
      name: `typescript@${range}`,
      version: versionOf(dir),
      tsc: join(prefix, 'node_modules', '.bin', 'tsc'),
    });
  }
  return compilers;
}

function versionOf(dir) {
  return JSON.parse(
    execFileSync(
      process.execPath,
      ['-p', `JSON.stringify(require(${JSON.stringify(join(dir, 'package.json'))}).version)`],
      { encoding: 'utf8' },
    ),
  );
}
