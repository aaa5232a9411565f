import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BlogServer, expectProblem, jsonHeaders, startBlog } from './helpers/blog-server.js';

let srv: BlogServer;
let ada: string;
beforeAll(async () => {
  srv = await startBlog();
  ada = await srv.login('ada');
});
afterAll(() => srv.close());

const post = (body: string, headers: Record<string, string>) =>
  srv.fetch('/api/blogs', { method: 'POST', headers, body });

describe('POST /api/blogs', () => {
  it('creates a blog: 201, Location, the blog, no-store', async () => {
    const res = await post(
      JSON.stringify({ title: 'Fresh', content: 'Out of the oven', extra: 'ignored' }),
      jsonHeaders(ada),
    );
    expect(res.status).toBe(201);
    const blog = res.json<{ id: string }>();
    expect(res.headers.location).toBe(`/api/blogs/${blog.id}`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(blog).toEqual({
      id: expect.stringMatching(/^\d+$/),
      title: 'Fresh',
      content: 'Out of the oven',
      author: '1',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const read = await srv.fetch(res.headers.location as string);
    expect(read.json()).toEqual(blog);
  });

  it('needs a login: 401 "not logged in"', async () => {
    const res = await post(JSON.stringify({ title: 't', content: 'c' }), jsonHeaders());
    const problem = expectProblem(res, 401, 'NOT_LOGGED_IN');
    expect(problem.detail).toBe('not logged in');
  });

  it('treats a forged or tampered cookie as no login', async () => {
    const [name, value] = ada.split('=') as [string, string];
    const tampered = `${name}=${value.replace('s%3A1.', 's%3A2.')}`;
    const unsigned = `${name}=1.9999999999`;
    for (const cookie of [tampered, unsigned, 'sid=garbage', 'sid=s%3A']) {
      expectProblem(
        await post(JSON.stringify({ title: 't', content: 'c' }), jsonHeaders(cookie)),
        401,
        'NOT_LOGGED_IN',
      );
    }
  });

  it.each([
    ['text/plain', 'hello'],
    ['application/x-www-form-urlencoded', 'title=a&content=b'],
    ['multipart/form-data; boundary=x', '--x--'],
  ])('answers 415 for Content-Type %s', async (type, body) => {
    const res = await post(body, { 'content-type': type, cookie: ada });
    const problem = expectProblem(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(problem.detail).toContain('application/json');
  });

  it('answers 415 without a body or Content-Type', async () => {
    const res = await srv.fetch('/api/blogs', { method: 'POST', headers: { cookie: ada } });
    expectProblem(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  // A bare string is JSON, but not what body-parser's strict mode (an object or array) accepts.
  it.each(['{"title":', '{title: "x"}', 'nope', '{"a":1}}', '"just a string"'])(
    'answers 400 for malformed JSON %s',
    async (body) => {
      const res = await post(body, jsonHeaders(ada));
      expectProblem(res, 400, 'BATON_BODY_PARSE_FAILED');
    },
  );

  it('answers 413 over 102,400 bytes and accepts exactly that many', async () => {
    const envelope = JSON.stringify({ title: 't', content: '' }).length;
    const atLimit = JSON.stringify({ title: 't', content: 'x'.repeat(102_400 - envelope) });
    expect(Buffer.byteLength(atLimit)).toBe(102_400);
    // Over the content limit (100,000 characters), so 422: the size itself was accepted.
    expectProblem(await post(atLimit, jsonHeaders(ada)), 422, 'VALIDATION_FAILED');
    const over = JSON.stringify({ title: 't', content: 'x'.repeat(102_401 - envelope) });
    const res = await post(over, jsonHeaders(ada));
    expectProblem(res, 413, 'BATON_BODY_TOO_LARGE');
    // Still serving afterwards.
    expect((await srv.fetch('/api/blogs/1')).status).toBe(200);
  });

  it('answers 422 listing each invalid field', async () => {
    const cases: Array<[unknown, Array<{ field: string; message: string }>]> = [
      [
        {},
        [
          { field: 'title', message: 'is required' },
          { field: 'content', message: 'is required' },
        ],
      ],
      [{ title: '', content: 'c' }, [{ field: 'title', message: 'must be 1 to 200 characters (is 0)' }]],
      [{ title: 'x'.repeat(201), content: 'c' }, [{ field: 'title', message: 'must be 1 to 200 characters (is 201)' }]],
      [
        { title: 't', content: 'x'.repeat(100_001) },
        [{ field: 'content', message: 'must be 1 to 100000 characters (is 100001)' }],
      ],
      [
        { title: 5, content: ['c'] },
        [
          { field: 'title', message: 'must be a string' },
          { field: 'content', message: 'must be a string' },
        ],
      ],
      // Not an object at all: one error, for the body itself (its field is the empty path).
      [[1, 2], [{ field: '', message: 'must be a JSON object' }]],
    ];
    for (const [body, errors] of cases) {
      const res = await post(JSON.stringify(body), jsonHeaders(ada));
      const problem = expectProblem(res, 422, 'VALIDATION_FAILED');
      expect(problem.errors).toEqual(errors);
    }
  });

  it('counts characters, not bytes or UTF-16 units: 200 emoji are a valid title', async () => {
    const res = await post(JSON.stringify({ title: '😀'.repeat(200), content: 'c' }), jsonHeaders(ada));
    expect(res.status).toBe(201);
  });
});
