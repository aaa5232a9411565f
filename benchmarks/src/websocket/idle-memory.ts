import { currentRssKb } from '../memory/idle-connections.js';
import { closeSockets, openSockets } from './clients.js';
import type { SubjectProcess } from './spawn-subject.js';
import { SUBSCRIBE_PATH } from './subjects.js';

/** A server's memory with idle sockets, per socket. */
export interface IdleMemory {
  /** Resident set size growth per socket: what the OS sees, garbage not yet collected included. */
  readonly rssBytesPerSocket: number;
  /** JS heap and buffers still held per socket after a full garbage collection. */
  readonly retainedBytesPerSocket: number;
}

/**
 * The server's memory with `count` idle WebSockets: opens one socket and closes it (lazily loaded
 * code in), reads RSS and retained bytes, opens `count` sockets that then send nothing, waits half
 * a second, reads both again.
 *
 * @example
 * const { retainedBytesPerSocket } = await measureIdleMemory(server, 2000);
 */
export async function measureIdleMemory(server: SubjectProcess, count: number): Promise<IdleMemory> {
  const url = `ws://127.0.0.1:${server.port}${SUBSCRIBE_PATH}`;
  closeSockets(await openSockets(url, 1, 1));
  await new Promise((resolve) => setTimeout(resolve, 200));
  const rssBefore = currentRssKb(server.pid);
  const retainedBefore = await server.retainedBytes();
  const sockets = await openSockets(url, count, 250);
  try {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const rssAfter = currentRssKb(server.pid);
    const retainedAfter = await server.retainedBytes();
    return {
      rssBytesPerSocket: ((rssAfter - rssBefore) * 1024) / count,
      retainedBytesPerSocket: (retainedAfter - retainedBefore) / count,
    };
  } finally {
    closeSockets(sockets);
  }
}
