import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { create } from '../src/create.js';
import { fakeIo, tempDir } from './helpers.js';

// Each refusal exits 1 with one line naming the problem and its code, and writes nothing.
describe('create refuses', () => {
  it('a folder that exists and is not empty, leaving it as it was', async () => {
    const cwd = await tempDir();
    await mkdir(join(cwd, 'my-app'));
    await writeFile(join(cwd, 'my-app', 'notes.txt'), 'mine');
    const run = fakeIo(cwd);
    expect(await create(['my-app', '--no-install'], run.io)).toBe(1);
    expect(run.stderr()).toBe(
      `create-batonjs: ${join(cwd, 'my-app')} is not empty (1 entry): choose a new folder name, or empty this one [BATON_CREATE_NOT_EMPTY]\n`,
    );
    expect(await readdir(join(cwd, 'my-app'))).toEqual(['notes.txt']);
    expect(run.stdout()).toBe('');
  });

  it('a folder holding only hidden files (.git counts)', async () => {
    const cwd = await tempDir();
    await mkdir(join(cwd, 'my-app', '.git'), { recursive: true });
    const run = fakeIo(cwd);
    expect(await create(['my-app'], run.io)).toBe(1);
    expect(run.stderr()).toContain('is not empty (1 entry)');
    expect(run.installs).toEqual([]);
  });

  it('a path that is a file', async () => {
    const cwd = await tempDir();
    await writeFile(join(cwd, 'my-app'), '');
    const run = fakeIo(cwd);
    expect(await create(['my-app'], run.io)).toBe(1);
    expect(run.stderr()).toBe(
      `create-batonjs: ${join(cwd, 'my-app')} exists and is a file: choose another folder name [BATON_CREATE_NOT_EMPTY]\n`,
    );
  });

  it('a folder the file system refuses, with its message', async () => {
    const cwd = await tempDir();
    await writeFile(join(cwd, 'notes.txt'), '');
    const run = fakeIo(cwd);
    expect(await create(['notes.txt/my-app', '--no-install'], run.io)).toBe(1);
    expect(run.stderr()).toBe(`create-batonjs: ENOTDIR: not a directory, stat '${join(cwd, 'notes.txt/my-app')}'\n`);
    expect(run.stdout()).toBe('');
  });

  it('an unknown template, before anything is written', async () => {
    const cwd = await tempDir();
    const run = fakeIo(cwd);
    expect(await create(['my-app', '--template', 'vue'], run.io)).toBe(1);
    expect(run.stderr()).toBe(
      'create-batonjs: no template "vue": choose --template api or --template web [BATON_CREATE_BAD_TEMPLATE]\n',
    );
    expect(await readdir(cwd)).toEqual([]);
  });

  it('an unknown package manager', async () => {
    const cwd = await tempDir();
    const run = fakeIo(cwd);
    expect(await create(['my-app', '--pm', 'bun'], run.io)).toBe(1);
    expect(run.stderr()).toBe('create-batonjs: --pm must be npm, pnpm, yarn, not "bun" [BATON_CREATE_BAD_PM]\n');
    expect(await readdir(cwd)).toEqual([]);
  });

  it('a folder name that gives no npm package name', async () => {
    const cwd = await tempDir();
    const run = fakeIo(cwd);
    expect(await create(['___', '--no-install'], run.io)).toBe(1);
    expect(run.stderr()).toBe(
      'create-batonjs: "___" gives no npm package name: use letters, digits and "-" for the folder [BATON_CREATE_BAD_NAME]\n',
    );
    expect(await readdir(cwd)).toEqual([]);
  });

  it('a run without a folder when nobody can be asked', async () => {
    const cwd = await tempDir();
    const run = fakeIo(cwd);
    expect(await create(['--template', 'web'], run.io)).toBe(1);
    expect(run.stderr()).toBe(
      'create-batonjs: name the folder for the app, as in: npm create batonjs@latest my-app ' +
        '(--help lists the options) [BATON_CREATE_NO_FOLDER]\n',
    );
    expect(await readdir(cwd)).toEqual([]);
  });
});
