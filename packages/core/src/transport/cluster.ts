import nodeCluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { createError } from '../errors.js';
import type { ClusterOptions, ClusterRun, ClusterStart } from '../types/cluster.js';
import { defaultClusterLogger } from './cluster-events.js';
import { runPrimary } from './cluster-primary.js';
import { runSingle } from './cluster-single.js';
import { runWorker } from './cluster-worker.js';
import { defaultRestart, type RestartOptions } from './restart-backoff.js';

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
