import { request, serve, type TestServer } from '@batonjs/test-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtures, type Fixtures, MTIME, withSendFile } from './fixtures.js';

let fx: Fixtures;
let srv: TestServer;
let etag: string;
const before = new Date(MTIME.getTime() - 60_000).toUTCString();
const after = new Date(MTIME.getTime() + 60_000).toUTCString();

beforeAll(async () => {
  fx = createFixtures();
  srv = await serve(withSendFile({ root: fx.root }));
  etag = String((await request(`${srv.origin}/a.txt`)).headers.etag);
});
afterAll(async () => {
  await srv.close();
  fx.cleanup();
});

const get = (headers: Record<string, string>, method: 'GET' | 'HEAD' = 'GET') =>
  request(`${srv.origin}/a.txt`, { method, headers });

function expectNotModified(res: Awaited<ReturnType<typeof get>>) {
  expect(res.status).toBe(304);
  expect(res.body.length).toBe(0);
  expect(res.headers.etag).toBe(etag);
  expect(res.headers['last-modified']).toBe(MTIME.toUTCString());
  expect(res.headers['cache-control']).toBe('public, max-age=0');
  expect(res.headers['content-type']).toBeUndefined();
  expect(res.headers['content-length']).toBeUndefined();
}

function expectFull(res: Awaited<ReturnType<typeof get>>) {
  expect(res.status).toBe(200);
  expect(res.text).toBe('hello world\n');
  expect(res.headers['content-length']).toBe('12');
}

function expectPreconditionFailed(res: Awaited<ReturnType<typeof get>>) {
  expect(res.status).toBe(412);
  expect(res.headers['content-type']).toBe('text/html; charset=UTF-8');
  expect(res.headers.etag).toBeUndefined();
  expect(res.text).toContain('<pre>Precondition Failed</pre>');
}

describe('sendFile conditional requests', () => {
  it('304 for a matching If-None-Match', async () => expectNotModified(await get({ 'if-none-match': etag })));
  it('304 when the tag is in a list', async () => expectNotModified(await get({ 'if-none-match': `"nope", ${etag}` })));
  it('304 comparing weakly (strong form of our weak tag)', async () =>
    expectNotModified(await get({ 'if-none-match': etag.slice(2) })));
  it('304 for If-None-Match: *', async () => expectNotModified(await get({ 'if-none-match': '*' })));
  it('304 on HEAD too', async () => expectNotModified(await get({ 'if-none-match': etag }, 'HEAD')));
  it('200 for another tag', async () => expectFull(await get({ 'if-none-match': '"other"' })));
  it('304 for If-Modified-Since at or after Last-Modified', async () => {
    expectNotModified(await get({ 'if-modified-since': MTIME.toUTCString() }));
    expectNotModified(await get({ 'if-modified-since': after }));
  });
  it('200 for If-Modified-Since before Last-Modified', async () =>
    expectFull(await get({ 'if-modified-since': before })));
  it('200 for an unreadable If-Modified-Since', async () =>
    expectFull(await get({ 'if-modified-since': 'yesterday-ish' })));
  it('If-None-Match wins over If-Modified-Since', async () => {
    expectFull(await get({ 'if-none-match': '"other"', 'if-modified-since': after }));
    expectNotModified(await get({ 'if-none-match': etag, 'if-modified-since': before }));
  });
  it('Cache-Control: no-cache in the request forces a full response', async () =>
    expectFull(await get({ 'if-none-match': etag, 'cache-control': 'no-cache' })));

  it('If-Match: matching tag, list and * pass', async () => {
    expectFull(await get({ 'if-match': etag }));
    expectFull(await get({ 'if-match': `"x", ${etag}` }));
    expectFull(await get({ 'if-match': '*' }));
  });
  it('412 for an If-Match that does not match', async () =>
    expectPreconditionFailed(await get({ 'if-match': '"other"' })));
  it('412 for If-Unmodified-Since before Last-Modified, 200 after', async () => {
    expectPreconditionFailed(await get({ 'if-unmodified-since': before }));
    expectFull(await get({ 'if-unmodified-since': after }));
  });
  it('If-Match is evaluated before If-None-Match', async () =>
    expectPreconditionFailed(await get({ 'if-match': '"other"', 'if-none-match': etag })));
  it('412 reaches the callback with its code and nothing written', async () => {
    const seen: unknown[] = [];
    const other = await serve(
      withSendFile({ root: fx.root }, (err, _req, res) => {
        seen.push({ code: err?.code, status: err?.status, headersSent: res.headersSent, etag: res.getHeader('ETag') });
        res.statusCode = 299;
        res.end('caller');
      }),
    );
    try {
      const res = await request(`${other.origin}/a.txt`, { headers: { 'if-match': '"other"' } });
      expect(res.status).toBe(299);
      expect(res.text).toBe('caller');
      expect(seen).toEqual([
        { code: 'BATON_STATIC_PRECONDITION_FAILED', status: 412, headersSent: false, etag: undefined },
      ]);
    } finally {
      await other.close();
    }
  });
});
