import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../../dist/main.js', import.meta.url));

/** The built service running in a child process, as `npm start` runs it. */
export interface BlogProcess {
  readonly child: ChildProcess;
  readonly port: number;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  readonly exited: Promise<number | string>;
}

/**
 * Starts `node dist/main.js` with `env` on top of a clean test environment and resolves once it
 * prints its address. It needs the build (`npm test` and `npm run build` run `tsc -b` first).
 *
 * @example
 * const blog = await spawnBlog({ PORT: '0', DATABASE_FILE: file });
 */
export function spawnBlog(env: Record<string, string>): Promise<BlogProcess> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`npm run build\` first (npm test does)`);
  const child = spawn(process.execPath, [MAIN], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'development', PORT: '0', LOG: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /localhost:(\d+)/.exec(output)?.[1];
      if (port !== undefined) {
        child.stdout?.off('data', onData);
        child.stdout?.on('data', (more: Buffer) => {
          output += more.toString();
        });
        resolve({ child, port: Number(port), output: () => output, exited });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    void exited.then((code) => reject(new Error(`the blog exited with ${code} before listening:\n${output}`)));
  });
}

/**
 * Resolves once the process's output has matched `pattern` `count` times (the cluster's lines:
 * `worker 1 started (pid 4242)`); rejects after `timeoutMs` with the output so far.
 *
 * @example
 * await untilOutput(blog, /ready/g, 2);
 */
export async function untilOutput(
  blog: BlogProcess,
  pattern: RegExp,
  count = 1,
  timeoutMs = 20_000,
): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const matches = [...blog.output().matchAll(new RegExp(pattern.source, 'g'))].map((m) => m[1] ?? m[0]);
    if (matches.length >= count) return matches;
    if (Date.now() > deadline) throw new Error(`no ${count} × ${pattern} within ${timeoutMs} ms:\n${blog.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
