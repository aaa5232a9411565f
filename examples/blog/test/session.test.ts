import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { request, serve } from '@batonjs/test-utils';
import baton from 'batonjs';
import { Agent } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlogApp } from '../src/app.js';
import { type BlogServer, cookieOf, expectProblem, LOGINS, SECRET, startBlog } from './helpers/blog-server.js';

let srv: BlogServer;
beforeAll(async () => {
  srv = await startBlog();
});
afterAll(() => srv.close());

const login = (body: string, type: string) =>
  srv.fetch('/api/session', { method: 'POST', headers: { 'content-type': type }, body });

describe('POST /api/session', () => {
  it('logs in with JSON: 204 and a signed HttpOnly SameSite=Lax Path=/ cookie sid, not Secure over plain HTTP', async () => {
    const res = await login(JSON.stringify({ name: 'ada', password: LOGINS.ada }), 'application/json');
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect(res.headers['cache-control']).toBe('no-store');
    const setCookie = res.headers['set-cookie'] as string;
    expect(setCookie).toMatch(
      /^sid=s%3A1\.\d+\.[A-Za-z0-9%]+; Max-Age=86400; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/,
    );
    expect(setCookie).not.toContain('Secure');
  });

  it('logs in with a urlencoded form', async () => {
    const res = await login(
      `name=grace&password=${encodeURIComponent(LOGINS.grace)}`,
      'application/x-www-form-urlencoded',
    );
    expect(res.status).toBe(204);
    const who = await srv.fetch('/api/session', { headers: { cookie: cookieOf(res) } });
    expect(who.json()).toEqual({ author: { id: '2', name: 'grace', age: 85, role: 'author' } });
  });

  it('answers 401 to a wrong password or an unknown name, with no cookie', async () => {
    for (const body of [
      { name: 'ada', password: 'wrong' },
      { name: 'nobody', password: LOGINS.ada },
    ]) {
      const res = await login(JSON.stringify(body), 'application/json');
      const problem = expectProblem(res, 401, 'BAD_CREDENTIALS');
      expect(problem.detail).toBe('wrong name or password');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('answers 422 when name or password is missing, 415 for other types, 400 for broken JSON', async () => {
    const missing = await login(JSON.stringify({ name: 'ada' }), 'application/json');
    expect(expectProblem(missing, 422, 'VALIDATION_FAILED').errors).toEqual([
      { field: 'password', message: 'is required (a non-empty string)' },
    ]);
    const typed = await login(JSON.stringify({ name: 'ada', password: 42 }), 'application/json');
    expectProblem(typed, 422, 'VALIDATION_FAILED');
    expectProblem(await login('ada:secret', 'text/plain'), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expectProblem(await login('{"name":', 'application/json'), 400, 'BATON_BODY_PARSE_FAILED');
  });

  it('never writes the password to the request log', async () => {
    await login(JSON.stringify({ name: 'ada', password: LOGINS.ada }), 'application/json');
    expect(srv.logs.join('')).not.toContain(LOGINS.ada);
    expect(srv.logs.some((line) => line.startsWith('[blog] POST /api/session 204 '))).toBe(true);
  });
});

describe('GET and DELETE /api/session', () => {
  it('GET answers 200 {author} when logged in, 401 otherwise, never cached', async () => {
    const cookie = await srv.login('admin');
    const res = await srv.fetch('/api/session', { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ author: { id: '3', name: 'admin', age: null, role: 'admin' } });
    const anonymous = await srv.fetch('/api/session');
    expect(expectProblem(anonymous, 401, 'NOT_LOGGED_IN').detail).toBe('not logged in');
  });

  it('DELETE answers 204 and clears the cookie', async () => {
    const cookie = await srv.login('ada');
    const res = await srv.fetch('/api/session', { method: 'DELETE', headers: { cookie } });
    expect(res.status).toBe(204);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['set-cookie']).toMatch(
      /^sid=; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax$/,
    );
  });

  it('rejects an expired cookie even with a valid signature', async () => {
    const cookie = await srv.login('ada');
    const other = await startBlog({ store: srv.store, sessionTtlSeconds: -10 });
    try {
      const expired = await other.login('ada');
      expectProblem(await srv.fetch('/api/session', { headers: { cookie: expired } }), 401, 'NOT_LOGGED_IN');
      expect((await srv.fetch('/api/session', { headers: { cookie } })).status).toBe(200);
    } finally {
      await new Promise<void>((resolve) => {
        other.server.closeAllConnections();
        other.server.close(() => resolve());
      });
    }
  });

  it('is stateless: a second app with the same secret and database accepts the cookie', async () => {
    const cookie = await srv.login('grace');
    const twin = createBlogApp({ store: srv.store, sessionSecret: SECRET, log: false });
    const other = await serve(twin);
    try {
      const res = await request(`${other.origin}/api/session`, { headers: { cookie } });
      expect(res.json()).toMatchObject({ author: { name: 'grace' } });
      const wrongSecret = await serve(createBlogApp({ store: srv.store, sessionSecret: 'another-secret', log: false }));
      expectProblem(await request(`${wrongSecret.origin}/api/session`, { headers: { cookie } }), 401, 'NOT_LOGGED_IN');
      await wrongSecret.close();
    } finally {
      await other.close();
    }
  });
});

describe('over TLS', () => {
  it('marks the cookie Secure', async () => {
    const tlsDir = new URL('../../../packages/core/test/fixtures/tls/', import.meta.url);
    const tls = { key: readFileSync(new URL('key.pem', tlsDir)), cert: readFileSync(new URL('cert.pem', tlsDir)) };
    const server = baton.createServer(createBlogApp({ store: srv.store, sessionSecret: SECRET, log: false }), { tls });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const dispatcher = new Agent({ connect: { rejectUnauthorized: false } });
    try {
      const { port } = server.address() as AddressInfo;
      const res = await request(`https://127.0.0.1:${port}/api/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'ada', password: LOGINS.ada }),
        dispatcher,
      });
      expect(res.status).toBe(204);
      expect(res.headers['set-cookie']).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);
    } finally {
      await dispatcher.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
