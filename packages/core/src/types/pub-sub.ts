/**
 * Called with each message published on a topic, and its sequence number: increasing per topic in
 * the order every subscriber sees the messages (not necessarily contiguous).
 *
 * @example
 * const listener: PubSubListener<{ title: string }> = (post, seq) => stream.send({ id: seq, data: post });
 */
export type PubSubListener<T = unknown> = (message: T, sequence: number) => void;

/**
 * A small publish/subscribe bus for fanning events out to the connections a process holds
 * (Server-Sent Events streams, WebSockets). Messages are JSON values. Every implementation delivers
 * a message to the subscribers of its topic in every process it spans, the publisher's included,
 * in one order that all of them share: in-process ({@link createPubSub}), over the cluster primary
 * (`createPubSub({ cluster: true })`), or over a database (the blog's PostgreSQL LISTEN/NOTIFY bus).
 *
 * @example
 * const bus: PubSub = createPubSub();
 * const stop = bus.subscribe<{ title: string }>('posts', (post, seq) => console.log(seq, post.title));
 * await bus.publish('posts', { title: 'Hello' });
 * stop();
 */
export interface PubSub {
  /** Sends `message` to every subscriber of `topic`; resolves once the bus has taken it. */
  publish(topic: string, message: unknown): Promise<void>;
  /** Calls `listener` for each message on `topic` from now on; returns the unsubscribe function. */
  subscribe<T = unknown>(topic: string, listener: PubSubListener<T>): () => void;
  /** Stops delivering and lets go of what the bus holds (IPC listener, database connection). */
  close(): Promise<void>;
}
