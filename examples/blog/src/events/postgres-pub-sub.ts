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
  await withLock(options.pool, (db) => db.query(CREATE_TABLE));
  const { rows } = await options.pool.query<{ id: number | null }>('SELECT max(id)::int8 AS id FROM pubsub_messages');
  const bus = new PostgresPubSub(options, channel, Number(rows[0]?.id ?? 0));
  try {
    await bus.listen();
  } catch (error) {
    // Nobody will hold this bus: stop the retries the failure scheduled.
    await bus.close();
    throw error;
  }
  return bus;
}

/** The bus of {@link openPostgresPubSub}: publishing through the pool, one listening connection. */
class PostgresPubSub implements PubSub {
  readonly #options: PostgresPubSubOptions;
  readonly #channel: string;
  readonly #listeners: TopicListeners;
  readonly #onError: (error: unknown) => void;
  /** The id of the last message delivered: what to read after. */
  #lastId: number;
  #client: pg.Client | undefined;
  #reconnect: NodeJS.Timeout | undefined;
  /** Reads run one after another, so listeners see messages in id order. */
  #reading: Promise<void> = Promise.resolve();
  #published = 0;
  #closed = false;

  constructor(options: PostgresPubSubOptions, channel: string, lastId: number) {
    this.#options = options;
    this.#channel = channel;
    this.#lastId = lastId;
    this.#onError = options.onError ?? ((error: unknown) => console.error('[pubsub]', error));
    this.#listeners = new TopicListeners(this.#onError);
  }

  async publish(topic: string, message: unknown): Promise<void> {
    if (this.#closed) throw new Error('the bus is closed');
    const payload = JSON.stringify(message);
    await withLock(this.#options.pool, (db) =>
      db.query(
        `WITH m AS (INSERT INTO pubsub_messages (topic, payload) VALUES ($1, $2::jsonb) RETURNING id)
         SELECT pg_notify('${this.#channel}', id::text) FROM m`,
        [topic, payload],
      ),
    );
    // Now and then, not on every publish: old rows only cost space.
    if (++this.#published % 100 === 1) {
      await this.#options.pool.query(
        `DELETE FROM pubsub_messages WHERE created_at < now() - $1::int * interval '1 millisecond'`,
        [this.#options.keepMs ?? 5 * 60_000],
      );
    }
  }

  subscribe<T>(topic: string, listener: PubSubListener<T>): () => void {
    return this.#listeners.add(topic, listener as PubSubListener);
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#reconnect);
    this.#listeners.clear();
    await this.#reading;
    const client = this.#client;
    this.#client = undefined;
    await client?.end();
  }

  /** Opens the listening connection, then reads whatever was published while none listened. */
  async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.#options.url });
    client.on('notification', () => this.#readNew());
    client.on('error', (error) => this.#lost(client, error));
    try {
      await client.connect();
      await client.query(`LISTEN ${this.#channel}`);
    } catch (error) {
      this.#lost(client, error);
      throw error;
    }
    if (this.#closed) {
      await client.end();
      return;
    }
    this.#client = client;
    this.#readNew();
  }

  /** The listening connection failed (or could not open): drop it and try again later, once. */
  #lost(client: pg.Client, error: unknown): void {
    this.#onError(error);
    void client.end().catch(() => undefined);
    if (this.#client === client) this.#client = undefined;
    if (this.#closed || this.#reconnect !== undefined) return;
    this.#reconnect = setTimeout(() => {
      this.#reconnect = undefined;
      // A failure schedules the next try through #lost.
      this.listen().catch(() => undefined);
    }, this.#options.reconnectMs ?? 1_000);
  }

  /** Reads every message after the last one delivered: after a notification, and to catch up. */
  #readNew(): void {
    this.#reading = this.#reading
      .then(async () => {
        if (this.#closed) return;
        const result = await this.#options.pool.query<Row>(
          'SELECT id, topic, payload FROM pubsub_messages WHERE id > $1 ORDER BY id',
          [this.#lastId],
        );
        for (const row of result.rows) {
          const id = Number(row.id);
          if (id <= this.#lastId) continue;
          this.#lastId = id;
          this.#listeners.deliver(row.topic, row.payload, id);
        }
      })
      .catch(this.#onError);
  }
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
