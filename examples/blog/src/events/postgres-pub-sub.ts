import { type PubSub, type PubSubListener, TopicListeners } from 'batonjs';
import pg from 'pg';

/**
 * {@link openPostgresPubSub}'s options.
 *
 * @example
 * openPostgresPubSub({ url: process.env.DATABASE_URL ?? '', pool });
 */
export interface PostgresPubSubOptions {
  /** For the one connection that LISTENs (a pooled one would be handed to others between queries). */
  readonly url: string;
  /** Publishes and reads messages; the caller ends it after `close()`. */
  readonly pool: pg.Pool;
  /** The NOTIFY channel. Default `baton_pubsub`. */
  readonly channel?: string;
  /** How long messages stay in the table for listeners to read (and for catching up after a lost connection). Default 5 minutes. */
  readonly keepMs?: number;
  /** ms before the listening connection is opened again after it failed. Default 1,000. */
  readonly reconnectMs?: number;
  /** A listener that threw, or the listening connection that failed. Default `console.error`. */
  readonly onError?: (error: unknown) => void;
}

// The messages wait here: NOTIFY carries only the id (its payload stops at 8,000 bytes, a post may
// be longer), and every listener reads the row. UNLOGGED: a message is worth minutes, not a crash-safe copy.
const CREATE_TABLE = `CREATE UNLOGGED TABLE IF NOT EXISTS pubsub_messages (
  id BIGSERIAL PRIMARY KEY,
  topic TEXT NOT NULL,
  payload JSONB NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
)`;

// Any constant nobody else in the database takes as an advisory lock.
const PUBLISH_LOCK = 0x62_61_74_6f;

const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

interface Row {
  id: number;
  topic: string;
  payload: unknown;
}

/**
 * A {@link PubSub} over PostgreSQL LISTEN/NOTIFY, so a message published by any process on any
 * machine that uses the database reaches the subscribers of all. Each message is a row of
 * `pubsub_messages` (created on first use), and NOTIFY sends only its id: every listener reads the
 * row back, so messages of any size fit. Publishes take a transaction-level advisory lock, so ids
 * commit in order and the id, which is the sequence number, increases in the order every listener
 * sees. When the listening connection fails it is opened again and catches up from the table.
 *
 * @example
 * const bus = await openPostgresPubSub({ url, pool });
 * bus.subscribe('blog', (message, id) => console.log(id, message));
 * await bus.publish('blog', { type: 'blog.created' });
 */
export async function openPostgresPubSub(options: PostgresPubSubOptions): Promise<PubSub> {
  const channel = options.channel ?? 'baton_pubsub';
  if (!IDENTIFIER.test(channel)) throw new TypeError(`channel must be a plain SQL identifier, not ${channel}`);
  const { pool } = options;
  const keepMs = options.keepMs ?? 5 * 60_000;
  const onError = options.onError ?? ((error: unknown) => console.error('[pubsub]', error));
  const listeners = new TopicListeners(onError);
  let lastId = 0;
  let closed = false;
  let client: pg.Client | undefined;
  let reconnect: NodeJS.Timeout | undefined;
  // Reads run one after another, so listeners see messages in id order.
  let reading: Promise<void> = Promise.resolve();

  await withLock(pool, (db) => db.query(CREATE_TABLE));
  const { rows } = await pool.query<{ id: number | null }>('SELECT max(id)::int8 AS id FROM pubsub_messages');
  lastId = Number(rows[0]?.id ?? 0);

  const deliver = (row: Row): void => {
    if (row.id <= lastId) return;
    lastId = row.id;
    listeners.deliver(row.topic, row.payload, row.id);
  };

  /** Reads every message after the last one delivered: after a notification, and to catch up. */
  const readNew = (): void => {
    reading = reading
      .then(async () => {
        if (closed) return;
        const result = await pool.query<Row>(
          'SELECT id, topic, payload FROM pubsub_messages WHERE id > $1 ORDER BY id',
          [lastId],
        );
        for (const row of result.rows) deliver({ ...row, id: Number(row.id) });
      })
      .catch(onError);
  };

  const listen = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: options.url });
    next.on('notification', readNew);
    next.on('error', (error) => {
      onError(error);
      void next.end().catch(() => undefined);
      if (client === next) client = undefined;
      if (!closed) reconnect = setTimeout(() => void listen().catch(retry), options.reconnectMs ?? 1_000);
    });
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    client = next;
    // Whatever was published while no connection listened.
    readNew();
  };
  const retry = (error: unknown): void => {
    onError(error);
    if (!closed) reconnect = setTimeout(() => void listen().catch(retry), options.reconnectMs ?? 1_000);
  };
  await listen();

  let published = 0;
  return {
    async publish(topic, message) {
      if (closed) throw new Error('the bus is closed');
      const payload = JSON.stringify(message);
      await withLock(pool, (db) =>
        db.query(
          `WITH m AS (INSERT INTO pubsub_messages (topic, payload) VALUES ($1, $2::jsonb) RETURNING id)
           SELECT pg_notify('${channel}', id::text) FROM m`,
          [topic, payload],
        ),
      );
      // Now and then, not on every publish: old rows only cost space.
      if (++published % 100 === 1) {
        await pool.query(`DELETE FROM pubsub_messages WHERE created_at < now() - $1::int * interval '1 millisecond'`, [
          keepMs,
        ]);
      }
    },
    subscribe<T>(topic: string, listener: PubSubListener<T>) {
      return listeners.add(topic, listener as PubSubListener);
    },
    async close() {
      closed = true;
      clearTimeout(reconnect);
      listeners.clear();
      await reading;
      await client?.end();
    },
  };
}

/** Runs `fn` in a transaction that holds the publish lock: one publisher at a time commits. */
async function withLock<T>(pool: pg.Pool, fn: (db: pg.PoolClient) => Promise<T>): Promise<T> {
  const db = await pool.connect();
  try {
    await db.query('BEGIN');
    await db.query('SELECT pg_advisory_xact_lock($1)', [PUBLISH_LOCK]);
    const result = await fn(db);
    await db.query('COMMIT');
    return result;
  } catch (error) {
    await db.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    db.release();
  }
}
