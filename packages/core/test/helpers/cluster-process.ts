import { type ChildProcess, spawn } from 'node:child_process';
import { EventEmitter, once } from 'node:events';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { ClusterEvent } from '@batonjs/core';
import { processAlive } from '@batonjs/test-utils';

const fixture = fileURLToPath(new URL('../fixtures/cluster/app.mjs', import.meta.url));
const dist = fileURLToPath(new URL('../../dist/index.js', import.meta.url));

/** A line the fixture printed: a cluster event, `{ slow: pid }` when a slow request began, or what `stop()` resolved. */
export type FixtureLine = { event: ClusterEvent } | { slow: number } | { stopResult: { forced: boolean } };

/** What the fixture reads from CLUSTER_FIXTURE. */
export interface FixtureConfig {
  readonly workers?: number;
  readonly drainTimeout?: number;
  readonly crash?: boolean;
  readonly hang?: boolean;
  readonly stopOnReady?: number;
  readonly restart?: { delay?: number; maxDelay?: number; resetAfter?: number; maxAttempts?: number };
}

/** How to spawn the fixture: `group` puts it in a process group of its own, to signal the group as a terminal does. */
export interface SpawnOptions {
  readonly group?: boolean;
}

/** The fixture's primary process, what it printed, and how to wait for a line. */
export interface ClusterProcess {
  readonly child: ChildProcess;
  readonly lines: FixtureLine[];
  readonly exited: Promise<{ code: number | null; signal: string | null }>;
  /** Events of one type, in order. */
  events<T extends ClusterEvent['type']>(type: T): Extract<ClusterEvent, { type: T }>[];
  /** Resolves with the first line (already printed or still to come) for which `find` gives a value. */
  waitFor<T>(what: string, find: (line: FixtureLine) => T | undefined, timeout?: number): Promise<T>;
  /** SIGKILLs the primary and every worker it forked that is still alive (a test's `finally`). */
  kill(): Promise<void>;
}

/**
 * Spawns the cluster fixture (primary plus workers) with `config`.
 *
 * @example
 * const proc = spawnCluster({ workers: 2 });
 * try { ... } finally { await proc.kill(); }
 */
export function spawnCluster(config: FixtureConfig, options: SpawnOptions = {}): ClusterProcess {
  if (!existsSync(dist)) throw new Error(`${dist} is missing: run \`npm run build\` (the fixture runs core's build)`);
  const child = spawn(process.execPath, [fixture], {
    env: { ...process.env, CLUSTER_FIXTURE: JSON.stringify(config) },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: options.group === true,
  });
  const lines: FixtureLine[] = [];
  const added = new EventEmitter();
  createInterface({ input: child.stdout! }).on('line', (text) => {
    const line = JSON.parse(text) as FixtureLine;
    lines.push(line);
    added.emit('line', line);
  });
  const exited = once(child, 'exit').then(([code, signal]) => ({
    code: code as number | null,
    signal: signal as string | null,
  }));
  const events = <T extends ClusterEvent['type']>(type: T) =>
    lines.flatMap((l) =>
      'event' in l && l.event.type === type ? [l.event as Extract<ClusterEvent, { type: T }>] : [],
    );
  return {
    child,
    lines,
    exited,
    events,
    waitFor<T>(what: string, find: (line: FixtureLine) => T | undefined, timeout = 10_000): Promise<T> {
      for (const line of lines) {
        const found = find(line);
        if (found !== undefined) return Promise.resolve(found);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          added.off('line', check);
          reject(
            new Error(`timed out waiting for ${what}; printed:\n${lines.map((l) => JSON.stringify(l)).join('\n')}`),
          );
        }, timeout);
        const check = (line: FixtureLine): void => {
          const found = find(line);
          if (found === undefined) return;
          clearTimeout(timer);
          added.off('line', check);
          resolve(found);
        };
        added.on('line', check);
      });
    },
    async kill() {
      // Only processes not known to have exited: a pid seen exit may belong to someone else by now.
      const gone = new Set(events('exit').map((e) => e.pid));
      const workers = events('fork').flatMap((e) => (gone.has(e.pid) ? [] : [e.pid]));
      const primary = child.exitCode === null && child.signalCode === null ? [child.pid] : [];
      for (const pid of [...primary, ...workers])
        if (pid !== undefined && processAlive(pid)) process.kill(pid, 'SIGKILL');
      if (child.exitCode === null && child.signalCode === null) await exited;
    },
  };
}
