import { request, type TestServer } from '@batonjs/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { procedure, query, RpcError } from '../src/index.js';
import { jsonAnswer, postJson, serveRpc } from './helpers.js';

let srv: TestServer | undefined;
afterEach(async () => {
  await srv?.close();
  srv = undefined;
});

const blogs = [
  { id: '1', title: 'One' },
  { id: '2', title: 'Two' },
];
let runs = 0;
const procedures = {
  listBlogs: query(() => {
    runs += 1;
    return blogs;
  }),
  getBlog: query(z.object({ id: z.string() }), async ({ id }) => {
    const blog = blogs.find((b) => b.id === id);
    if (blog === undefined) throw new RpcError(1, 'No blog with this id', { status: 404 });
    return blog;
  }),
  failing: query(() => {
    throw new Error('broken');
  }),
  plainError: query(() => {
    throw new RpcError(7, 'Refused');
  }),
  login: query(() => {
    throw Object.assign(new Error('Login required'), { status: 401 });
  }),
  createBlog: procedure(z.object({ title: z.string() }), ({ title }) => ({ id: '3', title })),
};

const params = (value: unknown): string => `params=${encodeURIComponent(JSON.stringify(value))}`;

describe('query(): GET <mount>/<name>?params=...', () => {
  it('answers the call with a JSON-RPC response, an ETag and the cacheControl option', async () => {
    srv = await serveRpc(procedures, { cacheControl: { private: true, maxAge: 60 } });
    const res = await request(`${srv.origin}/getBlog?${params({ id: '2' })}`);
    expect(jsonAnswer(res)).toEqual({ jsonrpc: '2.0', result: { id: '2', title: 'Two' }, id: null });
    expect(res.headers.etag).toMatch(/^"[^"]+"$/);
    expect(res.headers['cache-control']).toBe('private, max-age=60');
    expect(res.headers.expires).toBeDefined();
  });

  it('without cacheControl sends only the ETag', async () => {
    srv = await serveRpc(procedures);
    const res = await request(`${srv.origin}/listBlogs`);
    expect(jsonAnswer(res)).toEqual({ jsonrpc: '2.0', result: blogs, id: null });
    expect(res.headers.etag).toBeDefined();
    expect(res.headers['cache-control']).toBeUndefined();
  });

  it('answers 304 with no body to a matching If-None-Match, keeping the cache headers', async () => {
    srv = await serveRpc(procedures, { cacheControl: { public: true, maxAge: 30 } });
    const first = await request(`${srv.origin}/listBlogs`);
    const etag = first.headers.etag as string;
    const again = await request(`${srv.origin}/listBlogs`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('public, max-age=30');
    const stale = await request(`${srv.origin}/listBlogs`, { headers: { 'if-none-match': '"other"' } });
    expect(stale.status).toBe(200);
  });

  it('HEAD gets the headers of the GET and no body', async () => {
    srv = await serveRpc(procedures);
    const get = await request(`${srv.origin}/listBlogs`);
    const head = await request(`${srv.origin}/listBlogs`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers.etag).toBe(get.headers.etag);
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
  });

  it('a query can still be called in a POST, batched with the rest', async () => {
    srv = await serveRpc(procedures);
    const answer = jsonAnswer(
      await postJson(srv, [
        { jsonrpc: '2.0', method: 'getBlog', params: { id: '1' }, id: 1 },
        { jsonrpc: '2.0', method: 'createBlog', params: { title: 'Three' }, id: 2 },
      ]),
    );
    expect(answer).toEqual([
      { jsonrpc: '2.0', result: { id: '1', title: 'One' }, id: 1 },
      { jsonrpc: '2.0', result: { id: '3', title: 'Three' }, id: 2 },
    ]);
  });

  it('errors carry an HTTP status that says how the one call went, and no-store', async () => {
    srv = await serveRpc(procedures, { exposeErrors: false, cacheControl: { public: true, maxAge: 60 } });
    const cases: Array<[string, number, unknown]> = [
      [`/getBlog?${params({ id: '9' })}`, 404, { code: 1, message: 'No blog with this id', data: { status: 404 } }],
      [`/getBlog?${params({ id: 9 })}`, 400, expect.objectContaining({ code: -32602, message: 'Invalid params' })],
      ['/getBlog?params=%7Bnot-json', 400, { code: -32700, message: 'Parse error' }],
      ['/getBlog?params=5', 400, { code: -32600, message: 'Invalid Request' }],
      ['/failing', 500, { code: -32603, message: 'Internal error' }],
      ['/plainError', 400, { code: 7, message: 'Refused' }],
      ['/login', 401, { code: -32000, message: 'Login required', data: { status: 401 } }],
      ['/nothing', 404, { code: -32601, message: 'Method not found' }],
    ];
    for (const [path, status, error] of cases) {
      const res = await request(`${srv.origin}${path}`);
      expect(res.status, path).toBe(status);
      expect(res.headers['cache-control'], path).toBe('no-store');
      expect(res.headers.etag, path).toBeUndefined();
      expect(res.json(), path).toEqual({ jsonrpc: '2.0', error, id: null });
    }
  });

  it.each(['GET', 'HEAD'] as const)(
    'a procedure that is not a query cannot be called with %s (405, Allow: POST), and never runs',
    async (method) => {
      let ran = false;
      srv = await serveRpc({
        write: () => {
          ran = true;
        },
      });
      const res = await request(`${srv.origin}/write?params=[]`, { method });
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe('POST');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const body = {
        jsonrpc: '2.0',
        error: {
          code: -32600,
          message: 'write is not a query; only queries can be called with GET. POST it to the endpoint.',
          data: { status: 405, code: 'BATON_RPC_NOT_A_QUERY' },
        },
        id: null,
      };
      expect(res.text).toBe(method === 'HEAD' ? '' : JSON.stringify(body));
      expect(ran).toBe(false);
    },
  );

  it('other methods on a query path: 405 with Allow: GET, HEAD', async () => {
    srv = await serveRpc(procedures);
    const res = await request(`${srv.origin}/listBlogs`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.json()).toMatchObject({ error: { data: { status: 405, code: 'BATON_RPC_METHOD_NOT_ALLOWED' } } });
    const other = await request(`${srv.origin}/createBlog`, { method: 'DELETE' });
    expect(other.status).toBe(404);
  });

  it('percent-encoded names are decoded', async () => {
    srv = await serveRpc({ 'blog.list': query(() => 'listed') });
    expect(jsonAnswer(await request(`${srv.origin}/blog%2Elist`))).toEqual({
      jsonrpc: '2.0',
      result: 'listed',
      id: null,
    });
  });

  it('runs the query once per GET: a 304 still runs it (the ETag is of the answer)', async () => {
    srv = await serveRpc(procedures);
    runs = 0;
    const first = await request(`${srv.origin}/listBlogs`);
    await request(`${srv.origin}/listBlogs`, { headers: { 'if-none-match': first.headers.etag as string } });
    expect(runs).toBe(2);
  });
});
