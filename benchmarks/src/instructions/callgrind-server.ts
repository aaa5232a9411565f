import { execFile } from 'node:child_process';
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import type { Framework } from '../http/frameworks.js';
import { type ScenarioServer, spawnScenarioServer } from '../http/spawn-server.js';

/** What to start under callgrind, and where its dumps go. */
export interface CallgrindServerOptions {
  readonly scenario: string;
  readonly framework: Framework;
  readonly fixturesDir: string;
  /** A directory of this server's own: callgrind writes `cg.<pid>.<n>` and valgrind's log there. */
  readonly dumpDir: string;
  /** Start node with --perf-basic-prof, so that JIT code can be named (perfMapPath). */
  readonly perfMap: boolean;
  readonly signal: AbortSignal;
}

/** A scenario server running under callgrind, whose counters can be zeroed and dumped. */
export interface CallgrindServer extends ScenarioServer {
  /** Sets the counters to zero: the next dump counts from now. */
  zero(): Promise<void>;
  /** Writes the counts since the last zero into a new file and returns its path. */
  dump(): Promise<string>;
  /** Where node writes its perf map (with `perfMap`). */
  readonly perfMapPath: string;
}

// Under valgrind node starts in 10 to 20 s, and more when both cores are busy.
const startTimeoutMs = 5 * 60_000;

/**
 * valgrind's command before node: callgrind counting instructions only, one dump file per
 * `callgrind_control -d`, names written in full for callgrind-profile.ts, valgrind's own
 * messages in a log file rather than on the harness's standard error.
 *
 * @example
 * callgrindWrapper('/tmp/x'); // ['valgrind', '--tool=callgrind', '--callgrind-out-file=/tmp/x/cg.%p', …]
 */
export function callgrindWrapper(dumpDir: string): string[] {
  return [
    'valgrind',
    '--tool=callgrind',
    `--callgrind-out-file=${join(dumpDir, 'cg.%p')}`,
    '--dump-instr=no',
    '--compress-strings=no',
    `--log-file=${join(dumpDir, 'valgrind.%p.log')}`,
  ];
}

function callgrindControl(flag: '-z' | '-d', pid: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile('callgrind_control', [flag, String(pid)], { timeout: 60_000, signal }, (error, stdout, stderr) => {
      // callgrind_control exits 0 when it finds no such process, and says so in its output.
      const failed = error ?? (/^Error/m.test(stdout) ? new Error(stdout.trim()) : null);
      if (failed === null) resolve();
      else reject(new Error(`callgrind_control ${flag} ${pid} failed: ${failed.message}\n${stderr}`));
    });
  });
}

/**
 * Starts a scenario server under valgrind's callgrind. valgrind runs node in its own process, so
 * the PID that callgrind_control takes is the server's, and the IPC channel reaches node.
 *
 * @example
 * const server = await startCallgrindServer({ scenario: 'hello-json', framework: 'node', fixturesDir, dumpDir, perfMap: false, signal });
 * await server.zero(); await load(); const file = await server.dump();
 */
export async function startCallgrindServer(options: CallgrindServerOptions): Promise<CallgrindServer> {
  const server = await spawnScenarioServer({
    scenario: options.scenario,
    framework: options.framework,
    fixturesDir: options.fixturesDir,
    wrapper: callgrindWrapper(options.dumpDir),
    // --perf-basic-prof also opens V8's log, isolate-<address>-<pid>-v8.log in the working
    // directory: into the dump directory with it, which is removed with the dumps.
    execArgv: options.perfMap
      ? ['--perf-basic-prof', `--logfile=${join(options.dumpDir, 'v8.log')}`, '--no-logfile-per-isolate']
      : [],
    startTimeoutMs,
    signal: options.signal,
  });
  let dumps = 0;
  return {
    ...server,
    perfMapPath: `/tmp/perf-${server.pid}.map`,
    zero: () => callgrindControl('-z', server.pid, options.signal),
    dump: async () => {
      await callgrindControl('-d', server.pid, options.signal);
      dumps += 1;
      // callgrind numbers the dumps it is asked for from 1, after the out-file name.
      const file = join(options.dumpDir, `cg.${server.pid}.${dumps}`);
      await access(file);
      return file;
    },
  };
}
