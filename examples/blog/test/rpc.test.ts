import { createClient, RpcError } from 'batonjs/rpc';
import { afterEach, describe, expect, it } from 'vitest';
import type { BlogProcedures } from '../src/rpc/procedures.js';
import { SEED_DATA } from '../src/store/seed-data.js';
import { type BlogServer, startBlog } from './helpers/blog-server.js';

let srv: BlogServer;
afterEach(() => srv.close());

/** The typed client over real sockets, with a session cookie when given. */
function client(cookie?: string) {
  return createClient<BlogProcedures>(`${srv.origin}/rpc`, {
    headers: cookie === undefined ? {} : { cookie },
    get: ['getBlog'],
  });
}

function rpcPost(body: unknown, headers: Record<string, string> = {}) {
  return srv.fetch('/rpc', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('RPC at /rpc', () => {
  it('listBlogs, getBlog and getAuthor through the typed client, in the REST shapes', async () => {
    srv = await startBlog();
    const rpc = client();
    const [blogs, blog, author] = await Promise.all([
      rpc.listBlogs(),
      rpc.getBlog({ id: '1' }),
      rpc.getAuthor({ id: '2' }),
    ]);
    expect(blogs).toHaveLength(SEED_DATA.posts.length);
    expect(blog).toEqual((await srv.fetch('/api/blogs/1')).json());
    expect(author).toEqual((await srv.fetch('/api/v1/authors/2')).json());
  });

  it('answers JSON-RPC on the wire: a batch, unknown ids with 404 in data', async () => {
    srv = await startBlog();
    const res = await rpcPost([
      { jsonrpc: '2.0', method: 'getBlog', params: { id: '1' }, id: 1 },
      { jsonrpc: '2.0', method: 'getBlog', params: { id: '999' }, id: 2 },
      { jsonrpc: '2.0', method: 'getAuthor', params: { id: 'x' }, id: 3 },
      { jsonrpc: '2.0', method: 'getBlog', params: {}, id: 4 },
      { jsonrpc: '2.0', method: 'deleteEverything', id: 5 },
    ]);
    expect(res.status).toBe(200);
    const answers = res.json<Array<Record<string, unknown>>>();
    expect(answers[0]).toMatchObject({ id: 1, result: { id: '1', title: 'Hello, Baton' } });
    expect(answers[1]).toEqual({
      jsonrpc: '2.0',
      id: 2,
      error: { code: 404, message: 'no blog with id 999', data: { status: 404, code: 'BLOG_NOT_FOUND' } },
    });
    expect(answers[2]).toMatchObject({ id: 3, error: { code: 404, data: { status: 404, code: 'AUTHOR_NOT_FOUND' } } });
    expect(answers[3]).toMatchObject({
      id: 4,
      error: {
        code: -32602,
        message: 'Invalid params',
        data: { issues: [{ message: 'id must be a string', path: ['id'] }] },
      },
    });
    expect(answers[4]).toMatchObject({ id: 5, error: { code: -32601, message: 'Method not found' } });
  });

  it('serves queries over GET with an ETag and 304, and the 404 status for a missing blog', async () => {
    srv = await startBlog();
    const first = await srv.fetch(`/rpc/getBlog?params=${encodeURIComponent('{"id":"1"}')}`);
    expect(first.status).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"/);
    const again = await srv.fetch(`/rpc/getBlog?params=${encodeURIComponent('{"id":"1"}')}`, {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    const missing = await srv.fetch(`/rpc/getBlog?params=${encodeURIComponent('{"id":"999"}')}`);
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    expect(await client().getBlog({ id: '2' })).toMatchObject({ title: 'Routing in constant time' });
  });

  it('GET of a procedure that is not a query: 405 with Allow: POST, nothing written', async () => {
    srv = await startBlog();
    const before = (await srv.store.collectionState()).count;
    const res = await srv.fetch(`/rpc/createBlog?params=${encodeURIComponent('{"title":"x","content":"y"}')}`);
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('POST');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toMatchObject({
      jsonrpc: '2.0',
      error: { code: -32600, data: { status: 405, code: 'BATON_RPC_NOT_A_QUERY' } },
      id: null,
    });
    expect((await srv.store.collectionState()).count).toBe(before);
  });

  it('createBlog needs the session cookie: 401 in data without it, nothing written', async () => {
    srv = await startBlog();
    const before = (await srv.store.collectionState()).count;
    const error = await client()
      .createBlog({ title: 'x', content: 'y' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RpcError);
    expect(error).toMatchObject({ code: 401, message: 'not logged in', data: { status: 401, code: 'NOT_LOGGED_IN' } });
    expect((await srv.store.collectionState()).count).toBe(before);
  });

  it('createBlog as the logged-in author, with the REST validation', async () => {
    srv = await startBlog();
    const cookie = await srv.login('ada');
    const created = await client(cookie).createBlog({ title: 'Over RPC', content: 'typed end to end' });
    expect(created).toMatchObject({ title: 'Over RPC', author: '1' });
    expect((await srv.fetch(`/api/blogs/${created.id}`)).status).toBe(200);
    const invalid = await client(cookie)
      .createBlog({ title: '', content: 'x' })
      .catch((e: unknown) => e);
    expect(invalid).toMatchObject({
      code: -32602,
      data: { issues: [{ message: 'title must be 1 to 200 characters (is 0)', path: ['title'] }] },
    });
  });

  it('answers malformed JSON with -32700 and a non-JSON type with 415, then still serves', async () => {
    srv = await startBlog();
    const broken = await rpcPost('{"jsonrpc": "2.0", "method"');
    expect(broken.status).toBe(200);
    expect(broken.json()).toEqual({ jsonrpc: '2.0', error: { code: -32700, message: 'Parse error' }, id: null });
    const form = await srv.fetch('/rpc', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1',
    });
    expect(form.status).toBe(415);
    expect(await client().listBlogs()).toHaveLength(SEED_DATA.posts.length);
  });
});
