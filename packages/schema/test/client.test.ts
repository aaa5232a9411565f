import type { TestServer } from '@batonjs/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { ClientError, createClient, ProblemError, validate } from '../src/index.js';
import { routes } from './contract-fixture.js';
import { serveApp } from './helpers.js';

let srv: TestServer | undefined;
afterEach(async () => {
  await srv?.close();
  srv = undefined;
});

const posts = [
  { id: 1, title: 'One', tags: ['a'] },
  { id: 2, title: 'Two', tags: ['b'] },
];

function serveContract(): Promise<TestServer> {
  return serveApp((app) => {
    app.get(routes.listPosts.path, validate(routes.listPosts), (req, res) => {
      const { tag } = req.query as { tag?: string[] };
      res.json(tag === undefined ? posts : posts.filter((p) => p.tags.some((t) => tag.includes(t))));
    });
    app.get(routes.getPost.path, validate(routes.getPost), (req, res) => {
      const post = posts.find((p) => p.id === (req.params as unknown as { id: number }).id);
      if (post === undefined) res.status(404).json({ error: 'not found' });
      else res.json(post);
    });
    app.post(routes.createPost.path, validate(routes.createPost), (req, res) => {
      const body = req.body as { title: string; tags: string[] };
      res.status(201).json({ id: 3, title: `${body.title} by ${req.headers['x-author']}`, tags: body.tags });
    });
    app.delete(routes.deletePost.path, validate(routes.deletePost), (_req, res) => res.status(204).end());
    app.get(routes.file.path, (req, res) => res.type('text/plain').send(JSON.stringify(req.params)));
  });
}

describe('createClient(routes, options)', () => {
  it('calls each route with its method, filled path, query, headers and JSON body', async () => {
    srv = await serveContract();
    const client = createClient(routes, { baseUrl: srv.origin });
    const list = await client.listPosts({ query: { tag: ['b', 'z'] } });
    expect(list).toMatchObject({ ok: true, status: 200, data: [posts[1]] });
    const one = await client.getPost({ params: { id: 1 } });
    expect(one.ok && one.status === 200 && one.data.title).toBe('One');
    expect(one.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const created = await client.createPost({ body: { title: 'Three' }, headers: { 'x-author': 'ann' } });
    expect(created).toMatchObject({ ok: true, status: 201, data: { id: 3, title: 'Three by ann', tags: [] } });
    const deleted = await client.deletePost({ params: { id: 1 } });
    expect(deleted).toMatchObject({ ok: true, status: 204, data: undefined });
    const file = await client.file({ params: { rest: ['a b', 'c'], ext: 'txt' } });
    expect(file).toMatchObject({ ok: true, status: 200, data: '{"rest":["a b","c"],"ext":"txt"}' });
    const bare = await client.file({ params: { rest: 'x' } });
    expect(bare).toMatchObject({ ok: true, data: '{"rest":["x"]}' });
  });

  it('a documented error status resolves with a ProblemError carrying the parsed body', async () => {
    srv = await serveContract();
    const client = createClient(routes, { baseUrl: srv.origin });
    const missing = await client.getPost({ params: { id: 9 } });
    expect(missing.ok).toBe(false);
    if (missing.ok) return;
    expect(missing.status).toBe(404);
    expect(missing.error).toBeInstanceOf(ProblemError);
    expect(missing.error.body).toEqual({ error: 'not found' });
    expect(missing.error.message).toBe('The server answered 404');
  });

  it('a validation failure is a ProblemError with the problem, its code and every issue', async () => {
    srv = await serveContract();
    const client = createClient(routes, { baseUrl: srv.origin });
    const bad = await client.createPost({ body: { title: '' }, headers: { 'x-author': 'ann' } });
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.status).toBe(422);
    expect(bad.error.code).toBe('BATON_SCHEMA_INVALID_BODY');
    expect(bad.error.message).toBe('422: The request body does not fit the route schema (1 issue)');
    expect(bad.error.body).toMatchObject({ status: 422, issues: [{ in: 'body', pointer: '/title' }] });
  });

  it('rejects with ClientError when no answer comes, or a JSON answer is not JSON', async () => {
    const refused = createClient(routes, { baseUrl: 'http://127.0.0.1:1' });
    const error = await refused.listPosts().catch((err: unknown) => err);
    expect(error).toBeInstanceOf(ClientError);
    expect(error).toMatchObject({ code: 'BATON_SCHEMA_CLIENT_FAILED', status: 0 });
    const lying = createClient(routes, {
      fetch: async () => new Response('{not json', { status: 200, headers: { 'content-type': 'application/json' } }),
    });
    await expect(lying.listPosts()).rejects.toMatchObject({
      code: 'BATON_SCHEMA_CLIENT_FAILED',
      status: 200,
      message: 'The 200 answer says application/json but is not JSON',
    });
    await expect(lying.getPost({ params: {} as { id: number } })).rejects.toThrow(
      'A parameter of /posts/:id is missing',
    );
  });

  it('sends the option headers (static or per request) and per-call headers and signal', async () => {
    const seen: Array<{ url: string; init: RequestInit }> = [];
    let n = 0;
    const client = createClient(routes, {
      baseUrl: 'http://api.test',
      headers: () => ({ 'x-call': String(++n) }),
      fetch: async (url, init) => {
        seen.push({ url: String(url), init: init ?? {} });
        return new Response(null, { status: 204 });
      },
    });
    const controller = new AbortController();
    await client.deletePost({ params: { id: 5 } }, { headers: { 'x-extra': 'y' }, signal: controller.signal });
    await client.listPosts({ query: { q: 'a&b=c' } });
    expect(seen.map((s) => [s.url, s.init.method])).toEqual([
      ['http://api.test/posts/5', 'DELETE'],
      ['http://api.test/posts?q=a%26b%3Dc', 'GET'],
    ]);
    expect(seen[0]?.init.headers).toMatchObject({ 'x-call': '1', 'x-extra': 'y' });
    expect(seen[0]?.init.signal).toBe(controller.signal);
    expect(seen[1]?.init.headers).toMatchObject({ 'x-call': '2' });
    expect(seen[1]?.init.body).toBeUndefined();
  });
});
