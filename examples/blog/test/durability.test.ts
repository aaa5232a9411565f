import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from '@batonjs/test-utils';
import Database from 'better-sqlite3';
import { Agent } from 'undici';
import { afterAll, describe, expect, it } from 'vitest';
import { cookieOf, LOGINS } from './helpers/blog-server.js';
import { spawnBlog } from './helpers/spawn-blog.js';

const dir = mkdtempSync(join(tmpdir(), 'blog-durable-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const TOTAL = 200;
const KILL_AFTER = 100;

/** A body that would show any truncation: its index, then one letter repeated to a fixed length. */
function contentOf(i: number): string {
  return `${i}:`.padEnd(20_000, String.fromCharCode(97 + (i % 26)));
}

describe('durability', () => {
  it('keeps every post answered 201 whole after SIGKILL in the middle of 200 concurrent POSTs', {
    timeout: 60_000,
  }, async () => {
    const file = join(dir, 'blog.db');
    const env = { DATABASE_FILE: file, SESSION_SECRET: 's'.repeat(32), RATE_LIMIT_WRITE: '100000' };
    const blog = await spawnBlog(env);
    const origin = `http://127.0.0.1:${blog.port}`;
    const login = await request(`${origin}/api/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'ada', password: LOGINS.ada }),
    });
    const cookie = cookieOf(login);

    const dispatcher = new Agent({ connections: TOTAL });
    const created = new Map<string, number>();
    let answered = 0;
    const killed = new Promise<void>((resolve) => {
      const attempts = Array.from({ length: TOTAL }, async (_, i) => {
        try {
          const res = await request(`${origin}/api/blogs`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie },
            body: JSON.stringify({ title: `durable-${i}`, content: contentOf(i) }),
            dispatcher,
          });
          if (res.status === 201) created.set(res.headers.location as string, i);
        } catch {
          // The connection died with the process: no answer, so no promise was made.
        }
        answered += 1;
        if (answered === KILL_AFTER) {
          blog.child.kill('SIGKILL');
          resolve();
        }
      });
      void Promise.all(attempts).then(() => resolve());
    });
    await killed;
    expect(await blog.exited).toBe('SIGKILL');
    await dispatcher.close();
    expect(created.size).toBeGreaterThan(0);

    // The file as SQLite recovers it from the WAL: intact, and no post without its author's bump.
    const raw = new Database(file);
    expect(raw.pragma('integrity_check', { simple: true })).toBe('ok');
    const rows = raw
      .prepare<[], { id: number; title: string; content: string }>(
        "SELECT id, title, content FROM posts WHERE title LIKE 'durable-%'",
      )
      .all();
    const ada = raw.prepare<[], { version: number }>("SELECT version FROM authors WHERE name = 'ada'").get();
    raw.close();
    for (const row of rows) {
      const i = Number(row.title.slice('durable-'.length));
      expect(row.content).toBe(contentOf(i));
    }
    // Seeded at version 1, and one bump per post in the post's own transaction.
    expect(ada?.version).toBe(1 + rows.length);
    expect(rows.length).toBeGreaterThanOrEqual(created.size);

    const restarted = await spawnBlog(env);
    try {
      for (const [location, i] of created) {
        const res = await request(`http://127.0.0.1:${restarted.port}${location}`);
        expect(res.status, location).toBe(200);
        expect(res.json()).toMatchObject({ title: `durable-${i}`, content: contentOf(i), author: '1' });
      }
    } finally {
      restarted.child.kill('SIGTERM');
      await restarted.exited;
    }
    console.info(`durability: ${created.size} of ${TOTAL} answered 201 before SIGKILL; ${rows.length} on disk`);
  });
});
