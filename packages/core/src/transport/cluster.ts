import nodeCluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { createError } from '../errors.js';
import { type ClusterEvent, defaultClusterLogger } from './cluster-events.js';
import { runPrimary } from './cluster-primary.js';
import { runSingle } from './cluster-single.js';
import { runWorker } from './cluster-worker.js';
import type { AnyServer } from './create-server.js';
import { defaultRestart, type RestartOptions } from './restart-backoff.js';
import type { ShutdownOptions } from './shutdown.js';

/**
 * What a worker's `start` may return instead of a server: anything that drains itself, for an
 * app that has more to close than its server (a database pool, a job runner) or more than one
 * server. Its `shutdown` gets the drain deadline; returning `{ forced: true }` (as core's
 * `shutdown` does when it had to cut connections) makes the worker exit with code 1.
 *
 * @example
 * const drainable: Drainable = {
 *   async shutdown(options) {
 *     const result = await shutdown(server, options);
 *     await pool.end();
 *     return result;
 *   },
 * };
 */
export interface Drainable {
  shutdown(options: ShutdownOptions): Promise<unknown>;
}

/**
 * What `start` returns: the server it started (drained with core's {@link shutdown}: in-flight
 * requests finish, `Connection: close` on HTTP/1.1, GOAWAY on HTTP/2), or a {@link Drainable}.
 *
 * @example
 * const served: ClusterServer = await listen(app, { port: 8080 });
 */
export type ClusterServer = AnyServer | Drainable;

/**
 * What `start` is told about the worker it runs in.
 *
 * @example
 * cluster(({ index }) => listen(app, { port: 8080 }));
 */
export interface ClusterWorker {
  /** The worker's slot, 0 to workers-1; a restarted worker keeps the slot of the one it replaces. */
  readonly index: number;
}

/**
 * Starts the app in one worker. Servers of all workers listening on the same port share it (the
 * primary accepts connections and hands them out in turn), port 0 included.
 *
 * @example
 * const start: ClusterStart = () => listen(app, { port: 8080, host: '127.0.0.1' });
 */
export type ClusterStart = (worker: ClusterWorker) => ClusterServer | Promise<ClusterServer>;

/**
 * Options of {@link cluster}.
 *
 * @example
 * cluster(start, { workers: 'auto', drainTimeout: 15_000, restart: { maxAttempts: 5 }, logger: (e) => log.info(e) });
 */
export interface ClusterOptions {
  /** Worker processes: a count, or 'auto' for `os.availableParallelism()`. 1 runs `start` in this process. Default 'auto'. */
  readonly workers?: number | 'auto';
  /**
   * ms each worker has to drain (its `shutdown`'s `timeout`: connections still open then are cut).
   * A worker still running 5 s after that is killed. Default 10 000.
   */
  readonly drainTimeout?: number;
  /** When and how often a crashed worker is started again; see {@link RestartOptions}. */
  readonly restart?: RestartOptions;
  /** Signals that drain and stop. Default `['SIGTERM', 'SIGINT']`. */
  readonly signals?: readonly NodeJS.Signals[];
  /** Receives every {@link ClusterEvent} of the primary (or of the process, with one worker). Default: a line on stderr. */
  readonly logger?: (event: ClusterEvent) => void;
}

/**
 * How a stop went: `forced` when a drain hit its deadline, a worker had to be killed, a worker
 * exited with an error while draining, or every worker gave up restarting.
 *
 * @example
 * const { forced } = await run.stop();
 */
export interface ClusterStopResult {
  readonly forced: boolean;
}

/**
 * What {@link cluster} resolves with. In the primary and in single-process mode: `stop()` drains
 * and resolves when everything has stopped (without exiting the process, unlike a signal), and
 * `stopped` resolves when that happened for any reason. In a worker: which slot it is; the worker
 * drains and exits when its primary says so.
 *
 * @example
 * const run = await cluster(start, { workers: 2 });
 * if (run.role === 'primary') await run.stopped;
 */
export type ClusterRun =
  | {
      readonly role: 'primary' | 'single';
      stop(): Promise<ClusterStopResult>;
      readonly stopped: Promise<ClusterStopResult>;
    }
  | { readonly role: 'worker'; readonly index: number };

function workerCount(workers: ClusterOptions['workers']): number {
  if (workers === undefined || workers === 'auto') return availableParallelism();
  if (!Number.isInteger(workers) || workers < 1) {
    throw createError('BATON_INVALID_CLUSTER_OPTIONS', `workers must be a whole number >= 1 or 'auto', not ${workers}`);
  }
  return workers;
}

function nonNegative(name: string, value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!Number.isFinite(value) || value < 0) {
    throw createError('BATON_INVALID_CLUSTER_OPTIONS', `${name} must be a number >= 0, not ${value}`);
  }
  return value;
}

/**
 * Runs `start` in several processes on node's cluster module: the process that calls it first
 * becomes the primary and forks `workers` copies of itself; in each copy the same call runs
 * `start`, whose servers share their port. A worker that exits unasked is started again after a
 * backoff (500 ms, doubling, up to 30 s; a worker that stays up 30 s resets it) until its slot
 * crashes 10 times in a row; then it is left down and logged (`give-up`). On SIGTERM or SIGINT the
 * primary asks every worker to drain through core's {@link shutdown} (in-flight requests finish,
 * `Connection: close` on HTTP/1.1, GOAWAY on HTTP/2), and exits once all have: code 0, or 1 when
 * a drain was cut short. Code before the call runs in every process; keep what only the primary
 * should do after it, behind `run.role === 'primary'`. With `workers: 1` there is no primary:
 * `start` runs in this process and a signal drains it.
 *
 * @example
 * import { cluster, createApp, listen } from '@batonjs/core';
 *
 * const app = createApp();
 * app.get('/', (req, res) => res.json({ pid: process.pid }));
 * await cluster(() => listen(app, { port: 8080 }), { workers: Number(process.env.WORKERS) || 'auto' });
 */
export async function cluster(start: ClusterStart, options: ClusterOptions = {}): Promise<ClusterRun> {
  const workers = workerCount(options.workers);
  const restart = { ...defaultRestart };
  for (const key of Object.keys(defaultRestart) as (keyof RestartOptions)[]) {
    restart[key] = nonNegative(`restart.${key}`, options.restart?.[key], defaultRestart[key]);
  }
  const drainTimeout = nonNegative('drainTimeout', options.drainTimeout, 10_000);
  const signals = options.signals ?? ['SIGTERM', 'SIGINT'];
  const logger = options.logger ?? defaultClusterLogger;
  if (nodeCluster.isWorker) {
    return runWorker(start, { index: Number(process.env.BATON_WORKER_INDEX ?? 0), drainTimeout, signals });
  }
  if (workers === 1) return runSingle(start, { index: 0, drainTimeout, signals }, logger);
  return runPrimary({ workers, drainTimeout, restart, signals, logger });
}
