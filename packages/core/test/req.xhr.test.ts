import { request } from '@batonjs/test-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveReq } from './req.harness.js';

describe('req.xhr', () => {
  let srv: Awaited<ReturnType<typeof serveReq>>;
  beforeAll(async () => {
    srv = await serveReq((req) => req.xhr);
  });
  afterAll(() => srv.close());

  it('is true for X-Requested-With: XMLHttpRequest, in any case', async () => {
    const res = await request(srv.origin, { headers: { 'x-requested-with': 'XMLHttpRequest' } });
    expect(res.status).toBe(200);
    expect(res.json()).toBe(true);
    expect((await request(srv.origin, { headers: { 'x-requested-with': 'xmlhttprequest' } })).json()).toBe(true);
  });

  it('is false without the header or with another value', async () => {
    expect((await request(srv.origin)).json()).toBe(false);
    expect((await request(srv.origin, { headers: { 'x-requested-with': 'fetch' } })).json()).toBe(false);
  });
});
