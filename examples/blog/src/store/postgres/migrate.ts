import type pg from 'pg';
import { loadMigrations, type Migration, migrationsDir } from '../migrations.js';
import { inTransaction } from './transaction.js';

// Any constant works as long as nothing else in the database takes the same advisory lock; this one
// is the blog's ("blog" in ASCII, then "mig").
const MIGRATION_LOCK = '7092959077419367';

/**
 * Runs `fn` on one connection while holding the session-level advisory lock for migrations
 * (`pg_advisory_lock`): when several workers on several machines start together, they queue here
 * and run `fn` one after the other. The lock is released even when `fn` throws, and also by the
 * server if this process dies (it is tied to the session).
 *
 * @example
 * await withMigrationLock(pool, (client) => migrate(client));
 */
export async function withMigrationLock<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      return await fn(client);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

/**
 * Applies, in order and each in its own transaction together with its row in `schema_migrations`,
 * every migration numbered above the highest recorded one. Call it under {@link withMigrationLock}:
 * the lock, not the transactions, is what keeps two processes from applying one migration twice.
 * Returns the version found before, 0 for a new database.
 *
 * @example
 * const before = await withMigrationLock(pool, (client) => migrate(client));
 */
export async function migrate(
  client: pg.ClientBase,
  migrations: readonly Migration[] = loadMigrations(migrationsDir('postgres')),
): Promise<number> {
  await client.query(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)',
  );
  const { rows } = await client.query<{ version: number }>(
    'SELECT COALESCE(MAX(version), 0)::int AS version FROM schema_migrations',
  );
  const before = rows[0]?.version ?? 0;
  const latest = migrations.at(-1)?.version ?? 0;
  if (before > latest) {
    throw new Error(`the database is at schema version ${before}, newer than this code (${latest}): upgrade the code`);
  }
  for (const migration of migrations) {
    if (migration.version <= before) continue;
    await inTransaction(client, async () => {
      await client.query(migration.sql);
      await client.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [
        migration.version,
        migration.name,
        Date.now(),
      ]);
    });
  }
  return before;
}
