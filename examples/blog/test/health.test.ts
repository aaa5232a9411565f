import { afterEach, describe, expect, it } from 'vitest';
import type { BlogStore } from '../src/store/blog-store.js';
import { type BlogServer, startBlog } from './helpers/blog-server.js';
import { openTestStore } from './helpers/test-store.js';

let srv: BlogServer | undefined;
afterEach(async () => {
  await srv?.close();
  srv = undefined;
});

describe('GET /healthz and GET /readyz', () => {
  it('answer 200 with plain JSON, never stored, outside the rate limit and the request log', async () => {
    srv = await startBlog({ rateLimit: { read: 1, write: 1 } });
    for (let i = 0; i < 3; i++) {
      const live = await srv.fetch('/healthz');
      expect(live.status).toBe(200);
      expect(live.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(live.headers['cache-control']).toBe('no-store');
      expect(live.json()).toEqual({ status: 'ok' });
      const ready = await srv.fetch('/readyz');
      expect(ready.status).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready' });
      expect(ready.headers.ratelimit).toBeUndefined();
    }
    expect(srv.logs).toEqual([]);
  });

  it('readyz answers 503 while the process drains; healthz still 200', async () => {
    let draining = false;
    srv = await startBlog({ isDraining: () => draining });
    expect((await srv.fetch('/readyz')).status).toBe(200);
    draining = true;
    const ready = await srv.fetch('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.json()).toEqual({ status: 'draining' });
    expect((await srv.fetch('/healthz')).status).toBe(200);
  });

  it('readyz answers 503 when the database does not answer (an error, or nothing in time), and recovers', async () => {
    const store = await openTestStore();
    let mode: 'up' | 'error' | 'hang' = 'error';
    const flaky: BlogStore = {
      ...store,
      ping: () =>
        mode === 'up'
          ? store.ping()
          : mode === 'error'
            ? Promise.reject(new Error('connection refused'))
            : new Promise<void>(() => {}),
      close: () => store.close(),
    };
    srv = await startBlog({ store: flaky });
    const down = await srv.fetch('/readyz');
    expect(down.status).toBe(503);
    expect(down.json()).toEqual({ status: 'database unreachable', detail: 'connection refused' });
    mode = 'hang';
    const slow = await srv.fetch('/readyz');
    expect(slow.status).toBe(503);
    expect(slow.json()).toEqual({ status: 'database unreachable', detail: 'no answer within 2000 ms' });
    expect((await srv.fetch('/healthz')).status).toBe(200);
    mode = 'up';
    expect((await srv.fetch('/readyz')).status).toBe(200);
  });
});
