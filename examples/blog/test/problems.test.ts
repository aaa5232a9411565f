import { afterEach, describe, expect, it } from 'vitest';
import { toProblem } from '../src/rest/problem-handler.js';
import type { BlogStore } from '../src/store/blog-store.js';
import { type BlogServer, expectProblem, startBlog } from './helpers/blog-server.js';
import { openTestStore } from './helpers/test-store.js';

let srv: BlogServer | undefined;
afterEach(() => srv?.close());

/** A blog whose post reads fail as a broken database would, in the given environment. */
async function failingBlog(env: string): Promise<BlogServer> {
  const store = await openTestStore();
  const broken: BlogStore = { ...store, getPost: () => Promise.reject(new Error('SQLITE_CORRUPT: secret internals')) };
  const server = await startBlog({ store: broken });
  server.app.set('env', env);
  return server;
}

describe('problem responses', () => {
  it('answers unknown /api paths with a problem 404', async () => {
    srv = await startBlog();
    for (const path of ['/api', '/api/', '/api/nope', '/api/blogs/1/comments', '/api/v2/blogs/1']) {
      const res = await srv.fetch(path);
      expect(expectProblem(res, 404, 'NOT_FOUND').detail).toBe(`nothing at GET ${path}`);
    }
    const post = await srv.fetch('/api/nope?x=1', { method: 'POST' });
    expect(expectProblem(post, 404, 'NOT_FOUND').detail).toBe('nothing at POST /api/nope?x=1');
  });

  it('withholds the detail of a 5xx in production', async () => {
    srv = await failingBlog('production');
    const res = await srv.fetch('/api/blogs/1');
    const problem = expectProblem(res, 500, 'INTERNAL_ERROR');
    expect(problem).toEqual({
      type: 'about:blank',
      title: 'Internal Server Error',
      status: 500,
      detail: 'Internal Server Error',
      code: 'INTERNAL_ERROR',
    });
    expect(res.text).not.toContain('secret');
    expect((await srv.fetch('/api/blogs')).status).toBe(200);
  });

  it.each(['production', 'test', 'staging'])(
    'a 5xx in %s carries no internal detail, not even the driver`s code (a locked SQLite database)',
    async (env) => {
      const store = await openTestStore();
      const busy = Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY', errors: ['internal'] });
      srv = await startBlog({ store: { ...store, getPost: () => Promise.reject(busy) } });
      srv.app.set('env', env);
      const res = await srv.fetch('/api/blogs/1');
      expect(res.status).toBe(500);
      expect(res.headers['content-type']).toBe('application/problem+json');
      expect(JSON.parse(res.text)).toEqual({
        type: 'about:blank',
        title: 'Internal Server Error',
        status: 500,
        detail: 'Internal Server Error',
        code: 'INTERNAL_ERROR',
      });
      const page = await srv.fetch('/blogs/1', { headers: { accept: 'text/html' } });
      expect(page.status).toBe(500);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      for (const text of [res.text, page.text]) {
        expect(text).not.toContain('SQLITE_BUSY');
        expect(text).not.toContain('locked');
      }
    },
  );

  it('keeps the status of a 5xx but none of its fields in production', () => {
    const unavailable = {
      status: 503,
      code: 'ECONNREFUSED',
      message: 'connect ECONNREFUSED 10.0.0.5:5432',
      expose: true,
    };
    expect(toProblem(unavailable, 'production')).toEqual({
      type: 'about:blank',
      title: 'Service Unavailable',
      status: 503,
      detail: 'Service Unavailable',
      code: 'INTERNAL_ERROR',
    });
    expect(toProblem(unavailable, 'development')).toMatchObject({ code: 'ECONNREFUSED', detail: unavailable.message });
  });

  it('shows the message of a 5xx in development, for the developer', async () => {
    srv = await failingBlog('development');
    const problem = expectProblem(await srv.fetch('/api/blogs/1'), 500, 'INTERNAL_ERROR');
    expect(problem.detail).toBe('SQLITE_CORRUPT: secret internals');
  });

  it('maps any error to a problem', () => {
    expect(toProblem('a string', 'production')).toMatchObject({ status: 500, detail: 'Internal Server Error' });
    expect(toProblem(null, 'development')).toMatchObject({ status: 500, code: 'INTERNAL_ERROR' });
    expect(toProblem({ status: 418, expose: true, message: 'short and stout' }, 'production')).toEqual({
      type: 'about:blank',
      title: "I'm a Teapot",
      status: 418,
      detail: 'short and stout',
      code: 'HTTP_418',
    });
    expect(toProblem({ status: 700 }, 'production').status).toBe(500);
  });
});
