import type { PubSub } from 'batonjs';
import type { BlogEvent, BlogEvents } from './blog-events.js';

/** The bus topic the blog's events travel on. */
export const BLOG_TOPIC = 'blog';

/**
 * {@link createBlogEvents}'s options.
 *
 * @example
 * createBlogEvents({ bus: createPubSub({ cluster: true }), backlog: 500 });
 */
export interface BlogEventsOptions {
  /** The bus between processes: in-process, the cluster primary, or PostgreSQL LISTEN/NOTIFY. */
  readonly bus: PubSub;
  /** How many recent events each process keeps for clients that resume with `Last-Event-ID`. Default 1,000. */
  readonly backlog?: number;
  /** A subscriber that threw. Default `console.error`. */
  readonly onError?: (error: unknown) => void;
}

/**
 * {@link BlogEvents} over a {@link PubSub}: the bus's sequence number is the event id, so every
 * process that hears an event numbers it alike and a client may resume on any of them. Each process
 * keeps the last `backlog` events it heard; older ones are gone for a resuming client.
 *
 * @example
 * const events = createBlogEvents({ bus: createPubSub() });
 * events.subscribe((event) => console.log(event.id, event.type));
 */
export function createBlogEvents(options: BlogEventsOptions): BlogEvents {
  const { bus } = options;
  const limit = options.backlog ?? 1_000;
  const onError = options.onError ?? ((error: unknown) => console.error('[blog] an event subscriber failed:', error));
  const backlog: BlogEvent[] = [];
  const listeners = new Set<(event: BlogEvent) => void>();
  const stop = bus.subscribe<Omit<BlogEvent, 'id'>>(BLOG_TOPIC, (message, sequence) => {
    const event: BlogEvent = { id: sequence, type: message.type, blog: message.blog };
    backlog.push(event);
    if (backlog.length > limit) backlog.shift();
    for (const listener of [...listeners]) {
      // One broken client must not keep the event from the others.
      try {
        listener(event);
      } catch (error) {
        onError(error);
      }
    }
  });
  return {
    publish: (event) => bus.publish(BLOG_TOPIC, { type: event.type, blog: event.blog }),
    subscribe(listener) {
      // A wrapper, so one function subscribed twice is two subscriptions.
      const entry = (event: BlogEvent): void => listener(event);
      listeners.add(entry);
      return () => {
        listeners.delete(entry);
      };
    },
    since: (lastId) => backlog.filter((event) => event.id > lastId),
    async close() {
      stop();
      listeners.clear();
      await bus.close();
    },
  };
}
