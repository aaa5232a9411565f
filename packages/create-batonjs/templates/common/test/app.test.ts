import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from './server.js';

// One real server on a free port of the loopback interface, and real HTTP requests to it.
let origin: string;
let close: () => Promise<unknown>;

beforeAll(async () => {
  ({ origin, close } = await startServer());
});

afterAll(() => close());

function post(path: string, body: string) {
  return request(`${origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
}

describe('GET /health', () => {
  it('answers ok', async () => {
    const res = await request(`${origin}/health`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(await res.body.json()).toEqual({ status: 'ok' });
  });
});

describe('/api/items', () => {
  it('creates an item, then finds it by its Location and in the list', async () => {
    const created = await post('/api/items', JSON.stringify({ name: '  Tea  ' }));
    expect(created.statusCode).toBe(201);
    const item = (await created.body.json()) as { id: string; name: string; quantity: number };
    // The schema trimmed the name and filled in the default quantity.
    expect(item).toEqual({ id: expect.any(String), name: 'Tea', quantity: 1 });
    expect(created.headers.location).toBe(`/api/items/${item.id}`);

    const found = await request(`${origin}/api/items/${item.id}`);
    expect(found.statusCode).toBe(200);
    expect(found.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(await found.body.json()).toEqual(item);

    const list = await request(`${origin}/api/items`);
    expect(list.statusCode).toBe(200);
    expect(await list.body.json()).toContainEqual(item);
  });

  it('answers a body that does not fit the schema with 422 problem JSON naming the field', async () => {
    const res = await post('/api/items', JSON.stringify({ name: '', quantity: -1 }));
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toBe('application/problem+json');
    const problem = (await res.body.json()) as { status: number; title: string; issues: Array<{ pointer: string }> };
    expect(problem).toMatchObject({ status: 422, title: 'Unprocessable Entity' });
    expect(problem.issues.map((issue) => issue.pointer).sort()).toEqual(['/name', '/quantity']);
  });

  it('answers malformed JSON with 400 problem JSON', async () => {
    const res = await post('/api/items', '{"name":');
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toBe('application/problem+json');
    expect(await res.body.json()).toMatchObject({ type: 'about:blank', title: 'Bad Request', status: 400 });
  });

  it('answers an unknown id with 404 problem JSON', async () => {
    const res = await request(`${origin}/api/items/nope`);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('application/problem+json');
    expect(await res.body.json()).toEqual({
      type: 'about:blank',
      title: 'Not Found',
      status: 404,
      detail: 'No item with id nope',
      code: 'HTTP_404',
    });
  });
});

describe('a path no route answers', () => {
  it('is a 404 problem', async () => {
    const res = await request(`${origin}/api/nowhere`);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('application/problem+json');
    expect(await res.body.json()).toMatchObject({ status: 404, detail: 'Cannot GET /api/nowhere' });
  });
});
