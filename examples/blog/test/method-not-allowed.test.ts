import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BlogServer, expectProblem, startBlog } from './helpers/blog-server.js';

let srv: BlogServer;
beforeAll(async () => {
  srv = await startBlog();
});
afterAll(() => srv.close());

describe('methods a resource does not have', () => {
  it.each([
    ['PATCH', '/api/blogs/1', 'DELETE, GET, HEAD, PUT'],
    ['PATCH', '/api/blogs', 'GET, HEAD, POST'],
    ['DELETE', '/api/blogs', 'GET, HEAD, POST'],
    ['PUT', '/api/v1/blogs/1', 'GET, HEAD'],
    ['PATCH', '/api/session', 'DELETE, GET, HEAD, POST'],
  ] as const)('%s %s → 405 with Allow: %s', async (method, path, allow) => {
    const res = await srv.fetch(path, { method, headers: { 'content-type': 'application/json' }, body: '{}' });
    const problem = expectProblem(res, 405, 'BATON_METHOD_NOT_ALLOWED');
    expect(res.headers.allow).toBe(allow);
    expect(problem.detail).toBe(`${method} is not allowed for ${path}`);
  });

  it('answers OPTIONS with the allowed methods', async () => {
    const res = await srv.fetch('/api/blogs/1', { method: 'OPTIONS' });
    expect(res.status).toBe(200);
    expect(res.headers.allow).toBe('DELETE, GET, HEAD, PUT');
  });
});
