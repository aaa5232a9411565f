import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { SEED_DATA } from '../src/store/seed-data.js';
import { spawnBlog } from './helpers/spawn-blog.js';

const DEMO = fileURLToPath(new URL('../dist/rest-demo.js', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'blog-rest-demo-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run rest-demo (node dist/rest-demo.js)', () => {
  it('prints every blog of a running service through the typed REST client', async () => {
    const blog = await spawnBlog({ DATABASE_FILE: join(dir, 'blog.db') });
    try {
      const { stdout } = await promisify(execFile)(process.execPath, [DEMO], {
        env: { PATH: process.env.PATH ?? '', API_URL: `http://127.0.0.1:${blog.port}/api` },
      });
      const newest = [...SEED_DATA.posts].reverse().slice(0, 5);
      for (const post of newest) expect(stdout).toContain(post.title);
      expect(stdout).toMatch(/ wrote \d+ post\(s\)\n/);
      expect(stdout).toContain('GET /blogs/no-such-blog: 404 BLOG_NOT_FOUND');
      expect(stdout).toContain(`${newest.length} blog(s) from http://127.0.0.1:${blog.port}/api`);
    } finally {
      blog.child.kill('SIGTERM');
      await blog.exited;
    }
  });

  it('says what went wrong when nothing answers', async () => {
    const failure = await promisify(execFile)(process.execPath, [DEMO], {
      env: { PATH: process.env.PATH ?? '', API_URL: 'http://127.0.0.1:1/api' },
    }).catch((e: unknown) => e as { code: number; stderr: string });
    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr).toMatch(/^rest-demo: /);
  });
});
