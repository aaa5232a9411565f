import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BlogServer, startBlog } from './helpers/blog-server.js';

let srv: BlogServer;
beforeAll(async () => {
  srv = await startBlog();
});
afterAll(() => srv.close());

describe('GET /api/posts/<id> (the old name)', () => {
  it('answers 301 to /api/blogs/<id>', async () => {
    const res = await srv.fetch('/api/posts/2');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/api/blogs/2');
    const followed = await srv.fetch(res.headers.location as string);
    expect(followed.json()).toMatchObject({ id: '2' });
  });

  it('keeps a hostile id inside the path', async () => {
    const res = await srv.fetch('/api/posts/..%2F..%2Fadmin%3Fx%3D1');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/api/blogs/..%2F..%2Fadmin%3Fx%3D1');
  });
});
