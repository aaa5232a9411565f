import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { postgresSkipReason, startPostgres } from '../src/index.js';

const skip = postgresSkipReason();
if (skip !== undefined) console.warn(`startPostgres tests skipped: ${skip}`);

describe.skipIf(skip !== undefined)('startPostgres', () => {
  it('starts a server on 127.0.0.1 that answers queries, and stop() removes its directory', async () => {
    const server = await startPostgres({ settings: { max_connections: '30' } });
    let stopped = false;
    try {
      expect(server.url).toBe(`postgres://baton:${server.password}@127.0.0.1:${server.port}/postgres`);
      expect(server.version).toMatch(/PostgreSQL\) \d+/);
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      try {
        const { rows } = await client.query<{ sum: number; addr: string; max: string }>(
          "SELECT 1 + 2 AS sum, inet_server_addr()::text AS addr, current_setting('max_connections') AS max",
        );
        expect(rows).toEqual([{ sum: 3, addr: '127.0.0.1/32', max: '30' }]);
        await client.query('CREATE TABLE t (id serial PRIMARY KEY, name text NOT NULL)');
        await client.query('INSERT INTO t (name) VALUES ($1), ($2)', ['a', 'b']);
        expect((await client.query('SELECT name FROM t ORDER BY id')).rows).toEqual([{ name: 'a' }, { name: 'b' }]);
      } finally {
        await client.end();
      }
      // When run as root the cluster belongs to an unprivileged user: PostgreSQL refuses root.
      if (process.getuid?.() === 0) expect((await stat(`${server.dir}/data`)).uid).not.toBe(0);
      await server.stop();
      stopped = true;
      expect(existsSync(server.dir)).toBe(false);
      await server.stop();
    } finally {
      if (!stopped) await server.stop();
    }
  });

  it('refuses a wrong password', async () => {
    const server = await startPostgres();
    try {
      const client = new pg.Client({ connectionString: server.url.replace(server.password, 'wrong') });
      await expect(client.connect()).rejects.toThrow(/password authentication failed for user "baton"/);
    } finally {
      await server.stop();
    }
  });

  it('fails with the end of the server log when PostgreSQL does not start, and leaves no directory', async () => {
    const ours = async () => (await readdir(tmpdir())).filter((name) => name.startsWith('baton-pg-'));
    const before = new Set(await ours());
    await expect(startPostgres({ settings: { shared_buffers: "'lots'" } })).rejects.toThrow(
      /pg_ctl start .* failed[\s\S]*postgres\.log \(end\)[\s\S]*shared_buffers/,
    );
    expect((await ours()).filter((name) => !before.has(name))).toEqual([]);
  });

  it('runs two servers side by side on different ports', async () => {
    const [a, b] = await Promise.all([startPostgres(), startPostgres()]);
    try {
      expect(a.port).not.toBe(b.port);
      expect(a.dir).not.toBe(b.dir);
      for (const server of [a, b]) {
        const client = new pg.Client({ connectionString: server.url });
        await client.connect();
        try {
          expect((await client.query('SELECT current_user AS u')).rows).toEqual([{ u: 'baton' }]);
        } finally {
          await client.end();
        }
      }
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });
});
