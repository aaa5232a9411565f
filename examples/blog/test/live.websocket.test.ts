import type { IncomingMessage } from 'node:http';
import type { WebSocketHub } from 'batonjs/ws';
import { afterEach, describe, expect, it } from 'vitest';
import { type ClientOptions, WebSocket } from 'ws';
import { type BlogServer, expectProblem, jsonHeaders, startBlog } from './helpers/blog-server.js';

let srv: BlogServer | undefined;
const sockets: WebSocket[] = [];
afterEach(async () => {
  for (const ws of sockets.splice(0)) ws.terminate();
  (srv?.app.locals.websockets as WebSocketHub | undefined)?.close();
  await srv?.close();
  srv = undefined;
});

/** A blog whose test server (node's own http.createServer) dispatches upgrades too. */
async function start(options: Parameters<typeof startBlog>[0] = {}): Promise<BlogServer> {
  const started = await startBlog(options);
  (started.app.locals.websockets as WebSocketHub).attach(started.server);
  return started;
}

interface Live {
  readonly ws: WebSocket;
  next(): Promise<Record<string, unknown>>;
}

/** Opens /api/live from the blog's own origin (as its pages would), collecting messages from the first. */
function live(s: BlogServer, options: ClientOptions & { query?: string } = {}): Promise<Live> {
  const ws = new WebSocket(`ws://127.0.0.1:${s.port}/api/live${options.query ?? ''}`, { origin: s.origin, ...options });
  sockets.push(ws);
  const received: string[] = [];
  const waiting: Array<(m: string) => void> = [];
  ws.on('message', (data) => {
    const w = waiting.shift();
    if (w) w(String(data));
    else received.push(String(data));
  });
  const next = (): Promise<Record<string, unknown>> => {
    const first = received.shift();
    const text = first !== undefined ? Promise.resolve(first) : new Promise<string>((r) => waiting.push(r));
    return text.then((t) => JSON.parse(t));
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ ws, next }));
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) => reject(new Error(`answered ${res.statusCode}`)));
  });
}

/** The HTTP answer to an upgrade the blog refuses, as the test helpers' responses look. */
function refusal(
  s: BlogServer,
  options: ClientOptions,
): Promise<{ status: number; headers: IncomingMessage['headers']; text: string; json<T>(): T; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${s.port}/api/live`, options);
    sockets.push(ws);
    ws.once('open', () => reject(new Error('the socket opened')));
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const text = body.toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, body, json: () => JSON.parse(text) });
      });
    });
  });
}

describe('GET /api/live (WebSocket)', () => {
  it('says hello with author null, then streams blog.created/updated/deleted as the SSE endpoint does', async () => {
    srv = await start();
    const ada = await srv.login('ada');
    const conn = await live(srv);
    expect(await conn.next()).toEqual({ type: 'hello', author: null });
    const created = await srv.fetch('/api/blogs', {
      method: 'POST',
      headers: jsonHeaders(ada),
      body: JSON.stringify({ title: 'Over a socket', content: 'live' }),
    });
    expect(created.status).toBe(201);
    const blog = created.json<{ id: string }>();
    const first = await conn.next();
    expect(first).toEqual({ id: expect.any(Number), type: 'blog.created', blog: created.json() });
    const updated = await srv.fetch(`/api/blogs/${blog.id}`, {
      method: 'PUT',
      headers: jsonHeaders(ada),
      body: JSON.stringify({ title: 'Still over a socket', content: 'changed' }),
    });
    expect(updated.status).toBe(200);
    const second = await conn.next();
    expect(second).toEqual({ id: expect.any(Number), type: 'blog.updated', blog: updated.json() });
    expect(second.id as number).toBeGreaterThan(first.id as number);
    const deleted = await srv.fetch(`/api/blogs/${blog.id}`, { method: 'DELETE', headers: jsonHeaders(ada) });
    expect(deleted.status).toBe(204);
    expect(await conn.next()).toMatchObject({
      type: 'blog.deleted',
      blog: { id: blog.id, title: 'Still over a socket' },
    });
  });

  it('says hello with the author the session cookie names, decoded on the upgrade request', async () => {
    srv = await start();
    const cookie = await srv.login('ada');
    const conn = await live(srv, { headers: { cookie } });
    expect(await conn.next()).toEqual({ type: 'hello', author: 'ada' });
    const forged = await live(srv, { headers: { cookie: `${cookie.slice(0, -2)}xx` } });
    expect(await forged.next()).toEqual({ type: 'hello', author: null });
  });

  it('replays the backlog after ?since=<id>, then goes live', async () => {
    srv = await start();
    const ada = await srv.login('ada');
    const watcher = await live(srv);
    expect((await watcher.next()).type).toBe('hello');
    for (const title of ['one', 'two']) {
      const res = await srv.fetch('/api/blogs', {
        method: 'POST',
        headers: jsonHeaders(ada),
        body: JSON.stringify({ title, content: 'x' }),
      });
      expect(res.status).toBe(201);
    }
    const one = await watcher.next();
    const two = await watcher.next();
    const resumed = await live(srv, { query: `?since=${one.id}` });
    expect(await resumed.next()).toEqual({ type: 'hello', author: null });
    expect(await resumed.next()).toEqual(two);
  });

  it('refuses a foreign Origin with a 403 problem, without upgrading', async () => {
    srv = await start();
    const res = await refusal(srv, { origin: 'https://evil.example' });
    const problem = expectProblem(res, 403, 'BATON_WS_ORIGIN_REFUSED');
    expect(problem.detail).toBe('Origin "https://evil.example" may not open a WebSocket here');
    expect(res.headers.connection).toBe('close');
    expect(res.headers.upgrade).toBeUndefined();
  });

  it('refuses with 429 once the read budget is spent, without upgrading', async () => {
    srv = await start({ rateLimit: { read: 2, write: 10 } });
    const first = await live(srv);
    expect((await first.next()).type).toBe('hello');
    const second = await live(srv);
    expect((await second.next()).type).toBe('hello');
    const res = await refusal(srv, { origin: srv.origin });
    expectProblem(res, 429, 'RATE_LIMITED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(res.headers.ratelimit).toMatch(/^"read";r=0;t=\d+$/);
  });

  it('answers a plain GET /api/live (no upgrade) with the API 404 problem', async () => {
    srv = await start();
    const res = await srv.fetch('/api/live');
    expectProblem(res, 404, 'NOT_FOUND');
  });
});
