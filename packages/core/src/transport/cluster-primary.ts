import nodeCluster, { type Worker } from 'node:cluster';
import { createPubSubRelay, isPubSubMessage } from '../pubsub/cluster-relay.js';
import type { ClusterRun, ClusterStopResult } from '../types/cluster.js';
import { type ClusterEvent, workerEvents } from './cluster-events.js';
import { drainRequest, isWorkerReport } from './cluster-protocol.js';
import { onSignals } from './cluster-server.js';
import { type RestartOptions, restartAfterCrash } from './restart-backoff.js';

/** What the primary needs of the cluster's options, defaults applied. */
export interface PrimarySettings {
  readonly workers: number;
  readonly drainTimeout: number;
  readonly restart: Required<RestartOptions>;
  readonly signals: readonly NodeJS.Signals[];
  readonly logger: (event: ClusterEvent) => void;
}

/**
 * How long past `drainTimeout` a worker may take to exit before it is killed: its drain has cut
 * every connection by then, and this leaves it time for its own cleanup (closing a database
 * pool, flushing a log).
 */
export const KILL_GRACE_MS = 5_000;

/** One worker position: the process filling it now, and its record of crashes in a row. */
interface Slot {
  readonly index: number;
  worker: Worker | undefined;
  startedAt: number;
  crashes: number;
  restartTimer: NodeJS.Timeout | undefined;
}

function exitText(code: number | null, signal: string | null): string {
  return signal === null ? `exited with code ${code}` : `was killed by ${signal}`;
}

/**
 * The primary process of {@link cluster}: forks `workers` workers, restarts a crashed one with
 * {@link restartAfterCrash}'s backoff, and on one of `signals` (or `stop()`) asks every worker to
 * drain, kills those still running `drainTimeout` + {@link KILL_GRACE_MS} later, and resolves
 * `stopped` once all have exited. After a signal, or when every slot gave up restarting, it exits
 * the process: code 0 when every drain was clean, else 1. A second signal while draining kills
 * the workers at once.
 *
 * @example
 * const run = runPrimary({ workers: 2, drainTimeout: 10_000, restart: defaultRestart, signals: ['SIGTERM'], logger });
 */
