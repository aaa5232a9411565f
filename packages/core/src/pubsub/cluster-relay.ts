import type { Worker } from 'node:cluster';

/** What a worker sends its primary to publish. Each carries `baton: 'pubsub'`, apart from the app's own messages. */
export interface PublishRequest {
  readonly baton: 'pubsub';
  readonly topic: string;
  readonly message: unknown;
}

/** What the primary sends every worker: the message with the sequence number it gave it. */
export interface PublishedMessage extends PublishRequest {
  readonly sequence: number;
}

/**
 * Whether an IPC message is a {@link PublishRequest} (primary side) or {@link PublishedMessage}.
 *
 * @example
 * worker.on('message', (m) => { if (isPubSubMessage(m)) relay(m); });
 */
export function isPubSubMessage(message: unknown): message is PublishRequest {
  if (message === null || typeof message !== 'object') return false;
  const m = message as { baton?: unknown; topic?: unknown };
  return m.baton === 'pubsub' && typeof m.topic === 'string';
}

/**
 * The primary's half of the cluster bus: numbers each published message per topic, in the order
 * the primary receives them, and sends it to every connected worker, the publisher included, so
 * every worker sees one order. Returns the function the primary calls with each request.
 *
 * @example
 * const relay = createPubSubRelay(() => liveWorkers);
 * worker.on('message', (m) => { if (isPubSubMessage(m)) relay(m); });
 */
export function createPubSubRelay(workers: () => Iterable<Worker>): (request: PublishRequest) => void {
  const sequences = new Map<string, number>();
  return (request) => {
    const sequence = (sequences.get(request.topic) ?? 0) + 1;
    sequences.set(request.topic, sequence);
    const published: PublishedMessage = { baton: 'pubsub', topic: request.topic, message: request.message, sequence };
    for (const worker of workers()) {
      // With a callback, a worker that just died fails this write quietly instead of emitting 'error'.
      if (worker.isConnected()) worker.send(published, undefined, () => undefined);
    }
  };
}
