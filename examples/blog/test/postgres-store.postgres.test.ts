import { freePort } from '@batonjs/test-utils';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { loadMigrations, migrationsDir } from '../src/store/migrations.js';
import { createPostgresPool } from '../src/store/postgres/pool.js';
import { openPostgresStore } from '../src/store/postgres/postgres-store.js';
import { SEED_DATA } from '../src/store/seed-data.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-store.js';

// What only the PostgreSQL store has to prove (blog-postgres project only); the behaviour both
// stores share is in store.test.ts.
let db: TestDatabase | undefined;
afterEach(async () => {
  await db?.drop();
  db = undefined;
});

async function query<Row extends pg.QueryResultRow>(url: string, text: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(text)).rows;
  } finally {
    await client.end();
  }
}

describe('the PostgreSQL store', () => {
  it('migrates and seeds a new database exactly once when several workers open it together (advisory lock)', async () => {
    db = await createTestDatabase({ empty: true });
    const url = db.url;
    const stores = await Promise.all(
      Array.from({ length: 4 }, () =>
        openPostgresStore({ pool: createPostgresPool({ url, max: 2 }), seed: SEED_DATA }),
      ),
    );
    await Promise.all(stores.map((store) => store.close()));
    const versions = await query<{ version: number }>(url, 'SELECT version FROM schema_migrations ORDER BY version');
    expect(versions.map((row) => row.version)).toEqual(loadMigrations(migrationsDir('postgres')).map((m) => m.version));
    const authors = await query<{ n: string }>(url, 'SELECT COUNT(*) AS n FROM authors');
    expect(Number(authors[0]?.n)).toBe(SEED_DATA.authors.length);
    const posts = await query<{ n: string }>(url, 'SELECT COUNT(*) AS n FROM posts');
    expect(Number(posts[0]?.n)).toBe(SEED_DATA.posts.length);
  });

  it('refuses a database migrated by newer code, and ends its pool', async () => {
    db = await createTestDatabase();
    await query(db.url, "INSERT INTO schema_migrations (version, name, applied_at) VALUES (999, '999-future.sql', 0)");
    const pool = createPostgresPool({ url: db.url, max: 1 });
    await expect(openPostgresStore({ pool })).rejects.toThrow(/schema version 999, newer than this code/);
    expect(pool.ending).toBe(true);
  });

  it('fails ping() quickly when the server cannot be reached, instead of hanging', async () => {
    const port = await freePort();
    const pool = createPostgresPool({ url: `postgres://nobody:x@127.0.0.1:${port}/none`, max: 1, onError: () => {} });
    const started = Date.now();
    await expect(pool.query('SELECT 1')).rejects.toThrow(/ECONNREFUSED/);
    expect(Date.now() - started).toBeLessThan(5_000);
    await pool.end();
  });
});
