import { spawnSync } from 'node:child_process';

/** The programs the instructions run needs, each with the Debian/Ubuntu package that has it. */
const tools = [
  { command: 'valgrind', package: 'valgrind' },
  { command: 'callgrind_control', package: 'valgrind' },
  { command: 'wrk', package: 'wrk' },
] as const;

/**
 * Why the instructions run cannot start here (a program missing, and how to install it), or
 * undefined when valgrind, callgrind_control and wrk are all on the PATH.
 *
 * @example
 * const missing = missingTools();
 * if (missing !== undefined) throw new Error(missing);
 */
export function missingTools(): string | undefined {
  // `wrk --version` exits 1; only a failure to start it (ENOENT) means it is missing.
  const missing = tools.filter(
    (tool) => spawnSync(tool.command, ['--version'], { stdio: 'ignore' }).error !== undefined,
  );
  if (missing.length === 0) return undefined;
  const packages = [...new Set(missing.map((tool) => tool.package))];
  return `${missing.map((tool) => tool.command).join(', ')} not found: install with \`apt-get install -y ${packages.join(' ')}\``;
}

/**
 * valgrind's version, as `valgrind --version` prints it (`valgrind-3.19.0`).
 *
 * @example
 * valgrindVersion(); // 'valgrind-3.19.0'
 */
export function valgrindVersion(): string {
  return spawnSync('valgrind', ['--version'], { encoding: 'utf8' }).stdout.trim();
}
