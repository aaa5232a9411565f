import { request } from '@batonjs/test-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveReq } from './req.harness.js';

describe('req.stale', () => {
  let srv: Awaited<ReturnType<typeof serveReq>>;
  beforeAll(async () => {
    srv = await serveReq((req, res) => {
      res.setHeader('ETag', '"v1"');
      return req.stale;
    });
  });
  afterAll(() => srv.close());

  it('is false when the cached copy is fresh', async () => {
    const res = await request(srv.origin, { headers: { 'if-none-match': '"v1"' } });
    expect(res.status).toBe(200);
    expect(res.json()).toBe(false);
  });

  it('is true when the cached copy is out of date or absent', async () => {
    expect((await request(srv.origin, { headers: { 'if-none-match': '"v0"' } })).json()).toBe(true);
    expect((await request(srv.origin)).json()).toBe(true);
    expect((await request(srv.origin, { method: 'PUT', headers: { 'if-none-match': '"v1"' } })).json()).toBe(true);
  });
});
