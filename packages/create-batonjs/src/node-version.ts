import { CreateError } from './errors.js';

/**
 * The oldest Node.js a generated app runs on: Baton's floor (`require()` of ES modules), which
 * vitest 4 and undici 7, the app's test tools, share.
 *
 * @example
 * MIN_NODE; // [20, 19]
 */
export const MIN_NODE = [20, 19] as const;

/**
 * Throws `BATON_CREATE_OLD_NODE` when `version` (as in `process.versions.node`) is older than
 * {@link MIN_NODE}: the app it would write could not install or run there.
 *
 * @example
 * checkNodeVersion(process.versions.node);
 */
export function checkNodeVersion(version: string): void {
  const [major = 0, minor = 0] = version.split('.').map((part) => Number.parseInt(part, 10));
  const [needMajor, needMinor] = MIN_NODE;
  if (major > needMajor || (major === needMajor && minor >= needMinor)) return;
  throw new CreateError(
    'BATON_CREATE_OLD_NODE',
    `Baton needs Node.js ${needMajor}.${needMinor} or later, and this is Node.js ${version}: ` +
      'install a current Node.js (https://nodejs.org) and run the command again',
  );
}
