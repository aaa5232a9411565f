import { WebSocket } from 'ws';

/**
 * Opens `count` sockets to `url`, `batch` at a time; resolves once all are open.
 *
 * @example
 * const sockets = await openSockets('ws://127.0.0.1:8080/sub', 1000, 100);
 */
export async function openSockets(url: string, count: number, batch: number): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  try {
    for (let opened = 0; opened < count; opened += batch) {
      const size = Math.min(batch, count - opened);
      const next = Array.from(
        { length: size },
        () =>
          new Promise<WebSocket>((resolve, reject) => {
            const ws = new WebSocket(url);
            ws.once('open', () => resolve(ws));
            ws.once('error', reject);
          }),
      );
      sockets.push(...(await Promise.all(next)));
    }
    return sockets;
  } catch (error) {
    closeSockets(sockets);
    throw error;
  }
}

/** Ends every socket at once (no closing handshake: the benchmark is over). */
export function closeSockets(sockets: readonly WebSocket[]): void {
  for (const ws of sockets) ws.terminate();
}
