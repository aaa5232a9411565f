import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The files the static-file scenarios serve, by name, with their sizes in bytes. */
export const fixtureFiles = { '1kb.txt': 1024, '1mb.txt': 1024 * 1024 } as const;

/**
 * The deterministic content of a fixture of `size` bytes: printable lines, so a mismatch shows
 * readably, and the same on every machine so a check can regenerate it instead of reading disk.
 *
 * @example
 * fixtureContent(1024).length; // 1024
 */
export function fixtureContent(size: number): Buffer {
  const line = 'Baton benchmark fixture: the quick brown fox jumps over the lazy dog.\n';
  return Buffer.from(line.repeat(Math.ceil(size / line.length)).slice(0, size), 'latin1');
}

/**
 * Writes every fixture into `dir` (created if needed) and returns `dir`.
 *
 * @example
 * const fixturesDir = await writeFixtures(join(tmpdir(), 'baton-bench'));
 */
export async function writeFixtures(dir: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  for (const [name, size] of Object.entries(fixtureFiles)) await writeFile(join(dir, name), fixtureContent(size));
  return dir;
}
