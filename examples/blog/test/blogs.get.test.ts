import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BlogServer, expectProblem, startBlog } from './helpers/blog-server.js';

let srv: BlogServer;
beforeAll(async () => {
  srv = await startBlog();
});
afterAll(() => srv.close());

describe('GET /api/blogs/<id>', () => {
  it('answers 200 with the blog and its caching headers', async () => {
    const res = await srv.fetch('/api/blogs/2');
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({ id: '2', title: 'Routing in constant time', author: '2' });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const date = Date.parse(res.headers.date as string);
    expect(Date.parse(res.headers.expires as string) - date).toBe(60_000);
    expect(res.headers.etag).toBe('"p2-v1"');
    const updatedAt = Date.parse(res.json<{ updatedAt: string }>().updatedAt);
    expect(res.headers['last-modified']).toBe(new Date(Math.floor(updatedAt / 1000) * 1000).toUTCString());
  });

  it('answers HEAD with the same headers and no body', async () => {
    const res = await srv.fetch('/api/blogs/2', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.etag).toBe('"p2-v1"');
    expect(res.text).toBe('');
  });

  it.each(['99', 'abc', '-1', '1.5', '007', '1e3', '99999999999999999999'])('answers 404 for id %s', async (id) => {
    const res = await srv.fetch(`/api/blogs/${id}`);
    const problem = expectProblem(res, 404, 'BLOG_NOT_FOUND');
    expect(problem.detail).toBe(`no blog with id ${id}`);
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers.expires).toBeUndefined();
  });

  it('answers 304 with no body to If-None-Match, with Date, Cache-Control, Expires and ETag', async () => {
    const res = await srv.fetch('/api/blogs/1', { headers: { 'if-none-match': '"p1-v1"' } });
    expect(res.status).toBe(304);
    expect(res.text).toBe('');
    expect(res.headers.date).toBeDefined();
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers.expires).toBeDefined();
    expect(res.headers.etag).toBe('"p1-v1"');
    expect(res.headers['content-type']).toBeUndefined();
    expect(res.headers['content-length']).toBeUndefined();
  });

  it('answers 304 to If-Modified-Since at or after Last-Modified, 200 before it', async () => {
    const first = await srv.fetch('/api/blogs/1');
    const lastModified = first.headers['last-modified'] as string;
    const same = await srv.fetch('/api/blogs/1', { headers: { 'if-modified-since': lastModified } });
    expect(same.status).toBe(304);
    const earlier = new Date(Date.parse(lastModified) - 1000).toUTCString();
    const changed = await srv.fetch('/api/blogs/1', { headers: { 'if-modified-since': earlier } });
    expect(changed.status).toBe(200);
    // If-None-Match wins over If-Modified-Since (RFC 9110 §13.2.2).
    const stale = await srv.fetch('/api/blogs/1', {
      headers: { 'if-none-match': '"p1-v0"', 'if-modified-since': lastModified },
    });
    expect(stale.status).toBe(200);
  });

  it('ignores malformed validators instead of failing', async () => {
    for (const headers of [{ 'if-none-match': 'not-a-tag' }, { 'if-modified-since': 'yesterday' }]) {
      const res = await srv.fetch('/api/blogs/1', { headers });
      expect(res.status).toBe(200);
      expect(res.json()).toMatchObject({ id: '1' });
    }
  });

  it('answers a stale If-Match on a GET with a 412 problem', async () => {
    const res = await srv.fetch('/api/blogs/1', { headers: { 'if-match': '"p1-v0"' } });
    expectProblem(res, 412, 'PRECONDITION_FAILED');
  });
});
