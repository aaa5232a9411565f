import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';
import { create } from '../src/create.js';
import { type FakeRun, fakeIo, tempDir } from './helpers.js';

/** Types each reply once its question has been printed (once more than before), as a person would. */
function answer(run: FakeRun, replies: Array<[question: string, reply: string]>): void {
  const pending = [...replies];
  const answered = new Map<string, number>();
  run.stdoutStream.on('data', () => {
    const next = pending[0];
    if (next === undefined) return;
    const [question, reply] = next;
    const done = answered.get(question) ?? 0;
    if (run.stdout().split(question).length - 1 > done) {
      pending.shift();
      answered.set(question, done + 1);
      run.stdin.write(`${reply}\n`);
    }
  });
}

const FOLDER_QUESTION = 'Folder for the app (my-baton-app): ';
const TEMPLATE_QUESTION = 'Which one (api)? ';

describe('on a terminal', () => {
  it('asks for the folder and the template when they are not given', async () => {
    const cwd = await tempDir();
    const run = fakeIo(cwd, { tty: true });
    answer(run, [
      [FOLDER_QUESTION, 'shop'],
      [TEMPLATE_QUESTION, 'web'],
    ]);
    expect(await create(['--no-install'], run.io)).toBe(0);
    expect(run.stdout()).toContain('  api: a JSON API\n  web: the API plus pages (eta views) and static files\n');
    expect(run.stdout()).toContain(`Created shop in ${join(cwd, 'shop')} from the web template:`);
    expect(JSON.parse(await readFile(join(cwd, 'shop/package.json'), 'utf8')).dependencies.eta).toBe('^4.6.0');
  });

  it('takes the defaults on Enter, and asks only for what is missing', async () => {
    const cwd = await tempDir();
    const run = fakeIo(cwd, { tty: true });
    answer(run, [[FOLDER_QUESTION, '']]);
    expect(await create(['--template', 'api', '--no-install'], run.io)).toBe(0);
    expect(run.stdout()).not.toContain(TEMPLATE_QUESTION);
    expect(run.stdout()).toContain(`Created my-baton-app in ${join(cwd, 'my-baton-app')} from the api template:`);
  });

  it('asks again when the template answer is not a template', async () => {
    const cwd = await tempDir();
    const run = fakeIo(cwd, { tty: true });
    answer(run, [
      [TEMPLATE_QUESTION, 'vue'],
      [TEMPLATE_QUESTION, 'api'],
    ]);
    expect(await create(['app', '--no-install'], run.io)).toBe(0);
    expect(run.stdout().split(TEMPLATE_QUESTION).length - 1).toBe(2);
    expect(run.stdout()).toContain('"vue" is not a template.\n');
    expect(run.stdout()).toContain('from the api template:');
  });

  it('stops, writing nothing, when the input ends before an answer', async () => {
    const cwd = await tempDir();
    const run = fakeIo(cwd, { tty: true });
    run.stdoutStream.on('data', () => {
      if (run.stdout().includes(FOLDER_QUESTION)) run.stdin.end();
    });
    expect(await create([], run.io)).toBe(1);
    expect(run.stderr()).toBe('create-batonjs: cancelled: nothing was written [BATON_CREATE_CANCELLED]\n');
    // Readline draws the prompt with terminal escapes; what is shown is the question, then a new line.
    await new Promise(setImmediate);
    expect(stripVTControlCharacters(run.stdout())).toBe(`${FOLDER_QUESTION}\n`);
    expect(await readdir(cwd)).toEqual([]);
  });
});

describe('never asks', () => {
  it('when stdin is not a terminal (a pipe): the template defaults to api', async () => {
    const cwd = await tempDir();
    const run = fakeIo(cwd, { tty: false });
    expect(await create(['my-app', '--no-install'], run.io)).toBe(0);
    expect(run.stdout()).not.toContain('?');
    expect(run.stdout()).toContain('from the api template:');
    expect(run.stdin.readableLength).toBe(0);
  });

  it('when stdout is not a terminal', async () => {
    const cwd = await tempDir();
    const run = fakeIo(cwd, { tty: true });
    run.stdoutStream.isTTY = false;
    expect(await create(['--no-install'], run.io)).toBe(1);
    expect(run.stdout()).toBe('');
    expect(run.stderr()).toContain('[BATON_CREATE_NO_FOLDER]');
  });

  it('in CI, even on a terminal', async () => {
    const cwd = await tempDir();
    const run = fakeIo(cwd, { tty: true, env: { CI: 'true' } });
    expect(await create(['--no-install'], run.io)).toBe(1);
    expect(run.stdout()).toBe('');
    expect(run.stderr()).toContain('[BATON_CREATE_NO_FOLDER]');
    const named = fakeIo(cwd, { tty: true, env: { CI: '1' } });
    expect(await create(['my-app', '--no-install'], named.io)).toBe(0);
    expect(named.stdout()).not.toContain(TEMPLATE_QUESTION);
    expect(named.stdout()).toContain('from the api template:');
  });
});
