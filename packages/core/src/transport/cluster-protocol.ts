/**
 * The messages between {@link cluster}'s primary and its workers over node's IPC channel. Each
 * carries a `baton` key so an application's own `process.send` messages pass through unharmed.
 */

/** What a worker tells its primary. */
export type WorkerReport =
  | { readonly baton: 'ready'; readonly address?: string }
  | { readonly baton: 'error'; readonly error: string }
  | { readonly baton: 'drained'; readonly forced: boolean };

/** What the primary tells a worker: drain and exit. */
export const drainRequest = { baton: 'drain' } as const;

/**
 * Whether `message` is one of the worker's {@link WorkerReport}s.
 *
 * @example
 * worker.on('message', (m) => { if (isWorkerReport(m) && m.baton === 'ready') ... });
 */
export function isWorkerReport(message: unknown): message is WorkerReport {
  if (message === null || typeof message !== 'object') return false;
  const kind = (message as { baton?: unknown }).baton;
  return kind === 'ready' || kind === 'error' || kind === 'drained';
}

/**
 * Whether `message` is the primary's {@link drainRequest}.
 *
 * @example
 * process.on('message', (m) => { if (isDrainRequest(m)) drain(); });
 */
export function isDrainRequest(message: unknown): boolean {
  return message !== null && typeof message === 'object' && (message as { baton?: unknown }).baton === 'drain';
}
