import type { PubSubListener } from '../types/pub-sub.js';

/**
 * The local half every PubSub shares, exported for buses over other transports: the
 * listeners of each topic in this process, and delivery to them. A listener that throws is
 * reported to `onError` and the others still run.
 *
 * @example
 * const local = new TopicListeners(console.error);
 * const stop = local.add('news', (m) => console.log(m));
 * local.deliver('news', { title: 'hi' }, 1);
 */
export class TopicListeners {
  readonly #topics = new Map<string, Set<PubSubListener>>();
  readonly #onError: (error: unknown) => void;

  constructor(onError: (error: unknown) => void) {
    this.#onError = onError;
  }

  add(topic: string, listener: PubSubListener): () => void {
    let set = this.#topics.get(topic);
    if (set === undefined) {
      set = new Set();
      this.#topics.set(topic, set);
    }
    // A wrapper, so one function subscribed twice is two subscriptions, each removed once.
    const entry: PubSubListener = (message, sequence) => listener(message, sequence);
    set.add(entry);
    return () => {
      set.delete(entry);
      if (set.size === 0 && this.#topics.get(topic) === set) this.#topics.delete(topic);
    };
  }

  deliver(topic: string, message: unknown, sequence: number): void {
    const set = this.#topics.get(topic);
    if (set === undefined) return;
    for (const listener of [...set]) {
      try {
        listener(message, sequence);
      } catch (error) {
        this.#onError(error);
      }
    }
  }

  clear(): void {
    this.#topics.clear();
  }
}
