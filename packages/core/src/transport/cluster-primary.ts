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
  const primary = new Primary(settings);
  primary.start();
  return { role: 'primary', stop: () => primary.stop(), stopped: primary.stopped };
}

/**
 * The primary's state (the slots, whether it is stopping, whether any drain was forced) in the
 * fields of one object, and each thing that happens to it a named step: `fork`, a worker's
 * `onMessage`/`onExit`, `restartLater`, `stop`, `killAll`, `finish`. The router's `RouterWalk` has
 * the same shape, rather than a long function whose closures share `let` variables.
 */
class Primary {
  readonly settings: PrimarySettings;
  readonly slots: Slot[];
  readonly stopped: Promise<ClusterStopResult>;
  /** Set once a stop began (by a signal or stop()): exits after that are expected. */
  stopping: Promise<ClusterStopResult> | undefined = undefined;
  /** Some worker did not drain cleanly: it was killed, or exited with a non-zero code. */
  forced = false;
  finished = false;
  /** A signal, or every slot giving up, ends the process once the workers are gone. */
  exitWhenStopped = false;
  killTimer: NodeJS.Timeout | undefined = undefined;
  resolveStopped: (result: ClusterStopResult) => void = () => undefined;
  removeSignals: () => void = () => undefined;
  /** createPubSub({ cluster: true }) in the workers publishes here, to be relayed to every worker. */
  readonly relay = createPubSubRelay(() => this.slots.flatMap((s) => (s.worker === undefined ? [] : [s.worker])));

  constructor(settings: PrimarySettings) {
    this.settings = settings;
    this.slots = Array.from({ length: settings.workers }, (_, index) => ({
      index,
      worker: undefined,
      startedAt: 0,
      crashes: 0,
      restartTimer: undefined,
    }));
    this.stopped = new Promise<ClusterStopResult>((resolve) => {
      this.resolveStopped = resolve;
    });
  }

  start(): void {
    this.removeSignals = onSignals(this.settings.signals, (signal) => this.onSignal(signal));
    for (const slot of this.slots) this.fork(slot);
  }

  /** A first signal drains; a second one while draining kills the workers at once. */
  onSignal(signal: NodeJS.Signals): void {
    if (this.stopping !== undefined) {
      this.killAll(`a second ${signal} while draining`);
      return;
    }
    this.exitWhenStopped = true;
    void this.stop(signal);
  }

  fork(slot: Slot): void {
    slot.restartTimer = undefined;
    const worker = nodeCluster.fork({ BATON_WORKER_INDEX: String(slot.index) });
    const pid = worker.process.pid ?? 0;
    const { index } = slot;
    slot.worker = worker;
    slot.startedAt = Date.now();
    this.settings.logger({ type: 'fork', index, pid, message: `worker ${index} started (pid ${pid})` });
    const report = workerEvents(`worker ${index} (pid ${pid})`, index, pid);
    worker.on('message', (message: unknown) => this.onMessage(report, message));
    // A failed spawn or IPC write: without a listener node would throw it in the primary.
    worker.on('error', (error: Error) => {
      this.settings.logger({
        type: 'error',
        index,
        pid,
        error: error.message,
        message: `worker ${index} (pid ${pid}): ${error.message}`,
      });
    });
    worker.on('exit', (code: number | null, signal: string | null) => this.onExit(slot, worker, code, signal));
  }

  /** A worker's report: ready (with its address), an error, or its drain done. */
  onMessage(report: ReturnType<typeof workerEvents>, message: unknown): void {
    if (isPubSubMessage(message)) {
      this.relay(message);
      return;
    }
    if (!isWorkerReport(message)) return;
    const { logger } = this.settings;
    if (message.baton === 'ready') logger(report.ready(message.address));
    else if (message.baton === 'error') logger(report.error(message.error));
    else {
      if (message.forced) this.forced = true;
      logger(report.drained(message.forced));
    }
  }

  /** A worker is gone: part of a stop, or a crash to restart after a backoff. */
  onExit(slot: Slot, worker: Worker, code: number | null, signal: string | null): void {
    if (slot.worker === worker) slot.worker = undefined;
    const pid = worker.process.pid ?? 0;
    const { index } = slot;
    const expected = this.stopping !== undefined;
    const what = `worker ${index} (pid ${pid}) ${exitText(code, signal)}`;
    this.settings.logger({ type: 'exit', index, pid, code, signal, expected, message: what });
    if (expected) {
      if (code !== 0) this.forced = true;
      this.finishIfDone();
    } else {
      this.restartLater(slot);
    }
  }

  restartLater(slot: Slot): void {
    const { logger } = this.settings;
    const decision = restartAfterCrash(slot.crashes, Date.now() - slot.startedAt, this.settings.restart);
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
      slot.restartTimer = setTimeout(() => this.fork(slot), delay);
      return;
    }
    logger({
      type: 'give-up',
      index,
      attempts: slot.crashes,
      message: `worker ${index} crashed ${slot.crashes} times in a row: not restarting it (crash loop)`,
    });
    if (this.slots.every((s) => s.worker === undefined && s.restartTimer === undefined)) {
      this.forced = true;
      this.exitWhenStopped = true;
      this.finish();
    }
  }

  killAll(why: string): void {
    for (const { worker, index } of this.slots) {
      if (worker === undefined) continue;
      const pid = worker.process.pid ?? 0;
      this.forced = true;
      this.settings.logger({ type: 'kill', index, pid, message: `killing worker ${index} (pid ${pid}): ${why}` });
      worker.process.kill('SIGKILL');
    }
  }

  finishIfDone(): void {
    if (this.slots.every((s) => s.worker === undefined)) this.finish();
  }

  finish(): void {
    if (this.finished) return;
    this.finished = true;
    clearTimeout(this.killTimer);
    this.removeSignals();
    const { forced } = this;
    this.settings.logger({
      type: 'stopped',
      forced,
      message: forced ? 'stopped (not every worker drained cleanly)' : 'stopped',
    });
    this.resolveStopped({ forced });
    if (this.exitWhenStopped) process.exit(forced ? 1 : 0);
  }

  /** Asks every live worker to drain, and kills those still running `drainTimeout` + the grace later. */
  stop(signal?: NodeJS.Signals): Promise<ClusterStopResult> {
    if (this.stopping !== undefined) return this.stopping;
    this.stopping = this.stopped;
    if (this.finished) return this.stopping;
    for (const slot of this.slots) {
      clearTimeout(slot.restartTimer);
      slot.restartTimer = undefined;
    }
    const live = this.slots.flatMap((s) => (s.worker === undefined ? [] : [s.worker]));
    const on = signal === undefined ? '' : ` on ${signal}`;
    this.settings.logger({
      type: 'drain',
      ...(signal === undefined ? {} : { signal }),
      workers: live.length,
      message: `draining ${live.length} worker(s)${on}`,
    });
    for (const worker of live) {
      // With a callback a failed write (the worker just died) comes here instead of an 'error'.
      if (worker.isConnected()) worker.send(drainRequest, undefined, () => undefined);
    }
    const wait = this.settings.drainTimeout + KILL_GRACE_MS;
    this.killTimer = setTimeout(() => this.killAll(`still running ${wait} ms after the drain began`), wait);
    this.finishIfDone();
    return this.stopping;
  }
}
