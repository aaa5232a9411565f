import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { HELP } from '../src/help.js';
import { filesUnder, tempDir } from './helpers.js';

// The built bin, as `npm create batonjs` runs it: a real process whose stdin is a pipe, never a
// terminal. `npm test` builds first (tsc -b).
const CLI = fileURLToPath(new URL('../dist/cli.js', import.meta.url));

function runCli(args: string[], cwd: string, env: Record<string, string> = {}) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = execFile(
      process.execPath,
      [CLI, ...args],
      { cwd, env: { PATH: process.env.PATH ?? '', ...env }, timeout: 15_000 },
      (error, stdout, stderr) => resolve({ code: error ? (error.code as number | null) : 0, stdout, stderr }),
    );
    child.stdin?.end();
  });
}

describe('the create-batonjs bin', () => {
  it('writes an app without asking or installing when stdin is a pipe', async () => {
    const cwd = await tempDir();
    const { code, stdout, stderr } = await runCli(['my-app', '--template', 'web', '--no-install'], cwd);
    expect(code).toBe(0);
    expect(stderr).toBe('');
    expect(stdout).toContain(`Created my-app in ${join(cwd, 'my-app')} from the web template:`);
    expect(await filesUnder(join(cwd, 'my-app'))).toContain('views/index.eta');
    const manifest = JSON.parse(await readFile(join(cwd, 'my-app/package.json'), 'utf8'));
    const own = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8'));
    expect(manifest.dependencies.batonjs).toBe(`^${own.version}`);
  });

  it('exits 1 at once, without a question, when no folder is named', async () => {
    const cwd = await tempDir();
    const { code, stdout, stderr } = await runCli([], cwd);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain('[BATON_CREATE_NO_FOLDER]');
  });

  it('prints the help with exit 0', async () => {
    const { code, stdout, stderr } = await runCli(['--help'], await tempDir());
    expect(code).toBe(0);
    expect(stdout).toBe(HELP);
    expect(stderr).toBe('');
  });

  it('exits 1 on a bad option', async () => {
    const { code, stdout, stderr } = await runCli(['x', '--pm', 'bun'], await tempDir());
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toBe('create-batonjs: --pm must be npm, pnpm, yarn, not "bun" [BATON_CREATE_BAD_PM]\n');
  });
});
