import { request } from '@batonjs/test-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveReq } from './req.harness.js';

describe('req.fresh', () => {
  let srv: Awaited<ReturnType<typeof serveReq>>;
  beforeAll(async () => {
    srv = await serveReq((req, res) => {
      if (req.query.status !== undefined) res.statusCode = Number(req.query.status);
      if (req.query.etag !== undefined) res.setHeader('ETag', String(req.query.etag));
      if (req.query.lm !== undefined) res.setHeader('Last-Modified', String(req.query.lm));
      // 304 responses carry no body, so the answer also travels in a header.
      res.setHeader('x-fresh', String(req.fresh));
      return req.fresh;
    });
  });
  afterAll(() => srv.close());

  it('is true when If-None-Match matches the response ETag', async () => {
    const res = await request(`${srv.origin}/?etag=%22abc%22`, { headers: { 'if-none-match': '"abc"' } });
    expect(res.status).toBe(200);
    expect(res.json()).toBe(true);
    expect(
      (await request(`${srv.origin}/?etag=W/%22abc%22`, { headers: { 'if-none-match': '"x", W/"abc"' } })).json(),
    ).toBe(true);
  });

  it('is false when the ETag differs or there are no conditional headers', async () => {
    expect((await request(`${srv.origin}/?etag=%22abc%22`, { headers: { 'if-none-match': '"xyz"' } })).json()).toBe(
      false,
    );
    expect((await request(`${srv.origin}/?etag=%22abc%22`)).json()).toBe(false);
  });

  it('compares If-Modified-Since with Last-Modified', async () => {
    const lm = encodeURIComponent('Sat, 01 Jan 2000 00:00:00 GMT');
    const later = { 'if-modified-since': 'Sun, 02 Jan 2000 00:00:00 GMT' };
    const earlier = { 'if-modified-since': 'Fri, 31 Dec 1999 00:00:00 GMT' };
    expect((await request(`${srv.origin}/?lm=${lm}`, { headers: later })).json()).toBe(true);
    expect((await request(`${srv.origin}/?lm=${lm}`, { headers: earlier })).json()).toBe(false);
  });

  it('is false for methods other than GET and HEAD', async () => {
    const res = await request(`${srv.origin}/?etag=%22abc%22`, {
      method: 'POST',
      headers: { 'if-none-match': '"abc"' },
    });
    expect(res.status).toBe(200);
    expect(res.json()).toBe(false);
  });

  it('is evaluated for a 304 response too', async () => {
    const headers = { 'if-none-match': '"abc"' };
    const notModified = await request(`${srv.origin}/?etag=%22abc%22&status=304`, { headers });
    expect(notModified.status).toBe(304);
    expect(notModified.headers['x-fresh']).toBe('true');
  });

  it('is false unless the response status is 2xx or 304', async () => {
    const headers = { 'if-none-match': '"abc"' };
    expect((await request(`${srv.origin}/?etag=%22abc%22&status=404`, { headers })).status).toBe(404);
    expect((await request(`${srv.origin}/?etag=%22abc%22&status=404`, { headers })).json()).toBe(false);
    expect((await request(`${srv.origin}/?etag=%22abc%22&status=301`, { headers })).json()).toBe(false);
    const partial = await request(`${srv.origin}/?etag=%22abc%22&status=206`, { headers });
    expect(partial.status).toBe(206);
    expect(partial.json()).toBe(true);
  });

  it('is false when the client asks for no-cache', async () => {
    const headers = { 'if-none-match': '"abc"', 'cache-control': 'no-cache' };
    expect((await request(`${srv.origin}/?etag=%22abc%22`, { headers })).json()).toBe(false);
  });
});
