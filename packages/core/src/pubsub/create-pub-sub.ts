import nodeCluster from 'node:cluster';
import type { PubSub, PubSubListener } from '../types/pub-sub.js';
import { isPubSubMessage, type PublishedMessage, type PublishRequest } from './cluster-relay.js';
import { TopicListeners } from './topic-listeners.js';

/**
 * {@link createPubSub}'s options.
 *
 * @example
 * createPubSub({ cluster: true, onError: (err) => log.error(err) });
 */
export interface PubSubOptions {
  /**
   * In a worker of core's `cluster()`, publish through the primary, which relays every message
   * to every worker. Outside a cluster worker the bus stays in-process. Default false.
   */
  readonly cluster?: boolean;
  /** Called when a listener throws (the other listeners still run). Default `console.error`. */
  readonly onError?: (error: unknown) => void;
}

class LocalPubSub implements PubSub {
  readonly #listeners: TopicListeners;
  readonly #sequences = new Map<string, number>();

  constructor(onError: (error: unknown) => void) {
    this.#listeners = new TopicListeners(onError);
  }

  publish(topic: string, message: unknown): Promise<void> {
    let copy: unknown;
    try {
      // A copy, as a bus across processes would hand over: no subscriber shares the publisher's object.
      copy = structuredClone(message);
    } catch (error) {
      return Promise.reject(error);
    }
    const sequence = (this.#sequences.get(topic) ?? 0) + 1;
    this.#sequences.set(topic, sequence);
    this.#listeners.deliver(topic, copy, sequence);
    return Promise.resolve();
  }

  subscribe<T>(topic: string, listener: PubSubListener<T>): () => void {
    return this.#listeners.add(topic, listener as PubSubListener);
  }

  close(): Promise<void> {
    this.#listeners.clear();
    return Promise.resolve();
  }
}

class ClusterPubSub implements PubSub {
  readonly #listeners: TopicListeners;
  readonly #onMessage = (message: unknown): void => {
    if (!isPubSubMessage(message)) return;
    const { topic, sequence } = message as PublishedMessage;
    if (typeof sequence === 'number') this.#listeners.deliver(topic, message.message, sequence);
  };

  constructor(onError: (error: unknown) => void) {
    this.#listeners = new TopicListeners(onError);
    process.on('message', this.#onMessage);
  }

  publish(topic: string, message: unknown): Promise<void> {
    const request: PublishRequest = { baton: 'pubsub', topic, message };
    return new Promise((resolve, reject) => {
      if (process.send === undefined || !process.connected) {
        reject(new Error('the cluster primary is gone: cannot publish'));
        return;
      }
      process.send(request, undefined, {}, (error: Error | null) => (error === null ? resolve() : reject(error)));
    });
  }

  subscribe<T>(topic: string, listener: PubSubListener<T>): () => void {
    return this.#listeners.add(topic, listener as PubSubListener);
  }

  close(): Promise<void> {
    process.off('message', this.#onMessage);
    this.#listeners.clear();
    return Promise.resolve();
  }
}

/**
 * A {@link PubSub}: in-process by default; with `cluster: true`, in a worker of core's `cluster()`,
 * through the primary so that a message published on any worker reaches the subscribers on all.
 * Sequence numbers increase by one per topic (given by the primary in a cluster).
 *
 * @example
 * const bus = createPubSub({ cluster: true });
 * bus.subscribe('chat', (line) => stream.send({ event: 'chat', data: line }));
 * await bus.publish('chat', { from: 'ada', text: 'hi' });
 */
export function createPubSub(options: PubSubOptions = {}): PubSub {
  const onError = options.onError ?? ((error: unknown) => console.error(error));
  return options.cluster === true && nodeCluster.isWorker ? new ClusterPubSub(onError) : new LocalPubSub(onError);
}
