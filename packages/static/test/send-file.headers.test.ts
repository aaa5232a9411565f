import { statSync } from 'node:fs';
import { join } from 'node:path';
import { request, serve, type TestServer } from '@batonjs/test-utils';
import createEtag from 'etag';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SendFileOptions } from '../src/index.js';
import { createFixtures, type Fixtures, MTIME, withSendFile } from './fixtures.js';

let fx: Fixtures;
let srv: TestServer | undefined;
beforeAll(() => {
  fx = createFixtures();
});
afterAll(() => fx.cleanup());
afterEach(async () => {
  await srv?.close();
  srv = undefined;
});

async function get(path: string, options: Partial<SendFileOptions> = {}, method: 'GET' | 'HEAD' = 'GET') {
  srv = await serve(withSendFile({ root: fx.root, ...options }));
  return request(`${srv.origin}${path}`, { method });
}

describe('sendFile headers', () => {
  it('sends the file with type, length, validators, cache and range headers', async () => {
    const res = await get('/a.txt');
    expect(res.status).toBe(200);
    expect(res.text).toBe('hello world\n');
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['content-length']).toBe('12');
    expect(res.headers.etag).toBe(createEtag(statSync(join(fx.root, 'a.txt'))));
    expect(res.headers.etag).toMatch(/^W\/"c-[0-9a-f]+"$/);
    expect(res.headers['last-modified']).toBe(MTIME.toUTCString());
    expect(res.headers['cache-control']).toBe('public, max-age=0');
    expect(res.headers['accept-ranges']).toBe('bytes');
  });

  it.each([
    ['/index.html', 'text/html; charset=utf-8'],
    ['/data.json', 'application/json; charset=utf-8'],
    ['/style.css', 'text/css; charset=utf-8'],
    ['/app.js', 'text/javascript; charset=utf-8'],
    ['/big.bin', 'application/octet-stream'],
    ['/noext', 'application/octet-stream'],
  ])('types %s as %s', async (path, type) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(type);
    expect(res.body.length).toBe(Number(res.headers['content-length']));
  });

  it('sends an empty file with Content-Length 0', async () => {
    const res = await get('/empty.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-length']).toBe('0');
    expect(res.body.length).toBe(0);
  });

  it.each([
    [{ maxAge: 60_000 }, 'public, max-age=60'],
    [{ maxAge: '1d' }, 'public, max-age=86400'],
    [{ maxAge: '2 hours' }, 'public, max-age=7200'],
    [{ maxAge: 1500 }, 'public, max-age=1'],
    [{ maxAge: '10y' }, 'public, max-age=31536000'],
    [{ maxAge: 'soon' }, 'public, max-age=0'],
    [{ maxAge: -5 }, 'public, max-age=0'],
    [{ maxAge: '1d', immutable: true }, 'public, max-age=86400, immutable'],
  ] as Array<[Partial<SendFileOptions>, string]>)('Cache-Control for %j is %s', async (options, expected) => {
    const res = await get('/a.txt', options);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe(expected);
    expect(res.text).toBe('hello world\n');
  });

  it('leaves out headers whose options are false', async () => {
    const res = await get('/a.txt', { cacheControl: false, etag: false, lastModified: false, acceptRanges: false });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBeUndefined();
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['last-modified']).toBeUndefined();
    expect(res.headers['accept-ranges']).toBeUndefined();
    expect(res.text).toBe('hello world\n');
  });

  it('sets the headers option, which wins over the defaults', async () => {
    const res = await get('/a.txt', {
      headers: { 'X-Extra': 'yes', 'Cache-Control': 'no-store', 'Content-Type': 'text/x-custom' },
    });
    expect(res.status).toBe(200);
    expect(res.headers['x-extra']).toBe('yes');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toBe('text/x-custom');
    expect(res.text).toBe('hello world\n');
  });

  it('answers HEAD with the same headers and no body', async () => {
    const res = await get('/big.bin', {}, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers['content-length']).toBe(String(1024 * 1024));
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers.etag).toMatch(/^W\//);
    expect(res.body.length).toBe(0);
  });

  it('keeps a status the caller set (res.status(404).sendFile(...) in Express)', async () => {
    srv = await serve((req, res) => {
      res.statusCode = 404;
      withSendFile({ root: fx.root })(req, res);
    });
    const res = await request(`${srv.origin}/page.html`);
    expect(res.status).toBe(404);
    expect(res.text).toBe('<p>page</p>\n');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('sends an absolute path without root', async () => {
    srv = await serve(withSendFile({}));
    const res = await request(`${srv.origin}${encodeURI(join(fx.root, 'café.txt'))}`);
    expect(res.status).toBe(200);
    expect(res.text).toBe('accent\n');
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
  });
});