export function runPrimary(settings: PrimarySettings): ClusterRun {
  const { logger } = settings;
  const slots: Slot[] = Array.from({ length: settings.workers }, (_, index) => ({
    index,
    worker: undefined,
    startedAt: 0,
    crashes: 0,
    restartTimer: undefined,
  }));
  let stopping: Promise<ClusterStopResult> | undefined;
  let forced = false;
  let finished = false;
  let exitWhenStopped = false;
  let killTimer: NodeJS.Timeout | undefined;
  let resolveStopped: (result: ClusterStopResult) => void = () => undefined;
  const stopped = new Promise<ClusterStopResult>((resolve) => {
    resolveStopped = resolve;
  });

  // createPubSub({ cluster: true }) in the workers publishes here, to be relayed to every worker.
  const relay = createPubSubRelay(() => slots.flatMap((s) => (s.worker === undefined ? [] : [s.worker])));

  const fork = (slot: Slot): void => {
    slot.restartTimer = undefined;
    const worker = nodeCluster.fork({ BATON_WORKER_INDEX: String(slot.index) });
    const pid = worker.process.pid ?? 0;
    const { index } = slot;
    slot.worker = worker;
    slot.startedAt = Date.now();
    logger({ type: 'fork', index, pid, message: `worker ${index} started (pid ${pid})` });
    const report = workerEvents(`worker ${index} (pid ${pid})`, index, pid);
    worker.on('message', (message: unknown) => {
      if (isPubSubMessage(message)) return relay(message);
      if (!isWorkerReport(message)) return;
      if (message.baton === 'ready') logger(report.ready(message.address));
      else if (message.baton === 'error') logger(report.error(message.error));
      else {
        if (message.forced) forced = true;
        logger(report.drained(message.forced));
      }
    });
    // A failed spawn or IPC write: without a listener node would throw it in the primary.
    worker.on('error', (error: Error) => {
      logger({
        type: 'error',
        index,
        pid,
        error: error.message,
        message: `worker ${index} (pid ${pid}): ${error.message}`,
      });
    });
    worker.on('exit', (code: number | null, signal: string | null) => {
      if (slot.worker === worker) slot.worker = undefined;
      const expected = stopping !== undefined;
      const what = `worker ${index} (pid ${pid}) ${exitText(code, signal)}`;
      logger({ type: 'exit', index, pid, code, signal, expected, message: what });
      if (expected) {
        if (code !== 0) forced = true;
        finishIfDone();
      } else {
        restartLater(slot);
      }
    });
  };

  const restartLater = (slot: Slot): void => {
    const decision = restartAfterCrash(slot.crashes, Date.now() - slot.startedAt, settings.restart);
    slot.crashes = decision.attempt;
    const { index } = slot;
    if (decision.restart) {
      const { attempt, delay } = decision;
      logger({
        type: 'restart',
        index,
        attempt,
        delay,
        message: `restarting worker ${index} in ${delay} ms (crash ${attempt} in a row)`,
      });
      slot.restartTimer = setTimeout(() => fork(slot), delay);
      return;
    }
    logger({
      type: 'give-up',
      index,
      attempts: slot.crashes,
      message: `worker ${index} crashed ${slot.crashes} times in a row: not restarting it (crash loop)`,
    });
    if (slots.every((s) => s.worker === undefined && s.restartTimer === undefined)) {
      forced = true;
      exitWhenStopped = true;
      finish();
    }
  };

  const killAll = (why: string): void => {
    for (const { worker, index } of slots) {
      if (worker === undefined) continue;
      const pid = worker.process.pid ?? 0;
      forced = true;
      logger({ type: 'kill', index, pid, message: `killing worker ${index} (pid ${pid}): ${why}` });
      worker.process.kill('SIGKILL');
    }
  };

  const finishIfDone = (): void => {
    if (slots.every((s) => s.worker === undefined)) finish();
  };

  const finish = (): void => {
    if (finished) return;
    finished = true;
    clearTimeout(killTimer);
    removeSignals();
    logger({ type: 'stopped', forced, message: forced ? 'stopped (not every worker drained cleanly)' : 'stopped' });
    resolveStopped({ forced });
    if (exitWhenStopped) process.exit(forced ? 1 : 0);
  };

  const stop = (signal?: NodeJS.Signals): Promise<ClusterStopResult> => {
    if (stopping !== undefined) return stopping;
    stopping = stopped;
    if (finished) return stopping;
    for (const slot of slots) {
      clearTimeout(slot.restartTimer);
      slot.restartTimer = undefined;
    }
    const live = slots.flatMap((s) => (s.worker === undefined ? [] : [s.worker]));
    const on = signal === undefined ? '' : ` on ${signal}`;
    logger({
      type: 'drain',
      ...(signal === undefined ? {} : { signal }),
      workers: live.length,
      message: `draining ${live.length} worker(s)${on}`,
    });
    for (const worker of live) {
      // With a callback a failed write (the worker just died) comes here instead of an 'error'.
      if (worker.isConnected()) worker.send(drainRequest, undefined, () => undefined);
    }
    killTimer = setTimeout(
      () => killAll(`still running ${settings.drainTimeout + KILL_GRACE_MS} ms after the drain began`),
      settings.drainTimeout + KILL_GRACE_MS,
    );
    finishIfDone();
    return stopping;
  };

  const removeSignals = onSignals(settings.signals, (signal) => {
    if (stopping !== undefined) return killAll(`a second ${signal} while draining`);
    exitWhenStopped = true;
    void stop(signal);
  });

  for (const slot of slots) fork(slot);
  return { role: 'primary', stop: () => stop(), stopped };
}
