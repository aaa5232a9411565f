import { readFileSync } from 'node:fs';

/**
 * This package's version, read from its package.json (one folder above `src/` and `dist/`):
 * the generated app depends on `batonjs` at the same version.
 *
 * @example
 * ownVersion(); // '0.1.0'
 */
export function ownVersion(): string {
  const manifest: unknown = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  const version = (manifest as { version?: unknown }).version;
  if (typeof version !== 'string') throw new Error('create-batonjs: its package.json has no version');
  return version;
}
