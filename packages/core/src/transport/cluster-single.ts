import type { ClusterRun, ClusterStart, ClusterStopResult } from '../types/cluster.js';
import { type ClusterEvent, workerEvents } from './cluster-events.js';
import { describeError, drainServer, onSignals, startServer } from './cluster-server.js';
import type { WorkerSettings } from './cluster-worker.js';

/**
 * {@link cluster} with one worker: `start` runs in this process, with no primary and no restarts
 * (a crash ends the process; leave restarting to systemd, a container runtime, ...). One of
 * `signals` drains the server and exits (code 0, or 1 when forced; a second signal exits at once);
 * `stop()` drains without exiting. A failing `start` is logged and rejects.
 *
 * @example
 * const run = await runSingle(start, { index: 0, drainTimeout: 10_000, signals: ['SIGTERM'] }, console.log);
 */
export async function runSingle(
  start: ClusterStart,
  settings: WorkerSettings,
  logger: (event: ClusterEvent) => void,
): Promise<ClusterRun> {
  const { pid } = process;
  const report = workerEvents(`process ${pid}`, 0, pid);
  let started: Awaited<ReturnType<typeof startServer>>;
  try {
    started = await startServer(start, 0);
  } catch (error) {
    logger(report.error(describeError(error)));
    throw error;
  }
  const { server, address } = started;
  logger(report.ready(address));

  let draining: Promise<ClusterStopResult> | undefined;
  let stopped: (result: ClusterStopResult) => void = () => undefined;
  const done = new Promise<ClusterStopResult>((resolve) => {
    stopped = resolve;
  });
  const stop = (signal?: NodeJS.Signals): Promise<ClusterStopResult> => {
    draining ??= (async () => {
      const on = signal === undefined ? '' : ` on ${signal}`;
      logger({ type: 'drain', ...(signal === undefined ? {} : { signal }), workers: 1, message: `draining${on}` });
      const result = await drainServer(server, settings.drainTimeout);
      logger(report.drained(result.forced));
      logger({ type: 'stopped', forced: result.forced, message: 'stopped' });
      removeSignals();
      stopped(result);
      return result;
    })();
    return draining;
  };
  const removeSignals = onSignals(settings.signals, (signal) => {
    // A second signal while draining means "now", as it does for the primary.
    if (draining !== undefined) process.exit(1);
    void stop(signal).then((result) => process.exit(result.forced ? 1 : 0));
  });
  return { role: 'single', stop: () => stop(), stopped: done };
}
