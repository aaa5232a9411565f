import { request, type SseConnection } from '@batonjs/test-utils';
import { describe, expect, it } from 'vitest';
import { jsonHeaders } from './helpers/blog-server.js';
import { useLiveBlog } from './helpers/live-blog.js';

const live = useLiveBlog();

async function subscribe(query: string): Promise<SseConnection> {
  const conn = await live.stream(`/graphql?${new URLSearchParams({ query })}`);
  expect(conn.status).toBe(200);
  expect(conn.headers['content-type']).toBe('text/event-stream; charset=utf-8');
  return conn;
}

function createPost(title: string) {
  return live.srv.fetch('/api/blogs', {
    method: 'POST',
    headers: jsonHeaders(live.ada),
    body: JSON.stringify({ title, content: 'c' }),
  });
}

describe('Subscription.blogCreated over Server-Sent Events at /graphql', () => {
  it('sends a next event per new post, resolved as Query.blog resolves it, and nothing for other changes', async () => {
    const conn = await subscribe('subscription { blogCreated { id title author { name } } }');
    const created = await createPost('Subscribed');
    expect(created.status).toBe(201);
    const { id } = created.json<{ id: string }>();
    expect(await conn.next()).toBe(
      `event: next\ndata: {"data":{"blogCreated":{"id":"${id}","title":"Subscribed","author":{"name":"ada"}}}}`,
    );
    const updated = await live.srv.fetch(`/api/blogs/${id}`, {
      method: 'PUT',
      headers: jsonHeaders(live.ada),
      body: JSON.stringify({ title: 'Changed', content: 'c' }),
    });
    expect(updated.status).toBe(200);
    expect((await createPost('Second')).status).toBe(201);
    expect(await conn.next()).toMatch(/^event: next\ndata: \{"data":\{"blogCreated":\{"id":"\d+","title":"Second"/);
  });

  it('serves POST with Accept: text/event-stream too (the graphql-sse client)', async () => {
    const controller = new AbortController();
    const res = await fetch(`${live.srv.origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ query: 'subscription { blogCreated { title } }' }),
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const reader = res.body?.getReader();
    expect((await createPost('Over POST')).status).toBe(201);
    let text = '';
    while (!text.includes('\n\n')) text += new TextDecoder().decode((await reader?.read())?.value);
    expect(text).toBe('event: next\ndata: {"data":{"blogCreated":{"title":"Over POST"}}}\n\n');
    controller.abort();
  });

  it('reports a subscription that does not validate in the stream, then completes', async () => {
    const conn = await subscribe('subscription { blogCreated { nope } }');
    expect(await conn.next()).toBe(
      'event: next\ndata: {"errors":[{"message":"Cannot query field \\"nope\\" on type \\"Post\\".","locations":[{"line":1,"column":30}]}]}',
    );
    expect(await conn.next()).toBe('event: complete\ndata: ');
    await conn.ended;
  });

  it('a subscription asked for as JSON says it needs SSE', async () => {
    const res = await request(`${live.srv.origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'subscription { blogCreated { title } }' }),
    });
    expect(res.status).toBe(200);
    expect(res.json<{ errors: { extensions: { code: string } }[] }>().errors[0]?.extensions.code).toBe(
      'BATON_GRAPHQL_SUBSCRIPTION_NEEDS_SSE',
    );
  });
});
