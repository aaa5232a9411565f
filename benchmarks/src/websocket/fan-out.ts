import type { WebSocket } from 'ws';
import { closeSockets, openSockets } from './clients.js';
import { PUBLISH_PATH, SUBSCRIBE_PATH } from './subjects.js';

/** What one fan-out run measured, in nanoseconds. */
export interface FanOutTimes {
  /** Per event: from the publisher's send until the last subscriber had it. */
  readonly toAllNs: number[];
  /** Per delivery (events × subscribers): from the publisher's send until that subscriber had it. */
  readonly deliveryNs: number[];
}

/**
 * Opens `subscribers` sockets and one publisher on the server at `port`, then sends `events`
 * messages one after another, each once the previous one reached every subscriber, and times
 * each delivery with this process's clock (send and receipt are both seen here).
 *
 * @example
 * const { toAllNs } = await measureFanOut(port, { subscribers: 1000, events: 200 });
 */
export async function measureFanOut(
  port: number,
  options: {
    readonly subscribers: number;
    readonly events: number;
    /** Called once every socket is open, before the first event (to start a CPU reading). */
    readonly onOpen?: () => void;
  },
): Promise<FanOutTimes> {
  const origin = `ws://127.0.0.1:${port}`;
  const subscribers = await openSockets(`${origin}${SUBSCRIBE_PATH}`, options.subscribers, 100);
  const [publisher] = (await openSockets(`${origin}${PUBLISH_PATH}`, 1, 1)) as [WebSocket];
  const toAllNs: number[] = [];
  const deliveryNs: number[] = [];
  options.onOpen?.();
  try {
    for (let event = 0; event < options.events; event++) {
      const tag = String(event);
      let waiting = subscribers.length;
      let sentAt = 0n;
      let last = 0n;
      const reached = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`event ${event}: ${waiting} subscribers still waiting after 10 s`)),
          10_000,
        );
        for (const ws of subscribers) {
          ws.once('message', (data) => {
            const at = process.hrtime.bigint();
            if (String(data) !== tag) {
              clearTimeout(timer);
              reject(new Error(`expected event ${tag}, got ${String(data)}`));
              return;
            }
            deliveryNs.push(Number(at - sentAt));
            last = at;
            if (--waiting === 0) {
              clearTimeout(timer);
              resolve();
            }
          });
        }
      });
      sentAt = process.hrtime.bigint();
      publisher.send(tag);
      await reached;
      toAllNs.push(Number(last - sentAt));
    }
    return { toAllNs, deliveryNs };
  } finally {
    closeSockets([...subscribers, publisher]);
  }
}
