import type { SseConnection } from '@batonjs/test-utils';
import { createClient } from 'batonjs/rpc';
import { describe, expect, it } from 'vitest';
import type { BlogEvents } from '../src/events/blog-events.js';
import type { BlogProcedures } from '../src/rpc/procedures.js';
import { jsonHeaders } from './helpers/blog-server.js';
import { postGraphql } from './helpers/graphql-client.js';
import { useLiveBlog } from './helpers/live-blog.js';
import { pageVisitor } from './helpers/page-visitor.js';

const live = useLiveBlog();

async function connect(headers: Record<string, string> = {}): Promise<SseConnection> {
  const conn = await live.stream('/api/events', headers);
  expect(conn.status).toBe(200);
  expect(conn.headers['content-type']).toBe('text/event-stream; charset=utf-8');
  expect(conn.headers['cache-control']).toBe('no-cache');
  // The first block tells the browser how soon to reconnect.
  expect(await conn.next()).toBe('retry: 2000');
  return conn;
}

interface Parsed {
  event: string;
  id: number;
  blog: { id: string; title: string; author: string };
}

function parse(block: string): Parsed {
  const fields = Object.fromEntries(
    block.split('\n').map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(': ') + 2)]),
  );
  return { event: fields.event as string, id: Number(fields.id), blog: JSON.parse(fields.data as string) };
}

describe('GET /api/events', () => {
  it('streams blog.created, blog.updated and blog.deleted from the REST API with increasing ids', async () => {
    const conn = await connect();
    const created = await live.srv.fetch('/api/blogs', {
      method: 'POST',
      headers: jsonHeaders(live.ada),
      body: JSON.stringify({ title: 'Live one', content: 'streamed' }),
    });
    expect(created.status).toBe(201);
    const blog = created.json<{ id: string }>();
    const first = parse(await conn.next());
    expect(first).toEqual({ event: 'blog.created', id: expect.any(Number), blog: created.json() });

    const updated = await live.srv.fetch(`/api/blogs/${blog.id}`, {
      method: 'PUT',
      headers: jsonHeaders(live.ada),
      body: JSON.stringify({ title: 'Live two', content: 'changed' }),
    });
    expect(updated.status).toBe(200);
    const second = parse(await conn.next());
    expect(second.event).toBe('blog.updated');
    expect(second.blog).toEqual(updated.json());
    expect(second.id).toBeGreaterThan(first.id);

    const deleted = await live.srv.fetch(`/api/blogs/${blog.id}`, { method: 'DELETE', headers: jsonHeaders(live.ada) });
    expect(deleted.status).toBe(204);
    const third = parse(await conn.next());
    expect(third).toMatchObject({ event: 'blog.deleted', blog: { id: blog.id, title: 'Live two' } });
    expect(third.id).toBeGreaterThan(second.id);
  });

  it('publishes writes made through GraphQL and RPC too, each once', async () => {
    const conn = await connect();
    const gql = await postGraphql(live.srv, 'mutation { createPost(title: "By GraphQL", content: "c") { id } }', {
      cookie: live.ada,
    });
    expect(gql.status).toBe(200);
    expect(parse(await conn.next())).toMatchObject({
      event: 'blog.created',
      blog: { title: 'By GraphQL', author: '1' },
    });
    const rpc = createClient<BlogProcedures>(`${live.srv.origin}/rpc`, { headers: { cookie: live.ada } });
    await rpc.createBlog({ title: 'By RPC', content: 'c' });
    expect(parse(await conn.next())).toMatchObject({ event: 'blog.created', blog: { title: 'By RPC' } });
    await expect(conn.next(200)).rejects.toThrow('no event in time');
  });

  it('publishes a post written through the HTML form', async () => {
    const conn = await connect();
    const visitor = pageVisitor(live.srv);
    await visitor.login('grace');
    const res = await visitor.submit('/blogs/new', '/blogs', { title: 'By the form', content: 'c' });
    expect(res.status).toBe(303);
    expect(parse(await conn.next())).toMatchObject({
      event: 'blog.created',
      blog: { title: 'By the form', author: '2' },
    });
  });

  it('resumes after Last-Event-ID from the backlog, then goes on live', async () => {
    const events = live.srv.app.locals.events as BlogEvents;
    const conn = await connect();
    const ids: number[] = [];
    for (const title of ['r1', 'r2', 'r3']) {
      const res = await live.srv.fetch('/api/blogs', {
        method: 'POST',
        headers: jsonHeaders(live.ada),
        body: JSON.stringify({ title, content: 'c' }),
      });
      expect(res.status).toBe(201);
      ids.push(parse(await conn.next()).id);
    }
    conn.close();
    expect(events.since(ids[0] as number).map((e) => e.blog.title)).toEqual(['r2', 'r3']);

    const resumed = await connect({ 'last-event-id': String(ids[0]) });
    expect(parse(await resumed.next())).toMatchObject({ id: ids[1], blog: { title: 'r2' } });
    expect(parse(await resumed.next())).toMatchObject({ id: ids[2], blog: { title: 'r3' } });
    await live.srv.fetch('/api/blogs', {
      method: 'POST',
      headers: jsonHeaders(live.ada),
      body: JSON.stringify({ title: 'r4', content: 'c' }),
    });
    expect(parse(await resumed.next())).toMatchObject({ blog: { title: 'r4' } });
  });

  it('ignores a Last-Event-ID it could not have sent, and streams live events only', async () => {
    const conn = await connect({ 'last-event-id': '-1; drop' });
    await expect(conn.next(200)).rejects.toThrow('no event in time');
    await live.srv.fetch('/api/blogs', {
      method: 'POST',
      headers: jsonHeaders(live.ada),
      body: JSON.stringify({ title: 'after', content: 'c' }),
    });
    expect(parse(await conn.next())).toMatchObject({ event: 'blog.created', blog: { title: 'after' } });
  });
});
