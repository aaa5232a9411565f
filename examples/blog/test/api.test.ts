import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { request, serve, type TestServer } from '@batonjs/test-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlogApp } from '../src/app.js';

let srv: TestServer;
beforeAll(async () => {
  srv = await serve(createBlogApp());
});
afterAll(() => srv.close());

describe('blog REST API', () => {
  it('GET /api/blogs lists the posts as JSON', async () => {
    const res = await request(`${srv.origin}/api/blogs`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const blogs = res.json<Array<{ id: number; title: string }>>();
    expect(blogs.map((b) => b.id)).toEqual([1, 2, 3]);
    expect(blogs[0]?.title).toBe('Hello, Baton');
  });

  it('GET /api/blogs/:id returns one post', async () => {
    const res = await request(`${srv.origin}/api/blogs/2`);
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({ id: 2, author: 'grace' });
  });

  it('an unknown or malformed id is a 404 with a coded error', async () => {
    for (const id of ['99', 'abc', '-1', '1.5']) {
      const res = await request(`${srv.origin}/api/blogs/${id}`);
      expect(res.status).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'BLOG_NOT_FOUND', message: `No blog with id ${id}` } });
    }
  });

  it('unknown paths get the default 404', async () => {
    const res = await request(`${srv.origin}/nope`);
    expect(res.status).toBe(404);
    expect(res.text).toContain('Cannot GET /nope');
  });
});

describe('the start command', () => {
  it('node dist/main.js serves on PORT', { timeout: 15_000 }, async () => {
    const main = fileURLToPath(new URL('../dist/main.js', import.meta.url));
    const child = spawn(process.execPath, [main], {
      env: { ...process.env, PORT: '0' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const line = await new Promise<string>((resolve, reject) => {
        child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString()));
        child.once('exit', (code) => reject(new Error(`exited with ${code}`)));
      });
      const port = /localhost:(\d+)/.exec(line)?.[1];
      expect(Number(port)).toBeGreaterThan(0);
      const res = await request(`http://127.0.0.1:${port}/api/blogs/1`);
      expect(res.status).toBe(200);
      expect(res.json()).toMatchObject({ id: 1, title: 'Hello, Baton' });
    } finally {
      child.kill('SIGTERM');
    }
  });
});
