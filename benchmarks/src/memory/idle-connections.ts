import { readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';

/**
 * The resident set size of process `pid` now, kilobytes (VmRSS in /proc/<pid>/status; Linux).
 *
 * @example
 * const before = currentRssKb(server.pid);
 */
export function currentRssKb(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (match === null) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]);
}

// One connection that has made one keep-alive request and read the whole answer, then stays open.
function idleConnection(port: number, request: string, answered: (text: string) => boolean): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.setEncoding('latin1');
    socket.once('error', reject);
    socket.on('data', function onData(chunk: string) {
      text += chunk;
      if (!answered(text)) return;
      socket.off('data', onData);
      socket.off('error', reject);
      // Later errors (the server closing an idle connection) only end this connection.
      socket.on('error', () => socket.destroy());
      resolve(socket);
    });
    socket.write(request);
  });
}

/** Idle keep-alive connections held open against one server. */
export interface IdleConnections {
  /** How many are still open (the server may close idle ones after its keep-alive timeout). */
  open(): number;
  close(): void;
}

/**
 * Opens `count` connections to 127.0.0.1:`port`, `batch` at a time, each making one request and
 * reading the answer (`answered` says when the text read so far is complete), and keeps them open.
 *
 * @example
 * const idle = await openIdleConnections(port, 10_000, 500, 'GET / HTTP/1.1\r\nHost: x\r\n\r\n', (t) => t.endsWith('}'));
 */
export async function openIdleConnections(
  port: number,
  count: number,
  batch: number,
  request: string,
  answered: (text: string) => boolean,
): Promise<IdleConnections> {
  const sockets: Socket[] = [];
  try {
    for (let opened = 0; opened < count; opened += batch) {
      const size = Math.min(batch, count - opened);
      sockets.push(...(await Promise.all(Array.from({ length: size }, () => idleConnection(port, request, answered)))));
    }
  } catch (error) {
    for (const socket of sockets) socket.destroy();
    throw error;
  }
  return {
    open: () => sockets.filter((socket) => !socket.destroyed && socket.readyState === 'open').length,
    close: () => {
      for (const socket of sockets) socket.destroy();
    },
  };
}
