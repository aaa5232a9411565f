import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogJson } from '../src/domain/representations.js';
import { type BlogServer, expectProblem, jsonHeaders, startBlog } from './helpers/blog-server.js';

let srv: BlogServer;
beforeAll(async () => {
  srv = await startBlog();
});
afterAll(() => srv.close());

describe('GET /api/blogs', () => {
  it('lists the blogs newest first, in the documented shape', async () => {
    const res = await srv.fetch('/api/blogs');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const blogs = res.json<BlogJson[]>();
    expect(blogs.map((b) => b.id)).toEqual(['4', '3', '2', '1']);
    expect(blogs[3]).toEqual({
      id: '1',
      title: 'Hello, Baton',
      content: 'The first post on a framework that keeps Express’s API and adds types.',
      author: '1',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updatedAt: expect.stringMatching(/Z$/),
    });
    expect(res.headers.link).toBeUndefined();
  });

  it('pages with limit and offset and links next and prev (RFC 8288)', async () => {
    const first = await srv.fetch('/api/blogs?limit=2');
    expect(first.json<BlogJson[]>().map((b) => b.id)).toEqual(['4', '3']);
    expect(first.headers.link).toBe('</api/blogs?limit=2&offset=2>; rel="next"');

    const middle = await srv.fetch('/api/blogs?limit=1&offset=2');
    expect(middle.json<BlogJson[]>().map((b) => b.id)).toEqual(['2']);
    expect(middle.headers.link).toBe(
      '</api/blogs?limit=1&offset=3>; rel="next", </api/blogs?limit=1&offset=1>; rel="prev"',
    );

    const last = await srv.fetch('/api/blogs?limit=3&offset=3');
    expect(last.json<BlogJson[]>().map((b) => b.id)).toEqual(['1']);
    expect(last.headers.link).toBe('</api/blogs?limit=3&offset=0>; rel="prev"');

    const beyond = await srv.fetch('/api/blogs?offset=50');
    expect(beyond.status).toBe(200);
    expect(beyond.json()).toEqual([]);

    const max = await srv.fetch('/api/blogs?limit=100');
    expect(max.json<BlogJson[]>()).toHaveLength(4);
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=abc', 'limit'],
    ['limit=1.5', 'limit'],
    ['limit=-1', 'limit'],
    ['limit=', 'limit'],
    ['limit=1&limit=2', 'limit'],
    ['offset=-1', 'offset'],
    ['offset=x', 'offset'],
    ['offset=9999999999', 'offset'],
  ])('answers 400 for %s', async (query, name) => {
    const res = await srv.fetch(`/api/blogs?${query}`);
    const problem = expectProblem(res, 400, 'INVALID_QUERY');
    expect(problem.detail).toContain(name);
  });

  it('sends Last-Modified (newest update) and an ETag that changes with the collection', async () => {
    const res = await srv.fetch('/api/blogs');
    expect(res.headers['cache-control']).toBe('public, no-cache');
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"l4-/);
    const newest = Math.max(...res.json<BlogJson[]>().map((b) => Date.parse(b.updatedAt)));
    expect(res.headers['last-modified']).toBe(new Date(Math.floor(newest / 1000) * 1000).toUTCString());

    const again = await srv.fetch('/api/blogs', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.etag).toBe(etag);

    // Another page is another representation, with its own tag.
    const page = await srv.fetch('/api/blogs?limit=1');
    expect(page.headers.etag).not.toBe(etag);

    const cookie = await srv.login('ada');
    const created = await srv.fetch('/api/blogs', {
      method: 'POST',
      headers: jsonHeaders(cookie),
      body: JSON.stringify({ title: 'new', content: 'post' }),
    });
    expect(created.status).toBe(201);
    const after = await srv.fetch('/api/blogs', { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json<BlogJson[]>()[0]?.title).toBe('new');
  });
});
