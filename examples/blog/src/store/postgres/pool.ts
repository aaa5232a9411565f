import pg from 'pg';

/**
 * Options of {@link createPostgresPool}.
 *
 * @example
 * createPostgresPool({ url: process.env.DATABASE_URL ?? '', max: 10 });
 */
export interface PostgresPoolOptions {
  /** `postgres://user:password@host:5432/database`. */
  readonly url: string;
  /** Connections this process may open. Default 10. */
  readonly max?: number | undefined;
  /** Told about a connection that failed while idle in the pool (the pool drops it). */
  readonly onError?: ((err: Error) => void) | undefined;
}

const INT8_OID = 20;

// BIGINT ids and millisecond times arrive as strings by default (int8 can exceed a double); ours
// stay below 2^53, so as numbers they map exactly as SQLite's INTEGERs do (store/rows.ts).
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID ? Number : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
};

/**
 * The connection pool of one process. Bounded waits, so that no request hangs on the database:
 * 5 s to get a connection, 10 s for any statement (the server cancels it), after which the
 * request fails with a 5xx instead of waiting for ever.
 *
 * @example
 * const pool = createPostgresPool({ url, max: 10 });
 */
export function createPostgresPool(options: PostgresPoolOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.max ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 10_000,
    types,
  });
  // Without a listener an idle connection's error (the server restarting) would crash the process.
  pool.on('error', options.onError ?? ((err) => console.error('[blog] idle database connection failed:', err.message)));
  return pool;
}
