import { once } from 'node:events';
import type { ClusterServer, ClusterStart, ClusterStopResult, Drainable } from '../types/cluster.js';
import type { AnyServer } from './create-server.js';
import { shutdown } from './shutdown.js';

function isDrainable(server: ClusterServer): server is Drainable {
  return typeof (server as Partial<Drainable>).shutdown === 'function';
}

/** `host:port` (or the pipe path) a server listens on, or undefined when it is not listening. */
function addressOf(server: AnyServer): string | undefined {
  const address = server.address();
  if (address === null) return undefined;
  if (typeof address === 'string') return address;
  return address.family === 'IPv6' ? `[${address.address}]:${address.port}` : `${address.address}:${address.port}`;
}

/**
 * Runs `start` for worker `index` and waits until the server it returned listens (a `start` that
 * returns `createServer(app).listen(port)` without waiting is common), so 'ready' means serving.
 * Rejects when `start` fails or the server emits 'error' (EADDRINUSE, ...) before listening.
 *
 * @example
 * const { server, address } = await startServer(start, 0);
 */
export async function startServer(
  start: ClusterStart,
  index: number,
): Promise<{ server: ClusterServer; address: string | undefined }> {
  const server = await start({ index });
  if (isDrainable(server)) return { server, address: undefined };
  if (!server.listening) await once(server, 'listening');
  return { server, address: addressOf(server) };
}

/**
 * Drains what `start` returned: core's {@link shutdown} for a server, the handle's own
 * `shutdown` otherwise (it says `forced` by returning `{ forced: true }`, as `shutdown` does).
 *
 * @example
 * const { forced } = await drainServer(server, 10_000);
 */
export async function drainServer(server: ClusterServer, timeout: number): Promise<ClusterStopResult> {
  const result: unknown = isDrainable(server)
    ? await server.shutdown({ timeout })
    : await shutdown(server, { timeout });
  return { forced: result !== null && typeof result === 'object' && (result as { forced?: unknown }).forced === true };
}

/**
 * Calls `handler` on each of `signals` instead of node's default (exit at once), until the
 * returned function removes the listeners again.
 *
 * @example
 * const off = onSignals(['SIGTERM', 'SIGINT'], (signal) => drain(signal));
 */
export function onSignals(signals: readonly NodeJS.Signals[], handler: (signal: NodeJS.Signals) => void): () => void {
  for (const signal of signals) process.on(signal, handler);
  return () => {
    for (const signal of signals) process.off(signal, handler);
  };
}

/** An error as one string for a log line: its stack when it has one. */
export function describeError(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
