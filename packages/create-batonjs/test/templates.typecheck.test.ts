import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { create } from '../src/create.js';
import { templates } from '../src/options.js';
import { fakeIo } from './helpers.js';

// Each template's app, type-checked (src and test, its own tsconfig.json) against this
// repository's framework, so that a change in Baton's types that breaks the starter fails here,
// not only in test:pack. The apps are written under the root node_modules/.cache, where
// `batonjs`, zod, eta, vitest and undici resolve to the workspace's own, and no tool looks.
const root = fileURLToPath(new URL('../../../', import.meta.url));
const cache = join(root, 'node_modules/.cache/create-batonjs');
const tsc = join(root, 'node_modules/typescript/bin/tsc');
const made: string[] = [];

afterAll(async () => {
  for (const dir of made) await rm(dir, { recursive: true, force: true });
});

function typecheck(dir: string) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    execFile(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: dir, timeout: 60_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

describe('the generated app type-checks against the workspace framework', () => {
  for (const template of templates) {
    it(`--template ${template}`, { timeout: 60_000 }, async () => {
      await mkdir(cache, { recursive: true });
      const cwd = await mkdtemp(join(cache, `${template}-`));
      made.push(cwd);
      const run = fakeIo(cwd);
      expect(await create(['app', '--template', template, '--no-install'], run.io)).toBe(0);
      const { code, output } = await typecheck(join(cwd, 'app'));
      expect(output).toBe('');
      expect(code).toBe(0);
    });
  }
});
