import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { request } from '@batonjs/test-utils';
import { afterAll, describe, expect, it } from 'vitest';
import { type BlogProcess, spawnBlog } from './helpers/spawn-blog.js';

const dir = mkdtempSync(join(tmpdir(), 'blog-start-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function stop(blog: BlogProcess): Promise<number | string> {
  blog.child.kill('SIGTERM');
  return blog.exited;
}

describe('node dist/main.js (what npm start runs)', () => {
  it('creates and seeds the database, keeps a development secret next to it with a warning, and logs requests', async () => {
    const file = join(dir, 'data', 'blog.db');
    const blog = await spawnBlog({ DATABASE_FILE: file, LOG: '1' });
    try {
      const res = await request(`http://127.0.0.1:${blog.port}/api/blogs/1?from=test`);
      expect(res.status).toBe(200);
      expect(res.json()).toMatchObject({ id: '1', title: 'Hello, Baton' });
      const secretFile = join(dir, 'data', 'session-secret');
      expect(statSync(secretFile).mode & 0o777).toBe(0o600);
      const secret = readFileSync(secretFile, 'utf8').trim();
      expect(secret.length).toBeGreaterThanOrEqual(32);
      expect(blog.output()).toContain(`SESSION_SECRET is not set: using the development secret kept in ${secretFile}`);
      // The line is written when the response finishes and reaches the pipe a little later: a
      // fixed 50 ms wait failed under the load of a full test run.
      await expect
        .poll(() => blog.output(), { timeout: 5000 })
        .toMatch(/\[blog\] GET \/api\/blogs\/1\?from=test 200 \d+\.\dms/);
      expect(blog.output()).not.toContain(secret);
    } finally {
      expect(await stop(blog)).toBe(0);
    }
    // The second start keeps the secret, so logins survive restarts.
    const again = await spawnBlog({ DATABASE_FILE: file, LOG: '0' });
    try {
      expect((await request(`http://127.0.0.1:${again.port}/api/blogs/1`)).status).toBe(200);
      expect(again.output()).not.toMatch(/\[blog\] GET/);
    } finally {
      await stop(again);
    }
  });

  it('refuses to start in production without SESSION_SECRET', async () => {
    const main = fileURLToPath(new URL('../dist/main.js', import.meta.url));
    const child = spawn(process.execPath, [main], {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', PORT: '0', DATABASE_FILE: ':memory:' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(2);
    expect(stderr).toContain('SESSION_SECRET is required in production');
  });

  it('refuses bad settings with a clear message', async () => {
    await expect(spawnBlog({ RATE_LIMIT_WRITE: 'lots', DATABASE_FILE: ':memory:' })).rejects.toThrow(
      /exited with 2[\s\S]*RATE_LIMIT_WRITE must be an integer from 1 to 999999999; got "lots"/,
    );
  });

  it('serves production with a secret and withholds 5xx details there', async () => {
    const blog = await spawnBlog({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), DATABASE_FILE: ':memory:' });
    try {
      const res = await request(`http://127.0.0.1:${blog.port}/api/nope`);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toBe('application/problem+json');
      expect(blog.output()).not.toContain('SESSION_SECRET is not set');
    } finally {
      await stop(blog);
    }
  });
});
