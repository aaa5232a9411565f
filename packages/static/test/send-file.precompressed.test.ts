import { statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request, serve, type TestServer } from '@batonjs/test-utils';
import createEtag from 'etag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSS, createFixtures, type Fixtures, withSendFile } from './fixtures.js';

let fx: Fixtures;
let both: TestServer;
let gzipFirst: TestServer;
let off: TestServer;

beforeAll(async () => {
  fx = createFixtures();
  both = await serve(withSendFile({ root: fx.root, precompressed: true }));
  gzipFirst = await serve(withSendFile({ root: fx.root, precompressed: ['gzip', 'br'] }));
  off = await serve(withSendFile({ root: fx.root }));
});
afterAll(async () => {
  await Promise.all([both.close(), gzipFirst.close(), off.close()]);
  fx.cleanup();
});

const get = (server: TestServer, path: string, headers: Record<string, string> = {}) =>
  request(`${server.origin}${path}`, { headers });

describe('sendFile precompressed', () => {
  it('serves file.br for a client accepting br, typed as the original', async () => {
    const res = await get(both, '/style.css', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers.etag).toBe(createEtag(statSync(join(fx.root, 'style.css.br'))));
    expect(res.headers['content-length']).toBe(String(statSync(join(fx.root, 'style.css.br')).size));
    expect(brotliDecompressSync(res.body).toString()).toBe(CSS);
  });

  it('serves file.gz when only gzip is accepted', async () => {
    const res = await get(both, '/style.css', { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.etag).toBe(createEtag(statSync(join(fx.root, 'style.css.gz'))));
    expect(gunzipSync(res.body).toString()).toBe(CSS);
  });

  it('follows q-values, then the server order', async () => {
    const preferGzip = await get(both, '/style.css', { 'accept-encoding': 'br;q=0.5, gzip;q=0.9' });
    expect(preferGzip.headers['content-encoding']).toBe('gzip');
    const tie = await get(gzipFirst, '/style.css', { 'accept-encoding': 'br, gzip' });
    expect(tie.headers['content-encoding']).toBe('gzip');
    const star = await get(both, '/style.css', { 'accept-encoding': '*' });
    expect(star.headers['content-encoding']).toBe('br');
    const refused = await get(both, '/style.css', { 'accept-encoding': 'br;q=0, *;q=0.1' });
    expect(refused.headers['content-encoding']).toBe('gzip');
  });

  it('serves the original when nothing acceptable exists, still with Vary', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'br;q=0, gzip;q=0' }]) {
      const res = await get(both, '/style.css', headers);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.text).toBe(CSS);
      expect(res.headers.etag).toBe(createEtag(statSync(join(fx.root, 'style.css'))));
    }
  });

  it('falls back to the variant that exists (app.js has only .gz)', async () => {
    const res = await get(both, '/app.js', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(gunzipSync(res.body).toString()).toBe('console.log(1);\n'.repeat(10));
  });

  it('serves the original for a file without variants', async () => {
    const res = await get(both, '/a.txt', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.text).toBe('hello world\n');
  });

  it('ranges apply to the compressed bytes', async () => {
    const full = await get(both, '/style.css', { 'accept-encoding': 'gzip' });
    const res = await get(both, '/style.css', { 'accept-encoding': 'gzip', range: 'bytes=0-9' });
    expect(res.status).toBe(206);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-range']).toBe(`bytes 0-9/${full.body.length}`);
    expect(res.body.equals(full.body.subarray(0, 10))).toBe(true);
  });

  it('304 for the variant ETag keeps Vary and drops Content-Encoding', async () => {
    const etag = createEtag(statSync(join(fx.root, 'style.css.br')));
    const res = await get(both, '/style.css', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(res.status).toBe(304);
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.length).toBe(0);
  });

  it('is off by default', async () => {
    const res = await get(off, '/style.css', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    expect(res.text).toBe(CSS);
  });

  it('rejects an unknown encoding in the option', () => {
    expect(() => withSendFile({ precompressed: ['zstd' as never] })({} as never, {} as never)).toThrow(TypeError);
  });
});
