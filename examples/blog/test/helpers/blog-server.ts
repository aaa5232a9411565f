import { request, serve, type TestRequestOptions, type TestResponse, type TestServer } from '@batonjs/test-utils';
import type { Application } from 'batonjs';
import { expect } from 'vitest';
import { type BlogAppOptions, createBlogApp } from '../../src/app.js';
import type { BlogStore } from '../../src/store/blog-store.js';
import { SEED_DATA } from '../../src/store/seed-data.js';
import { openTestStore } from './test-store.js';

export const SECRET = 'test-secret-of-enough-length-000';

/** The seeded logins, by name. */
export const LOGINS = Object.fromEntries(SEED_DATA.authors.map((a) => [a.name, a.password])) as Record<
  'ada' | 'grace' | 'admin',
  string
>;

/**
 * A blog on a fresh, seeded database (SQLite in memory, or a PostgreSQL database of its own under
 * BLOG_TEST_STORE=postgres: see test-store.ts), on 127.0.0.1 port 0, with its log captured.
 */
export interface BlogServer extends TestServer {
  readonly app: Application;
  readonly store: BlogStore;
  readonly logs: string[];
  /** Sends a request to a path of this server. */
  fetch(path: string, options?: TestRequestOptions): Promise<TestResponse>;
  /** Logs a seeded author in and returns the `Cookie` header value to send. */
  login(name: keyof typeof LOGINS): Promise<string>;
}

/** What a test may change: the app's options, and a wrapper around the store (to count its calls). */
export type StartBlogOptions = Partial<BlogAppOptions> & { readonly wrapStore?: (store: BlogStore) => BlogStore };

export async function startBlog({ wrapStore, ...options }: StartBlogOptions = {}): Promise<BlogServer> {
  const opened = options.store ?? (await openTestStore());
  const store = wrapStore === undefined ? opened : wrapStore(opened);
  const logs: string[] = [];
  const app = createBlogApp({
    sessionSecret: SECRET,
    rateLimit: { read: 100_000, write: 100_000 },
    log: { stream: { write: (line: string) => logs.push(line) } },
    ...options,
    // An hour-long window unless a test sets one: windows are aligned to the clock, and a minute
    // turning in the middle of a test would reset the budget it is counting down.
    ...(options.rateLimit === undefined ? {} : { rateLimit: { windowMs: 3_600_000, ...options.rateLimit } }),
    store,
  });
  const srv = await serve(app);
  const fetch = (path: string, init?: TestRequestOptions) => request(`${srv.origin}${path}`, init);
  return {
    ...srv,
    app,
    store,
    logs,
    fetch,
    async login(name) {
      const res = await fetch('/api/session', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name, password: LOGINS[name] }),
      });
      if (res.status !== 204) throw new Error(`login as ${name} answered ${res.status}: ${res.text}`);
      return cookieOf(res);
    },
    async close() {
      await srv.close();
      await store.close();
    },
  };
}

/** The `name=value` of the first Set-Cookie, ready for a Cookie header. */
export function cookieOf(res: TestResponse): string {
  const header = res.headers['set-cookie'];
  const first = Array.isArray(header) ? header[0] : header;
  if (first === undefined) throw new Error('no Set-Cookie in the response');
  return first.split(';')[0] as string;
}

/** Headers for a JSON body, with a session cookie when given. */
export function jsonHeaders(cookie?: string): Record<string, string> {
  return { 'content-type': 'application/json', ...(cookie === undefined ? {} : { cookie }) };
}

/** Asserts what every /api error must be (RFC 9457 problem JSON, never stored) and returns the problem. */
export function expectProblem(res: TestResponse, status: number, code: string): Record<string, unknown> {
  expect(res.status, res.text).toBe(status);
  expect(res.headers['content-type']).toBe('application/problem+json');
  expect(res.headers['cache-control']).toBe('no-store');
  const problem = res.json<Record<string, unknown>>();
  expect(problem).toMatchObject({ type: 'about:blank', status, code });
  expect(typeof problem.title).toBe('string');
  expect(typeof problem.detail).toBe('string');
  return problem;
}

/**
 * Creates a blog as the author whose cookie is given; returns its id.
 *
 * @example
 * const id = await createBlog(srv, await srv.login('ada'));
 */
export async function createBlog(
  srv: BlogServer,
  cookie: string,
  input: { title: string; content: string } = { title: 'draft', content: 'first words' },
): Promise<string> {
  const res = await srv.fetch('/api/blogs', {
    method: 'POST',
    headers: jsonHeaders(cookie),
    body: JSON.stringify(input),
  });
  expect(res.status, res.text).toBe(201);
  return res.json<{ id: string }>().id;
}

/** The three seeded logins at once. */
export async function loginAll(srv: BlogServer): Promise<{ ada: string; grace: string; admin: string }> {
  const [ada, grace, admin] = await Promise.all([srv.login('ada'), srv.login('grace'), srv.login('admin')]);
  return { ada, grace, admin };
}
