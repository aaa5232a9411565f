import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryCounterStore } from '../src/middleware/counter-store.js';
import { type BlogServer, expectProblem, jsonHeaders, LOGINS, startBlog } from './helpers/blog-server.js';

let srv: BlogServer | undefined;
afterEach(() => srv?.close());

const POLICY = /^"(read|write)";q=(\d+);w=60$/;
const STATE = /^"(read|write)";r=(\d+);t=(\d+)$/;

/**
 * Waits out the last 10 s of a clock minute: these tests count down a one-minute budget, and the
 * window (aligned to the clock) turning mid-test would reset it.
 */
async function awayFromMinuteEdge(): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 10_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

describe('rate limits on /api', () => {
  it('counts reads per client and says so in RateLimit-Policy and RateLimit; 429 with Retry-After past the budget', async () => {
    await awayFromMinuteEdge();
    srv = await startBlog({ rateLimit: { read: 3, write: 2, windowMs: 60_000 } });
    for (let i = 1; i <= 3; i++) {
      const res = await srv.fetch('/api/blogs/1');
      expect(res.status).toBe(200);
      expect(res.headers['ratelimit-policy']).toBe('"read";q=3;w=60');
      const [, policy, remaining, reset] = STATE.exec(res.headers.ratelimit as string) ?? [];
      expect([policy, Number(remaining)]).toEqual(['read', 3 - i]);
      expect(Number(reset)).toBeLessThanOrEqual(60);
    }
    const limited = await srv.fetch('/api/blogs/1');
    const problem = expectProblem(limited, 429, 'RATE_LIMITED');
    expect(problem.detail).toBe('the read budget of 3 requests per 60 s is spent');
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.headers.ratelimit).toMatch(/^"read";r=0;t=\d+$/);
    expect(limited.headers['ratelimit-policy']).toMatch(POLICY);
  });

  it('keeps a separate, smaller budget for writes and logins (brute force)', async () => {
    await awayFromMinuteEdge();
    srv = await startBlog({ rateLimit: { read: 100, write: 2, windowMs: 60_000 } });
    const attempt = () =>
      srv?.fetch('/api/session', {
        method: 'POST',
        headers: jsonHeaders(),
        body: JSON.stringify({ name: 'ada', password: 'guess' }),
      });
    expect((await attempt())?.status).toBe(401);
    const second = await attempt();
    expect(second?.headers['ratelimit-policy']).toBe('"write";q=2;w=60');
    expect(second?.headers.ratelimit).toMatch(/^"write";r=0;t=\d+$/);
    const third = await attempt();
    expectProblem(third as NonNullable<typeof third>, 429, 'RATE_LIMITED');
    // Even the right password waits now; reads still go through.
    const right = await srv.fetch('/api/session', {
      method: 'POST',
      headers: jsonHeaders(),
      body: JSON.stringify({ name: 'ada', password: LOGINS.ada }),
    });
    expect(right.status).toBe(429);
    expect((await srv.fetch('/api/blogs/1')).status).toBe(200);
  });

  it('leaves paths outside /api alone', async () => {
    srv = await startBlog({ rateLimit: { read: 1, write: 1 } });
    await srv.fetch('/api/blogs/1');
    const outside = await srv.fetch('/elsewhere');
    expect(outside.status).toBe(404);
    expect(outside.headers.ratelimit).toBeUndefined();
  });

  it('with trust proxy, counts each forwarded client separately; without it, X-Forwarded-For is ignored', async () => {
    srv = await startBlog({ rateLimit: { read: 1, write: 1 }, trustProxy: 'loopback' });
    const as = (ip: string) => srv?.fetch('/api/blogs/1', { headers: { 'x-forwarded-for': ip } });
    expect((await as('203.0.113.1'))?.status).toBe(200);
    expect((await as('203.0.113.2'))?.status).toBe(200);
    expect((await as('203.0.113.1'))?.status).toBe(429);
    await srv.close();

    srv = await startBlog({ rateLimit: { read: 1, write: 1 } });
    expect((await as('203.0.113.1'))?.status).toBe(200);
    expect((await as('203.0.113.2'))?.status).toBe(429);
  });
});

describe('the memory counter store', () => {
  it('counts in fixed windows aligned to the clock and forgets past windows', async () => {
    let now = 120_000;
    const store = createMemoryCounterStore(() => now);
    expect(await store.increment('k', 60_000)).toEqual({ count: 1, resetAt: 180_000 });
    expect(await store.increment('k', 60_000)).toEqual({ count: 2, resetAt: 180_000 });
    expect(await store.increment('other', 60_000)).toEqual({ count: 1, resetAt: 180_000 });
    now = 180_000;
    expect(await store.increment('k', 60_000)).toEqual({ count: 1, resetAt: 240_000 });
  });
});
