import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { SEED_DATA } from '../src/store/seed-data.js';
import { spawnBlog } from './helpers/spawn-blog.js';

const DEMO = fileURLToPath(new URL('../dist/rpc-demo.js', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'blog-rpc-demo-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run rpc-demo (node dist/rpc-demo.js)', () => {
  it('prints every blog of a running service through client.listBlogs()', async () => {
    const blog = await spawnBlog({ DATABASE_FILE: join(dir, 'blog.db') });
    try {
      const { stdout } = await promisify(execFile)(process.execPath, [DEMO], {
        env: { PATH: process.env.PATH ?? '', RPC_URL: `http://127.0.0.1:${blog.port}/rpc` },
      });
      for (const post of SEED_DATA.posts) expect(stdout).toContain(post.title);
      expect(stdout).toContain(`${SEED_DATA.posts.length} blog(s) from http://127.0.0.1:${blog.port}/rpc`);
    } finally {
      blog.child.kill('SIGTERM');
      await blog.exited;
    }
  });

  it('says what went wrong when nothing answers', async () => {
    const failure = await promisify(execFile)(process.execPath, [DEMO], {
      env: { PATH: process.env.PATH ?? '', RPC_URL: 'http://127.0.0.1:1/rpc' },
    }).catch((e: unknown) => e as { code: number; stderr: string });
    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr).toMatch(/^rpc-demo: /);
  });
});
