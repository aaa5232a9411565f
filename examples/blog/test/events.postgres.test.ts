import type { PubSub } from 'batonjs';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresPubSub } from '../src/events/postgres-pub-sub.js';
import { createPostgresPool } from '../src/store/postgres/pool.js';
import { expectEveryClientGetsEveryEvent } from './helpers/events-across-workers.js';
import { type BlogProcess, spawnBlog, untilOutput } from './helpers/spawn-blog.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-store.js';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

/** Collects what `bus` delivers on `topic`. */
function collect(bus: PubSub, topic: string): { message: unknown; sequence: number }[] {
  const got: { message: unknown; sequence: number }[] = [];
  bus.subscribe(topic, (message, sequence) => got.push({ message, sequence }));
  return got;
}

async function until(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('not in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('openPostgresPubSub() (LISTEN/NOTIFY)', () => {
  it('delivers a message published by either of two processes to both, with the same increasing ids, any size', async () => {
    const pools: pg.Pool[] = [createPostgresPool({ url: db.url, max: 2 }), createPostgresPool({ url: db.url, max: 2 })];
    const [a, b] = await Promise.all(pools.map((pool) => openPostgresPubSub({ url: db.url, pool })));
    const busA = a as PubSub;
    const busB = b as PubSub;
    try {
      const gotA = collect(busA, 'news');
      const gotB = collect(busB, 'news');
      const otherB = collect(busB, 'other');
      // Far past NOTIFY's 8,000-byte payload: the notification carries the id, the row the message.
      const big = 'é'.repeat(20_000);
      await busA.publish('news', { n: 1 });
      await busB.publish('news', { n: 2, big });
      await busA.publish('other', 'x');
      await busB.publish('news', { n: 3 });
      await until(() => gotA.length === 3 && gotB.length === 3 && otherB.length === 1);
      expect(gotA.map((g) => (g.message as { n: number }).n)).toEqual([1, 2, 3]);
      expect(gotA[1]?.message).toEqual({ n: 2, big });
      expect(gotB).toEqual(gotA);
      const ids = gotA.map((g) => g.sequence);
      expect(ids).toEqual([...ids].sort((x, y) => x - y));
      expect(new Set(ids).size).toBe(3);
      expect(otherB).toEqual([{ message: 'x', sequence: expect.any(Number) }]);
    } finally {
      await busA.close();
      await busB.close();
      await Promise.all(pools.map((pool) => pool.end()));
    }
  });

  it('catches up on what was published while its listening connection was cut', async () => {
    const pool = createPostgresPool({ url: db.url, max: 2 });
    const publisherPool = createPostgresPool({ url: db.url, max: 2 });
    const errors: unknown[] = [];
    const bus = await openPostgresPubSub({ url: db.url, pool, reconnectMs: 50, onError: (e) => errors.push(e) });
    const publisher = await openPostgresPubSub({ url: db.url, pool: publisherPool, onError: () => undefined });
    try {
      const got = collect(bus, 'news');
      await publisher.publish('news', 'before');
      await until(() => got.length === 1);
      // Cut every LISTENing connection (publishing goes through the pools, which stay).
      const cut = await pool.query<{ cut: boolean }>(
        `SELECT pg_terminate_backend(pid) AS cut FROM pg_stat_activity
         WHERE datname = current_database() AND query LIKE 'LISTEN%'`,
      );
      expect(cut.rows).toEqual([{ cut: true }, { cut: true }]);
      await publisher.publish('news', 'while cut');
      await until(() => got.length === 2);
      expect(got.map((g) => g.message)).toEqual(['before', 'while cut']);
      expect(errors.length).toBeGreaterThan(0);
    } finally {
      await bus.close();
      await publisher.close();
      await pool.end();
      await publisherPool.end();
    }
  });
});

describe('openPostgresPubSub() that cannot listen', () => {
  it('rejects, and leaves no retries running behind it', async () => {
    const pool = createPostgresPool({ url: db.url, max: 1 });
    const errors: unknown[] = [];
    try {
      await expect(
        openPostgresPubSub({
          url: 'postgres://127.0.0.1:1/none',
          pool,
          reconnectMs: 20,
          onError: (e) => errors.push(e),
        }),
      ).rejects.toThrow(/ECONNREFUSED/);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(errors).toHaveLength(1);
    } finally {
      await pool.end();
    }
  });
});

describe('WORKERS=2 on PostgreSQL: GET /api/events', () => {
  let blog: BlogProcess;
  afterAll(async () => {
    if (blog.child.exitCode === null && blog.child.signalCode === null) blog.child.kill('SIGTERM');
    await blog.exited;
  });

  it('gives every client every event, whichever worker served the write, with the same ids', async () => {
    blog = await spawnBlog({
      DATABASE_URL: db.url,
      WORKERS: '2',
      DATABASE_POOL_SIZE: '3',
      SESSION_SECRET: 'events-test-secret-0123456789abcdefgh',
    });
    await untilOutput(blog, /Blog service on/, 2);
    await expectEveryClientGetsEveryEvent(`http://127.0.0.1:${blog.port}`);
  });
});
