import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { type BlogServer, startBlog } from './helpers/blog-server.js';
import { pageVisitor } from './helpers/page-visitor.js';

let srv: BlogServer;
afterEach(() => srv.close());

const css = readFileSync(new URL('../public/style.css', import.meta.url));

/** The fingerprinted URL of a public/ file, as the layout links it. */
async function linked(pattern: RegExp): Promise<string> {
  const html = (await pageVisitor(srv).get('/')).text;
  const url = pattern.exec(html)?.[1];
  if (url === undefined) throw new Error(`no ${pattern} in the page`);
  return url;
}

describe('the static front-end', () => {
  it('serves fingerprinted assets for a year, immutable, with their media types', async () => {
    srv = await startBlog();
    for (const [pattern, type] of [
      [/href="(\/assets\/style\.[0-9a-f]{10}\.css)"/, 'text/css; charset=utf-8'],
      [/src="(\/assets\/logo\.[0-9a-f]{10}\.svg)"/, 'image/svg+xml'],
      [/src="(\/assets\/app\.[0-9a-f]{10}\.js)"/, 'text/javascript; charset=utf-8'],
    ] as const) {
      const url = await linked(pattern);
      const res = await srv.fetch(url);
      expect(res.status, url).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary).toBeUndefined();
    }
    const cssUrl = await linked(/href="(\/assets\/style\.[0-9a-f]{10}\.css)"/);
    expect((await srv.fetch(cssUrl)).body.equals(css)).toBe(true);
  });

  it('answers 404 for a stale or made-up fingerprint, and nothing outside public/', async () => {
    srv = await startBlog();
    for (const path of [
      '/assets/style.0000000000.css',
      '/assets/style.css',
      '/assets/../package.json',
      '/%2e%2e/package.json',
    ]) {
      const res = await srv.fetch(path, { headers: { accept: 'application/json' } });
      expect(res.status, path).toBe(404);
    }
  });

  it('answers a Range request with 206 and the bytes asked for', async () => {
    srv = await startBlog();
    const url = await linked(/href="(\/assets\/style\.[0-9a-f]{10}\.css)"/);
    const res = await srv.fetch(url, { headers: { range: 'bytes=0-9' } });
    expect(res.status).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 0-9/${css.length}`);
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.body.equals(css.subarray(0, 10))).toBe(true);
    const tail = await srv.fetch(url, { headers: { range: 'bytes=-5' } });
    expect(tail.status).toBe(206);
    expect(tail.body.equals(css.subarray(css.length - 5))).toBe(true);
    const outside = await srv.fetch(url, { headers: { range: `bytes=${css.length + 10}-` } });
    expect(outside.status).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${css.length}`);
  });

  it('serves plain names with ETag revalidation (304)', async () => {
    srv = await startBlog();
    const res = await srv.fetch('/style.css');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=0');
    const etag = res.headers.etag as string;
    expect((await srv.fetch('/style.css', { headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it('serves the RPC client browser build that app.js imports', async () => {
    srv = await startBlog();
    const app = await srv.fetch(await linked(/src="(\/assets\/app\.[0-9a-f]{10}\.js)"/));
    expect(app.text).toContain("import { createClient } from '/vendor/rpc/client.js';");
    const client = await srv.fetch('/vendor/rpc/client.js');
    expect(client.status).toBe(200);
    expect(client.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(client.text).toContain("export { createClient } from './create-client.js';");
    expect((await srv.fetch('/vendor/rpc/create-client.js')).status).toBe(200);
  });
});
