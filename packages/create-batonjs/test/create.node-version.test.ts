import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { create } from '../src/create.js';
import { fakeIo, tempDir } from './helpers.js';

describe('create checks the Node.js version', () => {
  for (const old of ['20.18.3', '18.20.4', '16.0.0']) {
    it(`refuses Node ${old}, writing nothing`, async () => {
      const cwd = await tempDir();
      const run = fakeIo(cwd, { nodeVersion: old });
      expect(await create(['my-app'], run.io)).toBe(1);
      expect(run.stderr()).toBe(
        `create-batonjs: Baton needs Node.js 20.19 or later, and this is Node.js ${old}: ` +
          'install a current Node.js (https://nodejs.org) and run the command again [BATON_CREATE_OLD_NODE]\n',
      );
      expect(run.stdout()).toBe('');
      expect(run.installs).toEqual([]);
      expect(await readdir(cwd)).toEqual([]);
    });
  }

  it('refuses an old Node before reading the arguments, even --help', async () => {
    const run = fakeIo(await tempDir(), { nodeVersion: '20.10.0' });
    expect(await create(['--help'], run.io)).toBe(1);
    expect(run.stderr()).toContain('[BATON_CREATE_OLD_NODE]');
    expect(run.stdout()).toBe('');
  });

  for (const current of ['20.19.0', '20.20.2', '22.0.0', '24.11.1', '26.1.0']) {
    it(`accepts Node ${current}`, async () => {
      const cwd = await tempDir();
      const run = fakeIo(cwd, { nodeVersion: current });
      expect(await create(['my-app', '--no-install'], run.io)).toBe(0);
      expect(run.stderr()).toBe('');
      expect(await readdir(cwd)).toEqual(['my-app']);
    });
  }
});
