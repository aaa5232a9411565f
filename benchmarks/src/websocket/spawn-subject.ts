import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import type { Subject } from './subjects.js';

/** A subject's server process. */
export interface SubjectProcess {
  readonly pid: number;
  readonly port: number;
  /** Bytes the server still holds after a full garbage collection (JS heap and buffers). */
  retainedBytes(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Starts `subject` in a child process (server.js beside this file, with `--expose-gc` and an IPC
 * channel for {@link SubjectProcess.retainedBytes}) under NODE_ENV=production.
 *
 * @example
 * const server = await spawnSubject('baton');
 */
export async function spawnSubject(subject: Subject): Promise<SubjectProcess> {
  const script = fileURLToPath(new URL('./server.js', import.meta.url));
  const child = spawn(process.execPath, ['--expose-gc', script, subject], {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const [chunk] = (await once(child.stdout as NodeJS.ReadableStream, 'data')) as [Buffer];
  return {
    pid: child.pid as number,
    port: Number.parseInt(chunk.toString(), 10),
    retainedBytes: async () => {
      child.send('heap');
      const [bytes] = (await once(child, 'message')) as [number | null];
      if (bytes === null) throw new Error('the server cannot collect garbage (no --expose-gc)');
      return bytes;
    },
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill();
      await exited;
    },
  };
}
