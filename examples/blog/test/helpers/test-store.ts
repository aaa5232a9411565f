import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseStore } from '../../src/store/database-store.js';
import { createPostgresPool } from '../../src/store/postgres/pool.js';
import { openPostgresStore } from '../../src/store/postgres/postgres-store.js';
import { SEED_DATA } from '../../src/store/seed-data.js';
import { openSqliteStore } from '../../src/store/sqlite/sqlite-store.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The throwaway server of the blog-postgres project (postgres-global-setup.ts), as its admin. */
    postgresUrl: string;
  }
}

/**
 * Which store the blog's tests run on: the blog-postgres project sets BLOG_TEST_STORE=postgres
 * (vitest.workspace.ts) and runs the same suites on PostgreSQL that the blog project runs on SQLite.
 */
export const TEST_STORE: 'sqlite' | 'postgres' = process.env.BLOG_TEST_STORE === 'postgres' ? 'postgres' : 'sqlite';

/** The database a test has to itself: seeded, and dropped by {@link TestDatabase.drop}. */
export interface TestDatabase {
  readonly url: string;
  drop(): Promise<void>;
}

/** The name of the seeded, migrated database each test database is copied from. */
export const TEMPLATE_DATABASE = 'blog_template';

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('postgresUrl') });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh PostgreSQL database, a copy of the seeded template (`CREATE DATABASE … TEMPLATE`: a file
 * copy, much faster than migrating and hashing the seed's passwords again), or an empty one.
 *
 * @example
 * const db = await createTestDatabase();
 * try { ... } finally { await db.drop(); }
 */
export async function createTestDatabase(options: { readonly empty?: boolean } = {}): Promise<TestDatabase> {
  const name = `blog_${process.pid}_${randomBytes(6).toString('hex')}`;
  // template0: a database with no schema at all, to see a first start migrate and seed.
  const template = options.empty === true ? 'template0' : TEMPLATE_DATABASE;
  await admin((client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const url = new URL(inject('postgresUrl'));
  url.pathname = `/${name}`;
  return {
    url: url.href,
    // FORCE: a process a test killed may have left a session behind.
    drop: () => admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

/**
 * A seeded store of the kind this run tests ({@link TEST_STORE}): SQLite in memory, or a fresh
 * PostgreSQL database that `close()` drops.
 *
 * @example
 * const store = await openTestStore();
 */
export async function openTestStore(): Promise<DatabaseStore> {
  if (TEST_STORE === 'sqlite') return openSqliteStore({ file: ':memory:', seed: SEED_DATA });
  const db = await createTestDatabase();
  const store = await openPostgresStore({ pool: createPostgresPool({ url: db.url, max: 4 }) });
  let closing: Promise<void> | undefined;
  return {
    ...store,
    close() {
      closing ??= store.close().then(() => db.drop());
      return closing;
    },
  };
}
