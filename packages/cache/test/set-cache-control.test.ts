import { request, serve, type TestServer } from '@batonjs/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { CacheError, setCacheControl } from '../src/index.js';

let srv: TestServer | undefined;
afterEach(async () => {
  await srv?.close();
  srv = undefined;
});

describe('setCacheControl', () => {
  it('sets the headers on a GET response (method read from res.req) and returns res for chaining', async () => {
    srv = await serve((_req, res) => {
      const same = setCacheControl(res, { private: true, maxAge: 60 });
      same.end(String(same === res));
    });
    const res = await request(`${srv.origin}/`);
    expect(res.status).toBe(200);
    expect(res.text).toBe('true');
    expect(res.headers['cache-control']).toBe('private, max-age=60');
    expect((Date.parse(String(res.headers.expires)) - Date.parse(String(res.headers.date))) / 1000).toBe(60);
  });

  it('leaves a POST response untouched, including an explicit req argument', async () => {
    srv = await serve((req, res) => {
      setCacheControl(res, { public: true, maxAge: 60 });
      setCacheControl(res, { public: true, maxAge: 60 }, req);
      res.end('created');
    });
    const res = await request(`${srv.origin}/`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(200);
    expect(res.text).toBe('created');
    expect(res.headers['cache-control']).toBeUndefined();
    expect(res.headers.expires).toBeUndefined();
  });

  it('replaces a previous policy and drops an Expires that would contradict it', async () => {
    srv = await serve((_req, res) => {
      setCacheControl(res, { public: true, maxAge: 600 });
      setCacheControl(res, { noCache: true, private: true });
      res.end('x');
    });
    const res = await request(`${srv.origin}/`);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.expires).toBeUndefined();
  });

  it('throws a coded error after the headers were sent, and the server keeps serving', async () => {
    const errors: unknown[] = [];
    srv = await serve((_req, res) => {
      res.writeHead(200);
      try {
        setCacheControl(res, { maxAge: 1 });
      } catch (err) {
        errors.push(err);
      }
      res.end('sent');
    });
    const res = await request(`${srv.origin}/`);
    expect(res.status).toBe(200);
    expect(res.text).toBe('sent');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(CacheError);
    expect((errors[0] as CacheError).code).toBe('BATON_CACHE_HEADERS_SENT');
    expect((errors[0] as CacheError).status).toBe(500);
  });
});
