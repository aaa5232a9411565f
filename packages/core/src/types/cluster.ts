import type { ClusterEvent } from '../transport/cluster-events.js';
import type { AnyServer } from '../transport/create-server.js';
import type { RestartOptions } from '../transport/restart-backoff.js';
import type { ShutdownOptions } from '../transport/shutdown.js';

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
