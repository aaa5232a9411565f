import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BlogServer, createBlog, expectProblem, jsonHeaders, loginAll, startBlog } from './helpers/blog-server.js';

let srv: BlogServer;
let ada: string;
let grace: string;
let admin: string;
beforeAll(async () => {
  srv = await startBlog();
  ({ ada, grace, admin } = await loginAll(srv));
});
afterAll(() => srv.close());

const createAsAda = () => createBlog(srv, ada);

const del = (id: string, headers: Record<string, string> = {}) =>
  srv.fetch(`/api/blogs/${id}`, { method: 'DELETE', headers });

describe('DELETE /api/blogs/<id>', () => {
  it('lets the author delete: 204 with no body, then 404', async () => {
    const id = await createAsAda();
    const res = await del(id, { cookie: ada });
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect(res.headers['content-type']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    expectProblem(await srv.fetch(`/api/blogs/${id}`), 404, 'BLOG_NOT_FOUND');
    expectProblem(await del(id, { cookie: ada }), 404, 'BLOG_NOT_FOUND');
  });

  it('lets an admin delete anyone’s blog', async () => {
    const id = await createAsAda();
    expect((await del(id, { cookie: admin })).status).toBe(204);
  });

  it('answers 401 without a login, 403 to another author, 404 for unknown ids', async () => {
    const id = await createAsAda();
    expectProblem(await del(id), 401, 'NOT_LOGGED_IN');
    expectProblem(await del(id, { cookie: grace }), 403, 'FORBIDDEN');
    expect((await srv.fetch(`/api/blogs/${id}`)).status).toBe(200);
    expectProblem(await del('424242', { cookie: ada }), 404, 'BLOG_NOT_FOUND');
    expectProblem(await del('x', { cookie: ada }), 404, 'BLOG_NOT_FOUND');
  });

  it('honours If-Match: 412 when stale', async () => {
    const id = await createAsAda();
    const etag = (await srv.fetch(`/api/blogs/${id}`)).headers.etag as string;
    await srv.fetch(`/api/blogs/${id}`, {
      method: 'PUT',
      headers: jsonHeaders(ada),
      body: JSON.stringify({ title: 'edited', content: 'meanwhile' }),
    });
    expectProblem(await del(id, { cookie: ada, 'if-match': etag }), 412, 'PRECONDITION_FAILED');
    const current = (await srv.fetch(`/api/blogs/${id}`)).headers.etag as string;
    expect((await del(id, { cookie: ada, 'if-match': current })).status).toBe(204);
  });
});
