import type { BlogJson } from '../domain/representations.js';

/** What happened to a post; the SSE `event` field and the WebSocket message `type`. */
export type BlogEventType = 'blog.created' | 'blog.updated' | 'blog.deleted';

/**
 * One change to the post collection, as every live client sees it: `id` increases across the whole
 * deployment (every process numbers an event alike), so it serves as the SSE `id` and resume point.
 */
export interface BlogEvent {
  readonly id: number;
  readonly type: BlogEventType;
  /** The blog as the REST API returns it (for `blog.deleted`, as it was before the delete). */
  readonly blog: BlogJson;
}

/**
 * The blog's event bus: every write (REST, GraphQL, RPC, pages) publishes here, once; every process
 * hears every event, whichever process published it.
 *
 * @example
 * const stop = events.subscribe((event) => console.log(event.id, event.type, event.blog.title));
 * await events.publish({ type: 'blog.created', blog: blogJson(post) });
 * stop();
 */
export interface BlogEvents {
  /** Sends the event to every subscriber in every process; resolves once it is handed to the bus. */
  publish(event: Omit<BlogEvent, 'id'>): Promise<void>;
  /** Calls `listener` for each event from now on, in id order; returns the unsubscribe function. */
  subscribe(listener: (event: BlogEvent) => void): () => void;
  /** The events this process still remembers with an id above `lastId`, oldest first (a bounded backlog). */
  since(lastId: number): BlogEvent[];
  close(): Promise<void>;
}
