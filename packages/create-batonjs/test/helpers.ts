import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach } from 'vitest';
import type { CreateIo } from '../src/create.js';
import type { PackageManager } from '../src/options.js';

const made: string[] = [];
afterEach(async () => {
  for (const dir of made.splice(0)) await rm(dir, { recursive: true, force: true });
});

/** A fresh temporary folder, removed after the test: the working directory of a run. */
export async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'create-batonjs-test-'));
  made.push(dir);
  return dir;
}

/** Every file under `dir`, relative with `/`, sorted. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

/** A stream marked as a terminal (or not), whose written text is kept. */
function outputStream(isTTY: boolean): PassThrough & { isTTY: boolean; text: () => string } {
  const stream = new PassThrough();
  let text = '';
  stream.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  return Object.assign(stream, { isTTY, text: () => text });
}

/** The io of one run: a simulated process, whose output is kept and whose installs are recorded. */
export interface FakeRun {
  readonly io: CreateIo;
  readonly stdin: PassThrough & { isTTY: boolean };
  /** The stream behind `io.stdout`: to watch for a question, or to say it is no terminal. */
  readonly stdoutStream: PassThrough & { isTTY: boolean };
  readonly stdout: () => string;
  readonly stderr: () => string;
  readonly installs: Array<{ pm: PackageManager; dir: string }>;
}

export function fakeIo(
  cwd: string,
  options: {
    tty?: boolean;
    env?: Record<string, string | undefined>;
    nodeVersion?: string;
    installFailure?: string;
  } = {},
): FakeRun {
  const tty = options.tty ?? false;
  const stdin = Object.assign(new PassThrough(), { isTTY: tty });
  const stdout = outputStream(tty);
  const stderr = outputStream(false);
  const installs: Array<{ pm: PackageManager; dir: string }> = [];
  return {
    io: {
      cwd,
      env: options.env ?? {},
      stdin,
      stdout,
      stderr,
      nodeVersion: options.nodeVersion ?? '20.19.0',
      install: async (pm, dir) => {
        installs.push({ pm, dir });
        return options.installFailure;
      },
    },
    stdin,
    stdoutStream: stdout,
    stdout: stdout.text,
    stderr: stderr.text,
    installs,
  };
}
