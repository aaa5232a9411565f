/**
 * What {@link cluster} reports to its `logger`, one object per event, each with a one-line
 * `message` fit for a log. `index` is the worker's slot (0 to workers-1; a restarted worker keeps
 * its slot), `pid` its process. In single-process mode (`workers: 1`) the events are `ready`,
 * `error`, `drain`, `drained` and `stopped`, with `index` 0 and this process's pid.
 *
 * @example
 * cluster(start, { logger: (event) => { if (event.type === 'give-up') alert(event.message); } });
 */
export type ClusterEvent =
  /** A worker process was started. */
  | { readonly type: 'fork'; readonly index: number; readonly pid: number; readonly message: string }
  /** A worker's `start` resolved; `address` is where its server listens (`127.0.0.1:8080`, a pipe path), when known. */
  | {
      readonly type: 'ready';
      readonly index: number;
      readonly pid: number;
      readonly address?: string;
      readonly message: string;
    }
  /** A worker's `start` threw or rejected (or its server failed to listen); the worker exits with code 1. */
  | {
      readonly type: 'error';
      readonly index: number;
      readonly pid: number;
      readonly error: string;
      readonly message: string;
    }
  /** A worker process ended; `expected` when the cluster was stopping. */
  | {
      readonly type: 'exit';
      readonly index: number;
      readonly pid: number;
      readonly code: number | null;
      readonly signal: string | null;
      readonly expected: boolean;
      readonly message: string;
    }
  /** A crashed worker will be started again in `delay` ms; `attempt` counts its slot's crashes in a row. */
  | {
      readonly type: 'restart';
      readonly index: number;
      readonly attempt: number;
      readonly delay: number;
      readonly message: string;
    }
  /** A slot crashed `attempts` times in a row: it is not restarted any more. */
  | { readonly type: 'give-up'; readonly index: number; readonly attempts: number; readonly message: string }
  /** Draining began, on `signal` or on `stop()`; `workers` processes are asked to drain. */
  | { readonly type: 'drain'; readonly signal?: string; readonly workers: number; readonly message: string }
  /** A worker finished draining (`forced` when its deadline cut connections). */
  | {
      readonly type: 'drained';
      readonly index: number;
      readonly pid: number;
      readonly forced: boolean;
      readonly message: string;
    }
  /** A worker still running past the drain deadline was killed with SIGKILL. */
  | { readonly type: 'kill'; readonly index: number; readonly pid: number; readonly message: string }
  /** Every worker is gone; `forced` when any drain was cut short, a worker was killed, or every slot gave up. */
  | { readonly type: 'stopped'; readonly forced: boolean; readonly message: string };

/**
 * What {@link cluster} logs with when no `logger` is given: one line per event on stderr.
 *
 * @example
 * cluster(start, { logger: (event) => { metrics.count(event.type); defaultClusterLogger(event); } });
 */
export function defaultClusterLogger(event: ClusterEvent): void {
  process.stderr.write(`[baton cluster] ${event.message}\n`);
}

/**
 * The events a serving process reports the same way in a cluster and alone; `name` is how the
 * message names it (`worker 1 (pid 4242)`, or `process 4242` with one worker).
 *
 * @example
 * logger(workerEvents('process 4242', 0, 4242).ready('127.0.0.1:8080'));
 */
export function workerEvents(name: string, index: number, pid: number) {
  return {
    ready: (address: string | undefined): ClusterEvent => ({
      type: 'ready',
      index,
      pid,
      ...(address === undefined ? {} : { address }),
      message: `${name} ready${address === undefined ? '' : ` on ${address}`}`,
    }),
    error: (error: string): ClusterEvent => ({
      type: 'error',
      index,
      pid,
      error,
      message: `${name} failed to start: ${error}`,
    }),
    drained: (forced: boolean): ClusterEvent => ({
      type: 'drained',
      index,
      pid,
      forced,
      message: `${name} drained ${forced ? 'forced at the deadline' : 'cleanly'}`,
    }),
  };
}
