import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { isChildMessage, type ParentMessage } from './child-messages.js';
import { type Framework, frameworkEnvironment, implementationOf } from './frameworks.js';

/** What to start, and how. */
export interface SpawnServerOptions {
  readonly scenario: string;
  readonly framework: Framework;
  readonly fixturesDir: string;
  /** Pin the server to this CPU with `taskset -c`; undefined runs it unpinned. */
  readonly cpu?: number | undefined;
  /** The child's entry file; the compiled server-child.js next to this module by default. */
  readonly entry?: string;
  /** Extra node flags for the child (tests pass a TypeScript loader). */
  readonly execArgv?: readonly string[];
  /** How long the server may take to start listening, in milliseconds. */
  readonly startTimeoutMs?: number;
  /** Environment entries for the child beyond the harness's own (NODE_ENV=production). */
  readonly env?: Readonly<Record<string, string>>;
  /**
   * A command that runs node, put before it: `['valgrind', '--tool=callgrind']` starts
   * `valgrind --tool=callgrind node …`. It must run node in the same process, as valgrind does,
   * so that the PID is node's and the IPC channel (an inherited file descriptor) reaches it.
   */
  readonly wrapper?: readonly string[];
  /** Ends the child (SIGTERM by its PID) when aborted, during start-up or after. */
  readonly signal?: AbortSignal;
}

/** A running scenario server in its own process. */
export interface ScenarioServer {
  readonly pid: number;
  readonly port: number;
  /** The server's peak resident set size so far, in kilobytes. */
  peakRssKb(): Promise<number>;
  /** Ends the process (SIGTERM by PID, SIGKILL if it lingers) and waits for it to exit. */
  stop(): Promise<void>;
}

const defaultEntry = fileURLToPath(new URL('./server-child.js', import.meta.url));

function nextMessage<T>(child: ChildProcess, timeoutMs: number, pick: (message: unknown) => T | undefined): Promise<T> {
  return new Promise((resolve, reject) => {
    const finish = (): void => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    const onMessage = (message: unknown): void => {
      if (isChildMessage(message) && message.type === 'failed') {
        finish();
        reject(new Error(`scenario server failed: ${message.message}`));
        return;
      }
      const picked = pick(message);
      if (picked !== undefined) {
        finish();
        resolve(picked);
      }
    };
    const onExit = (code: number | null, signal: string | null): void => {
      finish();
      reject(new Error(`scenario server exited (code ${code}, signal ${signal})`));
    };
    const timer = setTimeout(() => {
      finish();
      reject(new Error(`scenario server did not answer within ${timeoutMs} ms`));
    }, timeoutMs);
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 2000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Spawns one scenario server and resolves once it reports the port it listens on. `baton-lean`
 * runs Baton's server with Express's defaults off (frameworks.ts).
 *
 * @example
 * const server = await spawnScenarioServer({ scenario: 'hello-json', framework: 'node', fixturesDir, cpu: 0 });
 * try { await load(`http://127.0.0.1:${server.port}/`); } finally { await server.stop(); }
 */
export function spawnScenarioServer(options: SpawnServerOptions): Promise<ScenarioServer> {
  return spawnServerProcess({
    ...options,
    entry: options.entry ?? defaultEntry,
    args: [options.scenario, implementationOf(options.framework), options.fixturesDir],
    env: { ...frameworkEnvironment(options.framework), ...options.env },
  });
}

/**
 * Spawns `node <execArgv> <entry> <args>`, any child that speaks the scenario server's IPC
 * messages (child-messages.ts), and resolves once it reports its port.
 *
 * @example
 * const server = await spawnServerProcess({ entry: variantChild, args: ['flat-array'], cpu: 0 });
 */
export async function spawnServerProcess(
  options: Pick<SpawnServerOptions, 'cpu' | 'execArgv' | 'startTimeoutMs' | 'env' | 'wrapper' | 'signal'> & {
    readonly entry: string;
    readonly args: readonly string[];
    /**
     * A file descriptor for the child's standard output instead of this process's (for
     * `--trace-gc-nvp`): a file, not a pipe, which the harness's synchronous load runs would not drain.
     */
    readonly stdout?: number;
  },
): Promise<ScenarioServer> {
  const pin = options.cpu === undefined ? [] : ['taskset', '-c', String(options.cpu)];
  // taskset execs its command in place and valgrind runs node inside its own process, so the PID
  // and the IPC channel are node's own.
  const [command = process.execPath, ...args] = [
    ...pin,
    ...(options.wrapper ?? []),
    process.execPath,
    ...(options.execArgv ?? []),
    options.entry,
    ...options.args,
  ];
  const child = spawn(command, args, {
    stdio: ['ignore', options.stdout ?? 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, NODE_ENV: 'production', ...options.env },
    ...(options.signal === undefined ? {} : { signal: options.signal }),
  });
  const spawnError = new Promise<never>((_, reject) => child.once('error', reject));
  // An 'error' after startup (a failed kill) must not become an unhandled rejection.
  spawnError.catch(() => undefined);
  try {
    const port = await Promise.race([
      spawnError,
      nextMessage(child, options.startTimeoutMs ?? 20_000, (message) =>
        isChildMessage(message) && message.type === 'ready' ? message.port : undefined,
      ),
    ]);
    return {
      pid: child.pid!,
      port,
      peakRssKb: () => {
        const answer = nextMessage(child, 5000, (message) =>
          isChildMessage(message) && message.type === 'rss' ? message.maxRssKb : undefined,
        );
        const ask: ParentMessage = { type: 'rss' };
        child.send(ask);
        return answer;
      },
      stop: () => stopChild(child),
    };
  } catch (error) {
    await stopChild(child);
    throw error;
  }
}
