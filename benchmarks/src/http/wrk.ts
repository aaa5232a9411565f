import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ScenarioRequest } from './scenario.js';
import { parseWrkOutput, type WrkFigures } from './wrk-output.js';

/** How wrk loads a server. */
export interface WrkOptions {
  readonly url: string;
  readonly seconds: number;
  readonly connections: number;
  /** Pin wrk to this CPU with `taskset -c`; undefined runs it unpinned. */
  readonly cpu?: number | undefined;
  /** A Lua script setting the method, headers and body (see requestScript). */
  readonly script?: string | undefined;
  /** Ends wrk (by its PID) and rejects when aborted. */
  readonly signal?: AbortSignal | undefined;
}

/**
 * Writes the Lua script that makes wrk send `request` (method, headers, body), or returns
 * undefined for a plain GET, which needs none. Long brackets keep the body verbatim.
 *
 * @example
 * const script = await requestScript(scenario.request, tmpDir, scenario.name);
 */
export async function requestScript(request: ScenarioRequest, dir: string, name: string): Promise<string | undefined> {
  if (request.method === 'GET' && request.body === undefined && request.headers === undefined) return undefined;
  const lines = [`wrk.method = "${request.method}"`];
  for (const [header, value] of Object.entries(request.headers ?? {})) {
    lines.push(`wrk.headers["${header}"] = "${value}"`);
  }
  if (request.body !== undefined) {
    if (request.body.includes(']==]')) throw new Error('request body cannot contain "]==]"');
    lines.push(`wrk.body = [==[${request.body}]==]`);
  }
  const path = join(dir, `${name}.lua`);
  await writeFile(path, `${lines.join('\n')}\n`);
  return path;
}

/**
 * Runs wrk once with keep-alive connections (wrk's default), one thread, and `--latency`, and
 * returns the parsed figures with wrk's own text.
 *
 * @example
 * const { figures } = await runWrk({ url: `http://127.0.0.1:${port}/`, seconds: 5, connections: 50, cpu: 1 });
 */
export function runWrk(options: WrkOptions): Promise<{ figures: WrkFigures; output: string }> {
  // wrk counts a response slower than --timeout (2 s by default) as a socket error; on a busy
  // machine a queued response can take that long without anything being wrong, so allow 10 s.
  // Connect, read and write errors still count.
  const wrkArgs = ['-t1', `-c${options.connections}`, `-d${options.seconds}s`, '--timeout', '10s', '--latency'];
  if (options.script !== undefined) wrkArgs.push('-s', options.script);
  wrkArgs.push(options.url);
  const [command, args] =
    options.cpu === undefined ? ['wrk', wrkArgs] : ['taskset', ['-c', String(options.cpu), 'wrk', ...wrkArgs]];
  return new Promise((resolve, reject) => {
    const timeout = (options.seconds + 30) * 1000;
    const signal = options.signal === undefined ? {} : { signal: options.signal };
    execFile(command, args, { timeout, ...signal }, (error, stdout, stderr) => {
      if (error !== null) {
        reject(new Error(`wrk failed: ${error.message}\n${stderr}`));
        return;
      }
      try {
        resolve({ figures: parseWrkOutput(stdout), output: stdout });
      } catch (parseError) {
        reject(parseError);
      }
    });
  });
}
