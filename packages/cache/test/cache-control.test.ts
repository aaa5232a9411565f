import type { IncomingMessage, ServerResponse } from 'node:http';
import { request, serve, type TestServer } from '@batonjs/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { type CacheControlOptions, CacheError, cacheControl } from '../src/index.js';

let srv: TestServer | undefined;
afterEach(async () => {
  await srv?.close();
  srv = undefined;
});

async function withMiddleware(options: CacheControlOptions): Promise<TestServer> {
  const middleware = cacheControl(options);
  srv = await serve((req: IncomingMessage, res: ServerResponse) => {
    middleware(req, res, () => {
      res.setHeader('content-type', 'text/plain');
      res.end('body');
    });
  });
  return srv;
}

function seconds(header: string | string[] | undefined): number {
  return Date.parse(String(header)) / 1000;
}

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (err) {
    if (err instanceof CacheError) {
      expect(err.status).toBe(500);
      expect(err.statusCode).toBe(500);
      expect(err.expose).toBe(false);
      return err.code;
    }
    throw err;
  }
  return undefined;
}

describe('cacheControl middleware', () => {
  it('sets Cache-Control, and Expires exactly max-age after Date, on GET', async () => {
    const server = await withMiddleware({ public: true, maxAge: 300 });
    const res = await request(`${server.origin}/`);
    expect(res.status).toBe(200);
    expect(res.text).toBe('body');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(seconds(res.headers.expires) - seconds(res.headers.date)).toBe(300);
    expect(Math.abs(seconds(res.headers.date) - Date.now() / 1000)).toBeLessThan(5);
  });

  it('applies to HEAD as to GET', async () => {
    const server = await withMiddleware({ maxAge: '1h' });
    const res = await request(`${server.origin}/`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(0);
    expect(res.headers['cache-control']).toBe('max-age=3600');
    expect(seconds(res.headers.expires) - seconds(res.headers.date)).toBe(3600);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const)(
    'never makes a %s response cacheable',
    async (method) => {
      const server = await withMiddleware({ public: true, maxAge: 300, sMaxAge: 600, immutable: true, vary: 'Accept' });
      const res = await request(`${server.origin}/`, { method, body: 'x' });
      expect(res.status).toBe(200);
      expect(res.text).toBe('body');
      expect(res.headers['cache-control']).toBeUndefined();
      expect(res.headers.expires).toBeUndefined();
      expect(res.headers.vary).toBeUndefined();
    },
  );

  it('writes every directive in a stable order', async () => {
    const server = await withMiddleware({
      private: true,
      noCache: true,
      maxAge: 60,
      sMaxAge: '2m',
      mustRevalidate: true,
      proxyRevalidate: true,
      immutable: true,
      staleWhileRevalidate: '30s',
      staleIfError: '1d',
    });
    const res = await request(`${server.origin}/`);
    expect(res.headers['cache-control']).toBe(
      'private, no-cache, max-age=60, s-maxage=120, must-revalidate, proxy-revalidate, immutable, ' +
        'stale-while-revalidate=30, stale-if-error=86400',
    );
  });

  it('sends no-store without Expires', async () => {
    const server = await withMiddleware({ noStore: true });
    const res = await request(`${server.origin}/`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.expires).toBeUndefined();
  });

  it('gives max-age=0 an Expires equal to Date (already stale)', async () => {
    const server = await withMiddleware({ maxAge: 0, mustRevalidate: true });
    const res = await request(`${server.origin}/`);
    expect(res.headers['cache-control']).toBe('max-age=0, must-revalidate');
    expect(res.headers.expires).toBe(res.headers.date);
  });

  it('adds Vary fields', async () => {
    const server = await withMiddleware({ maxAge: 10, vary: ['Accept', 'Accept-Encoding'] });
    const res = await request(`${server.origin}/`);
    expect(res.headers.vary).toBe('Accept, Accept-Encoding');
  });

  it('reads duration strings and caps delta-seconds at 2^31', async () => {
    const server = await withMiddleware({ maxAge: '1.5 days', sMaxAge: '1000y' });
    const res = await request(`${server.origin}/`);
    expect(res.headers['cache-control']).toBe('max-age=129600, s-maxage=2147483648');
  });

  it('rejects invalid options at setup with coded errors', () => {
    expect(codeOf(() => cacheControl({ maxAge: -1 }))).toBe('BATON_CACHE_INVALID_DURATION');
    expect(codeOf(() => cacheControl({ maxAge: Number.NaN }))).toBe('BATON_CACHE_INVALID_DURATION');
    expect(codeOf(() => cacheControl({ maxAge: Number.POSITIVE_INFINITY }))).toBe('BATON_CACHE_INVALID_DURATION');
    expect(codeOf(() => cacheControl({ maxAge: 'soon' }))).toBe('BATON_CACHE_INVALID_DURATION');
    expect(codeOf(() => cacheControl({ maxAge: '10 fortnights' }))).toBe('BATON_CACHE_INVALID_DURATION');
    expect(codeOf(() => cacheControl({ maxAge: '-5m' }))).toBe('BATON_CACHE_INVALID_DURATION');
    expect(codeOf(() => cacheControl({ maxAge: `${'9'.repeat(100)}s` }))).toBe('BATON_CACHE_INVALID_DURATION');
    expect(codeOf(() => cacheControl({ sMaxAge: {} as unknown as number }))).toBe('BATON_CACHE_INVALID_DURATION');
    expect(codeOf(() => cacheControl({ staleIfError: '' }))).toBe('BATON_CACHE_INVALID_DURATION');
    expect(codeOf(() => cacheControl({ public: true, private: true }))).toBe('BATON_CACHE_CONFLICTING_DIRECTIVES');
    expect(codeOf(() => cacheControl({ noStore: true, maxAge: 60 }))).toBe('BATON_CACHE_CONFLICTING_DIRECTIVES');
    expect(codeOf(() => cacheControl({ vary: 'Accept, Cookie' }))).toBe('BATON_CACHE_INVALID_VARY');
    expect(codeOf(() => cacheControl({ maxAge: ' 10 m ' }))).toBeUndefined();
  });
});
