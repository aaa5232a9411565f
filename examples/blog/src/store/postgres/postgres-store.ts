import type pg from 'pg';
import type { ExportJob, Post } from '../blog-store.js';
import type { DatabaseStore } from '../database-store.js';
import { createLoginCheck } from '../login-check.js';
import {
  type AuthorRow,
  COLLECTION_SQL,
  type CollectionRow,
  type ExportJobRow,
  type PostRow,
  rowId,
  rowIds,
  toAuthor,
  toCollectionState,
  toExportJob,
  toPost,
} from '../rows.js';
import type { SeedData } from '../seed-data.js';
import { planSeed } from '../seed-plan.js';
import { createSqlCounterStore } from '../sql-counter-store.js';
import { migrate, withMigrationLock } from './migrate.js';
import { inTransaction } from './transaction.js';

export interface PostgresStoreOptions {
  /** This process's pool (see createPostgresPool); the store's `close()` ends it. */
  readonly pool: pg.Pool;
  /** Written into a database that had no schema before. */
  readonly seed?: SeedData | undefined;
}

/**
 * Opens the PostgreSQL store: migrates (and seeds a new database) under the migration advisory
 * lock, so of several workers starting together exactly one does it and the others wait, then
 * find it done.
 *
 * @example
 * const store = await openPostgresStore({ pool: createPostgresPool({ url }), seed: SEED_DATA });
 */
export async function openPostgresStore(options: PostgresStoreOptions): Promise<DatabaseStore> {
  const { pool } = options;
  try {
    await withMigrationLock(pool, async (client) => {
      const before = await migrate(client);
      if (before === 0 && options.seed !== undefined) await seed(client, options.seed);
    });
  } catch (err) {
    await pool.end();
    throw err;
  }
  return createPostgresStore(pool);
}

async function seed(client: pg.ClientBase, data: SeedData): Promise<void> {
  const plan = await planSeed(data);
  await inTransaction(client, async () => {
    const ids = new Map<string, number>();
    for (const a of plan.authors) {
      const { rows } = await client.query<{ id: number }>(
        'INSERT INTO authors (name, age, password_hash, role, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5) RETURNING id',
        [a.name, a.age, a.passwordHash, a.role, a.time],
      );
      ids.set(a.name, rows[0]?.id as number);
    }
    for (const p of plan.posts) {
      await client.query(
        'INSERT INTO posts (author_id, title, content, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)',
        [ids.get(p.author), p.title, p.content, p.time],
      );
    }
  });
}

// A post's change changes what /api/v1/authors/<id> shows, so its author's version moves with it.
// Each write below is one statement whose CTE also bumps the author: a statement is atomic in
// PostgreSQL (its own transaction), so this is the SQLite store's two-statement transaction in one
// round trip instead of four (BEGIN, write, touch, COMMIT).
const SQL = {
  authorById: 'SELECT * FROM authors WHERE id = $1',
  authorByName: 'SELECT * FROM authors WHERE name = $1',
  authorsByIds: 'SELECT * FROM authors WHERE id = ANY($1::bigint[]) ORDER BY id',
  // A taken name inserts nothing and returns no row, without an exception to tell apart.
  insertAuthor: `INSERT INTO authors (name, age, created_at, updated_at) VALUES ($1, $2, $3, $3)
    ON CONFLICT (name) DO NOTHING RETURNING *`,
  postById: 'SELECT * FROM posts WHERE id = $1',
  listPosts: 'SELECT * FROM posts ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2',
  postsByAuthor: 'SELECT * FROM posts WHERE author_id = $1 ORDER BY created_at DESC, id DESC',
  postsByAuthors: 'SELECT * FROM posts WHERE author_id = ANY($1::bigint[]) ORDER BY created_at DESC, id DESC',
  createPost: `WITH post AS (
      INSERT INTO posts (author_id, title, content, created_at, updated_at) VALUES ($1, $2, $3, $4, $4) RETURNING *
    ), author AS (
      UPDATE authors SET version = version + 1, updated_at = $4 WHERE id = (SELECT author_id FROM post)
    )
    SELECT * FROM post`,
  // A NULL expected version means "whatever it is now": the write is unconditional. The check and
  // the write are one statement, so a concurrent change cannot slip in between (If-Match).
  updatePost: `WITH post AS (
      UPDATE posts SET title = $2, content = $3, updated_at = $4, version = version + 1
      WHERE id = $1 AND ($5::int IS NULL OR version = $5) RETURNING *
    ), author AS (
      UPDATE authors SET version = version + 1, updated_at = $4 WHERE id = (SELECT author_id FROM post)
    )
    SELECT * FROM post`,
  deletePost: `WITH post AS (
      DELETE FROM posts WHERE id = $1 AND ($2::int IS NULL OR version = $2) RETURNING author_id
    ), author AS (
      UPDATE authors SET version = version + 1, updated_at = $3 WHERE id = (SELECT author_id FROM post)
    )
    SELECT author_id FROM post`,
  insertJob: 'INSERT INTO export_jobs (author_id, created_at, updated_at) VALUES ($1, $2, $2) RETURNING *',
  jobById: 'SELECT * FROM export_jobs WHERE id = $1',
  // SKIP LOCKED: a job another process is claiming right now is passed over rather than waited
  // for, so concurrent claimers each get a different job (or none) without queueing on one row.
  claimJob: `UPDATE export_jobs SET status = 'running', claimed_at = $1, updated_at = $1
    WHERE id = (SELECT id FROM export_jobs
                WHERE status = 'pending' OR (status = 'running' AND claimed_at < $2)
                ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
    RETURNING *`,
  finishJob: `UPDATE export_jobs SET status = $2, result = $3, error = $4, updated_at = $5
    WHERE id = $1 AND status = 'running'`,
  // The count carries into a window that ends later (a process whose clock is behind still adds
  // to the newest window); an older window starts again at 1.
  countRequest: `INSERT INTO rate_limit_counters AS c (key, reset_at, count) VALUES ($1, $2, 1)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN c.reset_at >= EXCLUDED.reset_at THEN c.count + 1 ELSE 1 END,
      reset_at = GREATEST(c.reset_at, EXCLUDED.reset_at)
    RETURNING count, reset_at`,
  sweepCounters: 'DELETE FROM rate_limit_counters WHERE reset_at <= $1',
} as const;

