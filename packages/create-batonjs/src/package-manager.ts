import type { PackageManager } from './options.js';

/**
 * The package manager that ran us, from `npm_config_user_agent` (`pnpm create batonjs` sets
 * `pnpm/9.x ...`, `yarn create batonjs` sets `yarn/...`); npm otherwise.
 *
 * @example
 * detectPackageManager('pnpm/9.12.0 npm/? node/v20.19.0 linux x64'); // 'pnpm'
 */
export function detectPackageManager(userAgent: string | undefined): PackageManager {
  if (userAgent?.startsWith('pnpm/')) return 'pnpm';
  if (userAgent?.startsWith('yarn/')) return 'yarn';
  return 'npm';
}

/**
 * The command that runs package script `script` with `pm`: `npm run dev`, `pnpm dev`, `yarn dev`
 * (`npm test` and `npm start` need no `run`).
 *
 * @example
 * runCommand('npm', 'build'); // 'npm run build'
 */
export function runCommand(pm: PackageManager, script: string): string {
  if (pm === 'npm' && script !== 'test' && script !== 'start') return `npm run ${script}`;
  return `${pm} ${script}`;
}
