import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BlogServer, expectProblem, jsonHeaders, startBlog } from './helpers/blog-server.js';

let srv: BlogServer;
beforeAll(async () => {
  srv = await startBlog();
});
afterAll(() => srv.close());

describe('/api/v1: the separate-request design', () => {
  it('GET /api/v1/blogs/<id> is the blog with its author by id', async () => {
    const res = await srv.fetch('/api/v1/blogs/1');
    expect(res.status).toBe(200);
    expect(res.json()).toEqual((await srv.fetch('/api/blogs/1')).json());
    expect(res.json()).toMatchObject({ id: '1', author: '1' });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers.etag).toBe('"p1-v1"');
  });

  it('GET /api/v1/authors/<id> is the author with the ids and titles of their posts', async () => {
    const res = await srv.fetch('/api/v1/authors/1');
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({
      id: '1',
      name: 'ada',
      age: 36,
      posts: [
        { id: '3', title: 'Linear-time path matching' },
        { id: '1', title: 'Hello, Baton' },
      ],
    });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers.expires).toBeDefined();
    expect(res.headers['last-modified']).toBeDefined();
    expect(res.headers.etag).toMatch(/^"a1-v\d+"$/);
    const admin = await srv.fetch('/api/v1/authors/3');
    expect(admin.json()).toEqual({ id: '3', name: 'admin', age: null, posts: [] });
  });

  it('the author ETag changes when one of their posts does', async () => {
    const before = await srv.fetch('/api/v1/authors/2');
    const etag = before.headers.etag as string;
    expect((await srv.fetch('/api/v1/authors/2', { headers: { 'if-none-match': etag } })).status).toBe(304);
    const grace = await srv.login('grace');
    await srv.fetch('/api/blogs/2', {
      method: 'PUT',
      headers: jsonHeaders(grace),
      body: JSON.stringify({ title: 'Routing, renamed', content: 'x' }),
    });
    const after = await srv.fetch('/api/v1/authors/2', { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(after.json<{ posts: Array<{ title: string }> }>().posts.map((p) => p.title)).toContain('Routing, renamed');
  });
});

describe('/api/v1: the single-request design', () => {
  it('GET /api/v1/blog/<id> is the blog with its author inline', async () => {
    const res = await srv.fetch('/api/v1/blog/3');
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({
      id: '3',
      title: 'Linear-time path matching',
      content: 'No backtracking regular expressions: hostile paths cannot slow the router down.',
      author: { id: '1', name: 'ada', age: 36 },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"p3-v1-a1-v\d+"$/);
    const again = await srv.fetch('/api/v1/blog/3', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers['cache-control']).toBe('public, max-age=60');
  });
});

describe('/api/v1 errors', () => {
  it.each([
    ['/api/v1/blogs/999', 'BLOG_NOT_FOUND'],
    ['/api/v1/blogs/x', 'BLOG_NOT_FOUND'],
    ['/api/v1/blog/999', 'BLOG_NOT_FOUND'],
    ['/api/v1/authors/999', 'AUTHOR_NOT_FOUND'],
    ['/api/v1/authors/ada', 'AUTHOR_NOT_FOUND'],
    ['/api/v1/nothing', 'NOT_FOUND'],
  ])('GET %s → 404 %s', async (path, code) => {
    expectProblem(await srv.fetch(path), 404, code);
  });
});
