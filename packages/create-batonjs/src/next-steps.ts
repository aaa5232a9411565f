import type { PackageManager } from './options.js';
import { runCommand } from './package-manager.js';

/** A path as typed in a shell: quoted when it holds anything a shell would split or expand. */
function shellPath(path: string): string {
  return /^[\w@%+=:,./-]+$/.test(path) ? path : `'${path.replaceAll("'", `'\\''`)}'`;
}

/**
 * The commands printed after the app is written, each with what it does: `cd` into the app
 * (unless it is the current folder, `where` = ''), the install when it was skipped, then dev,
 * test, and build and start, in `pm`'s own words.
 *
 * @example
 * nextSteps('npm', 'my-app', true); // '  cd my-app\n  npm run dev   # serves ...\n...'
 */
export function nextSteps(pm: PackageManager, where: string, installed: boolean): string {
  const steps: Array<[command: string, comment?: string]> = [];
  if (where !== '') steps.push([`cd ${shellPath(where)}`]);
  if (!installed) steps.push([`${pm} install`]);
  steps.push(
    [runCommand(pm, 'dev'), 'serves http://localhost:3000, restarting on every change'],
    [runCommand(pm, 'test'), 'the tests, over a real socket'],
    [`${runCommand(pm, 'build')} && ${runCommand(pm, 'start')}`, 'the compiled app, as in production'],
  );
  const width = Math.max(...steps.map(([command]) => command.length)) + 4;
  return steps
    .map(([command, comment]) =>
      comment === undefined ? `  ${command}\n` : `  ${command.padEnd(width)}# ${comment}\n`,
    )
    .join('');
}
