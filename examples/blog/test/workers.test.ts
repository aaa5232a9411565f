import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from '@batonjs/test-utils';
import { afterAll, describe, expect, it } from 'vitest';
import { LOGINS } from './helpers/blog-server.js';
import { expectEveryClientGetsEveryEvent } from './helpers/events-across-workers.js';
import { type BlogProcess, spawnBlog, untilOutput } from './helpers/spawn-blog.js';

// WORKERS=n on the SQLite file: every worker opens the one file (WAL, a busy timeout for the
// moments two write at once), migrations run once under an IMMEDIATE transaction, and the rate
// limit counts in the database so the budget is per client, not per worker.
const dir = mkdtempSync(join(tmpdir(), 'blog-workers-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function stop(blog: BlogProcess): Promise<number | string> {
  if (blog.child.exitCode === null) blog.child.kill('SIGTERM');
  return blog.exited;
}

describe('WORKERS=2 on one SQLite file', () => {
  it('migrates once, serves from both workers, keeps every concurrent write, shares the write budget, drains on SIGTERM', async () => {
    const blog = await spawnBlog({
      DATABASE_FILE: join(dir, 'blog.db'),
      WORKERS: '2',
      SESSION_SECRET: 'workers-test-secret-0123456789abcdef',
      RATE_LIMIT_WRITE: '120',
      // An hour: windows are aligned to the clock, and a minute turning mid-test would reset the budget.
      RATE_LIMIT_WINDOW_MS: '3600000',
    });
    try {
      await untilOutput(blog, /Blog service on/, 2);
      const origin = `http://127.0.0.1:${blog.port}`;
      expect((await request(`${origin}/readyz`)).status).toBe(200);
      const login = await request(`${origin}/api/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'ada', password: LOGINS.ada }),
      });
      const cookie = String(login.headers['set-cookie']).split(';')[0] as string;
      // A fresh connection per request, so the primary hands them to both workers in turn.
      const posts = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          request(`${origin}/api/blogs`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie, connection: 'close' },
            body: JSON.stringify({ title: `w${i}`, content: 'from many workers' }),
          }),
        ),
      );
      expect(posts.map((res) => res.status)).toEqual(posts.map(() => 201));
      const list = await request(`${origin}/api/blogs?limit=100`);
      const titles = list.json<{ title: string }[]>().map((post) => post.title);
      expect(titles.filter((title) => /^w\d+$/.test(title)).sort()).toEqual(
        Array.from({ length: 60 }, (_, i) => `w${i}`).sort(),
      );
      // 1 login + 60 posts spent; of 80 more writes (wrong logins), whichever worker answers,
      // only the budget's remaining 59 get through.
      const guesses = await Promise.all(
        Array.from({ length: 80 }, () =>
          request(`${origin}/api/session`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', connection: 'close' },
            body: JSON.stringify({ name: 'ada', password: 'wrong' }),
          }),
        ),
      );
      const statuses = guesses.map((res) => res.status);
      // Unless the minute turned meanwhile (a new window): then more get through, never fewer.
      expect(statuses.filter((s) => s === 401).length).toBeGreaterThanOrEqual(59);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    } finally {
      expect(await stop(blog)).toBe(0);
    }
  });

  it('relays every event to every /api/events client through the cluster primary', async () => {
    const blog = await spawnBlog({
      DATABASE_FILE: join(dir, 'events.db'),
      WORKERS: '2',
      SESSION_SECRET: 'workers-test-secret-0123456789abcdef',
    });
    try {
      await untilOutput(blog, /Blog service on/, 2);
      await expectEveryClientGetsEveryEvent(`http://127.0.0.1:${blog.port}`);
    } finally {
      expect(await stop(blog)).toBe(0);
    }
  });

  it('refuses WORKERS with an in-memory database, saying why', async () => {
    await expect(spawnBlog({ DATABASE_FILE: ':memory:', WORKERS: '2' })).rejects.toThrow(
      /exited with 2[\s\S]*DATABASE_FILE=:memory: would give each worker a database of its own/,
    );
  });
});
