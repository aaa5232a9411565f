import type { ClusterRun, ClusterStart } from '../types/cluster.js';
import { isDrainRequest, type WorkerReport } from './cluster-protocol.js';
import { describeError, drainServer, onSignals, startServer } from './cluster-server.js';

/** What a worker needs of the cluster's options. */
export interface WorkerSettings {
  readonly index: number;
  readonly drainTimeout: number;
  readonly signals: readonly NodeJS.Signals[];
}

/** Sends `report` to the primary; resolves once it is written, so an exit right after loses nothing. */
function report(message: WorkerReport): Promise<void> {
  return new Promise((resolve) => {
    if (!process.connected || process.send === undefined) return resolve();
    process.send(message, undefined, {}, () => resolve());
  });
}

/**
 * A worker process of {@link cluster}: runs `start`, tells the primary it is ready, and drains
 * then exits (code 0, or 1 when the drain was forced) when the primary asks, on one of `signals`
 * (a Ctrl-C in a terminal reaches every process of the group, not only the primary) or when the
 * primary is gone (its IPC channel closed: nobody would stop or replace this worker any more).
 * A `start` that fails is reported and the worker exits with code 1, for the primary to restart.
 *
 * @example
 * if (nodeCluster.isWorker) await runWorker(start, { index: 0, drainTimeout: 10_000, signals: ['SIGTERM'] });
 */
export async function runWorker(start: ClusterStart, settings: WorkerSettings): Promise<ClusterRun> {
  const started = startServer(start, settings.index);
  let draining = false;
  const drainAndExit = (): void => {
    if (draining) return;
    draining = true;
    void started.then(
      async ({ server }) => {
        // A Drainable whose shutdown throws did not drain cleanly: report it as forced.
        const result = await drainServer(server, settings.drainTimeout).catch(() => ({ forced: true }));
        await report({ baton: 'drained', forced: result.forced });
        process.exit(result.forced ? 1 : 0);
      },
      // start failed: the catch below reports it and exits.
      () => undefined,
    );
  };
  onSignals(settings.signals, drainAndExit);
  process.on('message', (message) => {
    if (isDrainRequest(message)) drainAndExit();
  });
  process.on('disconnect', drainAndExit);
  try {
    const { address } = await started;
    await report(address === undefined ? { baton: 'ready' } : { baton: 'ready', address });
  } catch (error) {
    await report({ baton: 'error', error: describeError(error) });
    process.exit(1);
  }
  return { role: 'worker', index: settings.index };
}
