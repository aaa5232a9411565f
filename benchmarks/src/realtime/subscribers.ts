import { connect, type Socket } from 'node:net';

/** SSE clients on raw sockets that note when each sees an event id. */
export interface Subscribers {
  /** Resolves with each subscriber's arrival time (performance.now()) of event `id`; rejects after `timeoutMs`. */
  arrivals(id: number, timeoutMs?: number): Promise<number[]>;
  close(): void;
}

const REQUEST = 'GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n';

/**
 * Opens `count` event streams to 127.0.0.1:`port`, `batch` at a time, each resolved once its
 * response headers arrived. With `watch`, every stream notes the time it first sees `id: N`;
 * without, the streams stay idle (their data is read and dropped).
 *
 * @example
 * const subs = await openSubscribers(port, 1_000, 250, true);
 * const times = await subs.arrivals(1);
 */
export async function openSubscribers(
  port: number,
  count: number,
  batch: number,
  watch: boolean,
): Promise<Subscribers> {
  const sockets: Socket[] = [];
  const seen: Map<number, number>[] = [];
  let changed: (() => void) | undefined;
  const open = (index: number): Promise<void> =>
    new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      const times = new Map<number, number>();
      seen[index] = times;
      let text = '';
      let headers = false;
      socket.setEncoding('latin1');
      socket.once('error', reject);
      socket.on('data', (chunk: string) => {
        if (!headers) {
          text += chunk;
          if (!text.includes('\r\n\r\n')) return;
          headers = true;
          socket.off('error', reject);
          socket.on('error', () => socket.destroy());
          resolve();
          if (!watch) return;
          chunk = text.slice(text.indexOf('\r\n\r\n') + 4);
        }
        if (!watch) return;
        const now = performance.now();
        for (const match of chunk.matchAll(/^id: (\d+)$/gm)) {
          const id = Number(match[1]);
          if (!times.has(id)) times.set(id, now);
        }
        changed?.();
      });
      socket.write(REQUEST);
      sockets.push(socket);
    });
  try {
    for (let opened = 0; opened < count; opened += batch) {
      const size = Math.min(batch, count - opened);
      await Promise.all(Array.from({ length: size }, (_, i) => open(opened + i)));
    }
  } catch (error) {
    for (const socket of sockets) socket.destroy();
    throw error;
  }
  return {
    async arrivals(id, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (!seen.every((times) => times.has(id))) {
        if (Date.now() > deadline) {
          const missing = seen.filter((times) => !times.has(id)).length;
          throw new Error(`event ${id} did not reach ${missing} of ${seen.length} subscribers in ${timeoutMs} ms`);
        }
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 50);
          changed = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        changed = undefined;
      }
      return seen.map((times) => times.get(id) as number);
    },
    close() {
      for (const socket of sockets) socket.destroy();
    },
  };
}
