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

const put = (id: string, body: unknown, headers: Record<string, string>) =>
  srv.fetch(`/api/blogs/${id}`, { method: 'PUT', headers, body: JSON.stringify(body) });

const createAsAda = () => createBlog(srv, ada);

describe('PUT /api/blogs/<id>', () => {
  it('lets the author replace title and content: 200, the updated blog, a new ETag, no-store', async () => {
    const id = await createAsAda();
    const before = await srv.fetch(`/api/blogs/${id}`);
    const res = await put(id, { title: 'final', content: 'last words' }, jsonHeaders(ada));
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const blog = res.json<{ updatedAt: string; createdAt: string }>();
    expect(blog).toMatchObject({ id, title: 'final', content: 'last words', author: '1' });
    expect(blog.createdAt).toBe(before.json<{ createdAt: string }>().createdAt);
    expect(res.headers.etag).toBe(`"p${id}-v2"`);
    expect(res.headers.etag).not.toBe(before.headers.etag);
  });

  it('gives two edits within one second two ETags', async () => {
    const id = await createAsAda();
    const a = await put(id, { title: 'one', content: 'x' }, jsonHeaders(ada));
    const b = await put(id, { title: 'two', content: 'x' }, jsonHeaders(ada));
    expect(a.headers.etag).not.toBe(b.headers.etag);
    const read = await srv.fetch(`/api/blogs/${id}`, { headers: { 'if-none-match': a.headers.etag as string } });
    expect(read.status).toBe(200);
    expect(read.headers.etag).toBe(b.headers.etag);
  });

  it('after a PUT, revalidating with the old ETag gets 200 and the new body', async () => {
    const id = await createAsAda();
    const old = await srv.fetch(`/api/blogs/${id}`);
    const etag = old.headers.etag as string;
    expect((await srv.fetch(`/api/blogs/${id}`, { headers: { 'if-none-match': etag } })).status).toBe(304);
    await put(id, { title: 'changed', content: 'body' }, jsonHeaders(ada));
    const res = await srv.fetch(`/api/blogs/${id}`, { headers: { 'if-none-match': etag } });
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({ title: 'changed', content: 'body' });
    expect(res.headers.etag).not.toBe(etag);
  });

  it('lets an admin change anyone’s blog', async () => {
    const id = await createAsAda();
    const res = await put(id, { title: 'moderated', content: 'by admin' }, jsonHeaders(admin));
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({ title: 'moderated', author: '1' });
  });

  it('answers 403 to another author', async () => {
    const id = await createAsAda();
    const res = await put(id, { title: 'mine now', content: 'x' }, jsonHeaders(grace));
    expectProblem(res, 403, 'FORBIDDEN');
    expect((await srv.fetch(`/api/blogs/${id}`)).json()).toMatchObject({ title: 'draft' });
  });

  it('answers 401 without a login and 404 for an unknown blog', async () => {
    expectProblem(await put('1', { title: 't', content: 'c' }, jsonHeaders()), 401, 'NOT_LOGGED_IN');
    expectProblem(await put('999', { title: 't', content: 'c' }, jsonHeaders(ada)), 404, 'BLOG_NOT_FOUND');
    expectProblem(await put('abc', { title: 't', content: 'c' }, jsonHeaders(ada)), 404, 'BLOG_NOT_FOUND');
  });

  it('answers 412 to a stale If-Match and writes with a current one', async () => {
    const id = await createAsAda();
    const current = (await srv.fetch(`/api/blogs/${id}`)).headers.etag as string;
    await put(id, { title: 'someone else', content: 'was faster' }, jsonHeaders(admin));
    const stale = await put(
      id,
      { title: 'mine', content: 'lost update' },
      { ...jsonHeaders(ada), 'if-match': current },
    );
    expectProblem(stale, 412, 'PRECONDITION_FAILED');
    expect((await srv.fetch(`/api/blogs/${id}`)).json()).toMatchObject({ title: 'someone else' });

    const fresh = (await srv.fetch(`/api/blogs/${id}`)).headers.etag as string;
    const ok = await put(id, { title: 'mine', content: 'on top' }, { ...jsonHeaders(ada), 'if-match': fresh });
    expect(ok.status).toBe(200);
    // A weak tag never matches If-Match (strong comparison, RFC 9110 §13.1.1).
    const weak = await put(
      id,
      { title: 'w', content: 'w' },
      { ...jsonHeaders(ada), 'if-match': `W/${ok.headers.etag}` },
    );
    expectProblem(weak, 412, 'PRECONDITION_FAILED');
  });

  it('answers 415, 400 and 422 for bad bodies', async () => {
    const id = await createAsAda();
    const text = await srv.fetch(`/api/blogs/${id}`, {
      method: 'PUT',
      headers: { cookie: ada, 'content-type': 'text/plain' },
      body: 'x',
    });
    expectProblem(text, 415, 'UNSUPPORTED_MEDIA_TYPE');
    const broken = await srv.fetch(`/api/blogs/${id}`, { method: 'PUT', headers: jsonHeaders(ada), body: '{' });
    expectProblem(broken, 400, 'BATON_BODY_PARSE_FAILED');
    const invalid = await put(id, { title: 'only a title' }, jsonHeaders(ada));
    expect(expectProblem(invalid, 422, 'VALIDATION_FAILED').errors).toEqual([
      { field: 'content', message: 'is required' },
    ]);
  });
});