function createPostgresStore(pool: pg.Pool): DatabaseStore {
  const checkLogin = createLoginCheck();
  // close() may be called twice (as SQLite's may); the pool's end() may not.
  let closing: Promise<void> | undefined;

  async function one<Row extends pg.QueryResultRow>(text: string, values: unknown[]): Promise<Row | undefined> {
    const { rows } = await pool.query<Row>(text, values);
    return rows[0];
  }

  return {
    async getAuthor(id) {
      const key = rowId(id);
      const row = key === undefined ? undefined : await one<AuthorRow>(SQL.authorById, [key]);
      return row === undefined ? undefined : toAuthor(row);
    },
    async getAuthorsByIds(ids) {
      return (await pool.query<AuthorRow>(SQL.authorsByIds, [rowIds(ids)])).rows.map(toAuthor);
    },
    async createAuthor({ name, age }) {
      const row = await one<AuthorRow>(SQL.insertAuthor, [name, age, Date.now()]);
      return row === undefined ? undefined : toAuthor(row);
    },
    async verifyLogin(name, password) {
      return checkLogin(await one<AuthorRow>(SQL.authorByName, [name]), password);
    },
    async getPost(id) {
      const key = rowId(id);
      const row = key === undefined ? undefined : await one<PostRow>(SQL.postById, [key]);
      return row === undefined ? undefined : toPost(row);
    },
    async listPosts({ limit, offset }) {
      return (await pool.query<PostRow>(SQL.listPosts, [limit, offset])).rows.map(toPost);
    },
    async listPostsByAuthor(authorId) {
      const key = rowId(authorId);
      return key === undefined ? [] : (await pool.query<PostRow>(SQL.postsByAuthor, [key])).rows.map(toPost);
    },
    async listPostsByAuthorIds(authorIds) {
      return (await pool.query<PostRow>(SQL.postsByAuthors, [rowIds(authorIds)])).rows.map(toPost);
    },
    async collectionState() {
      return toCollectionState(await one<CollectionRow>(COLLECTION_SQL, []));
    },
    async createPost(authorId, input): Promise<Post> {
      const key = rowId(authorId);
      if (key === undefined) throw new Error(`author id ${authorId} is not a row id`);
      return toPost((await one<PostRow>(SQL.createPost, [key, input.title, input.content, Date.now()])) as PostRow);
    },
    async updatePost(id, input, expectedVersion) {
      const key = rowId(id);
      if (key === undefined) return undefined;
      const row = await one<PostRow>(SQL.updatePost, [
        key,
        input.title,
        input.content,
        Date.now(),
        expectedVersion ?? null,
      ]);
      return row === undefined ? undefined : toPost(row);
    },
    async deletePost(id, expectedVersion) {
      const key = rowId(id);
      if (key === undefined) return false;
      return (await one(SQL.deletePost, [key, expectedVersion ?? null, Date.now()])) !== undefined;
    },
    async createExportJob(authorId): Promise<ExportJob> {
      const key = rowId(authorId);
      if (key === undefined) throw new Error(`author id ${authorId} is not a row id`);
      return toExportJob((await one<ExportJobRow>(SQL.insertJob, [key, Date.now()])) as ExportJobRow);
    },
    async getExportJob(id) {
      const key = rowId(id);
      const row = key === undefined ? undefined : await one<ExportJobRow>(SQL.jobById, [key]);
      return row === undefined ? undefined : toExportJob(row);
    },
    async claimExportJob(leaseMs) {
      const now = Date.now();
      const row = await one<ExportJobRow>(SQL.claimJob, [now, now - leaseMs]);
      return row === undefined ? undefined : toExportJob(row);
    },
    async finishExportJob(id, outcome) {
      const key = rowId(id);
      if (key === undefined) return;
      const done = 'result' in outcome;
      await pool.query(SQL.finishJob, [
        key,
        done ? 'done' : 'failed',
        done ? outcome.result : null,
        done ? null : outcome.error,
        Date.now(),
      ]);
    },
    counters: createSqlCounterStore({
      async upsert(key, resetAt) {
        const row = (await one<{ count: number; reset_at: number }>(SQL.countRequest, [key, resetAt])) as {
          count: number;
          reset_at: number;
        };
        return { count: row.count, resetAt: row.reset_at };
      },
      async sweep(now) {
        await pool.query(SQL.sweepCounters, [now]);
      },
    }),
    async ping() {
      await pool.query('SELECT 1');
    },
    close() {
      closing ??= pool.end();
      return closing;
    },
  };
}
