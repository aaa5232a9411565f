import { spawnSync } from 'node:child_process';

/**
 * What one h2load run measured.
 *
 * @example
 * const { rps } = parseH2load(stdout);
 */
export interface H2loadResult {
  readonly rps: number;
  readonly succeeded: number;
  readonly failed: number;
}

/**
 * Reads h2load's summary: "finished in 5.00s, 12345.67 req/s, ..." and
 * "requests: N total, N started, N done, N succeeded, N failed, ...".
 *
 * @example
 * parseH2load('finished in 1.00s, 100.00 req/s, 2KB/s\nrequests: 100 total, 100 started, 100 done, 100 succeeded, 0 failed');
 */
export function parseH2load(output: string): H2loadResult {
  const rps = /finished in [\d.]+m?s, ([\d.]+) req\/s/.exec(output);
  const requests = /requests: \d+ total, \d+ started, \d+ done, (\d+) succeeded, (\d+) failed/.exec(output);
  if (!rps || !requests) throw new Error(`unexpected h2load output:\n${output}`);
  return { rps: Number(rps[1]), succeeded: Number(requests[1]), failed: Number(requests[2]) };
}

/** Whether `h2load` (Debian package nghttp2-client) is on the PATH. */
export function hasH2load(): boolean {
  return spawnSync('h2load', ['--version'], { stdio: 'ignore' }).status === 0;
}

/**
 * How long an h2load run lasts: `seconds`, or a count of `requests` (then bounded by
 * {@link countedRunLimitSeconds}).
 */
export type H2loadAmount = { readonly seconds: number } | { readonly requests: number };

/** The most a counted run (`requests`) may take before it is stopped as failed. */
const countedRunLimitSeconds = 600;

/**
 * h2load's arguments for one run, and how long it may take (a timed run its seconds and 30 more).
 *
 * @example
 * h2loadCommand('http://127.0.0.1:8080/', { requests: 1000, clients: 2, streams: 5 }).args; // ['-n', '1000', '-c', '2', '-m', '5', url]
 */
export function h2loadCommand(
  url: string,
  load: H2loadAmount & { clients: number; streams: number },
): { readonly args: string[]; readonly limitSeconds: number } {
  const [amount, limitSeconds] =
    'requests' in load
      ? [['-n', String(load.requests)], countedRunLimitSeconds]
      : [['-D', String(load.seconds)], load.seconds + 30];
  return { args: [...amount, '-c', String(load.clients), '-m', String(load.streams), url], limitSeconds };
}

/**
 * Loads `url` with h2load for `seconds` or a count of `requests`: `clients` connections,
 * `streams` concurrent streams each, without a warm-up of its own (h2load's would spend server
 * CPU on requests it does not count, so the caller warms up with a separate run); pinned to
 * `cpu` with taskset when given.
 *
 * @example
 * runH2load('http://127.0.0.1:8080/', { seconds: 5, clients: 10, streams: 10, cpu: 1 });
 */
export function runH2load(
  url: string,
  load: H2loadAmount & { clients: number; streams: number; cpu?: number | undefined },
): H2loadResult {
  const { args, limitSeconds } = h2loadCommand(url, load);
  const [command, commandArgs] =
    load.cpu === undefined ? ['h2load', args] : ['taskset', ['-c', String(load.cpu), 'h2load', ...args]];
  const run = spawnSync(command, commandArgs, { encoding: 'utf8', timeout: limitSeconds * 1000 });
  if (run.status !== 0) throw new Error(`h2load failed (${run.status}): ${run.stderr || run.stdout}`);
  return parseH2load(run.stdout);
}
