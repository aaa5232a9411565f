import type { IncomingMessage, ServerResponse } from 'node:http';
import { rawRequest, request, serve, type TestServer } from '@batonjs/test-utils';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import serveStaticDefault, { type ServeStaticOptions, type StaticRequest, serveStatic } from '../src/index.js';
import { createFixtures, type Fixtures, rawStatus, withFinalHandler } from './fixtures.js';

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

async function start(options: ServeStaticOptions = {}) {
  srv = await serve(withFinalHandler(serveStatic(fx.root, options)));
  return srv;
}

describe('serveStatic', () => {
  it('is also the default export', () => {
    expect(serveStaticDefault).toBe(serveStatic);
  });

  it('serves a file with the engine headers', async () => {
    const { origin } = await start();
    const res = await request(`${origin}/a.txt?query=ignored`);
    expect(res.status).toBe(200);
    expect(res.text).toBe('hello world\n');
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=0');
    expect(res.headers.etag).toMatch(/^W\//);
  });

  it('serves percent-encoded names', async () => {
    const { origin } = await start();
    const accent = await request(`${origin}/caf%C3%A9.txt`);
    expect(accent.status).toBe(200);
    expect(accent.text).toBe('accent\n');
    const space = await request(`${origin}/with%20space.txt`);
    expect(space.status).toBe(200);
    expect(space.text).toBe('space\n');
  });

  describe('index', () => {
    it('serves index.html for / and /sub/', async () => {
      const { origin } = await start();
      expect((await request(`${origin}/`)).text).toBe('<p>home</p>\n');
      const sub = await request(`${origin}/sub/`);
      expect(sub.status).toBe(200);
      expect(sub.text).toBe('<p>sub</p>\n');
      expect(sub.headers['content-type']).toBe('text/html; charset=utf-8');
    });

    it('tries a list of index names in order', async () => {
      const { origin } = await start({ index: ['missing.html', 'file.txt'] });
      const res = await request(`${origin}/sub/`);
      expect(res.status).toBe(200);
      expect(res.text).toBe('sub file\n');
    });

    it('index: false makes a directory a 404 (next)', async () => {
      const { origin } = await start({ index: false });
      const res = await request(`${origin}/sub/`);
      expect(res.status).toBe(404);
      expect(res.text).toBe('next');
    });

    it('a directory without an index falls through', async () => {
      const { origin } = await start();
      const res = await request(`${origin}/noindex/`);
      expect(res.status).toBe(404);
      expect(res.text).toBe('next');
    });
  });

  describe('extensions', () => {
    it('tries fallback extensions for a path without one', async () => {
      const { origin } = await start({ extensions: ['htm', 'html'] });
      const res = await request(`${origin}/page`);
      expect(res.status).toBe(200);
      expect(res.text).toBe('<p>page</p>\n');
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    });

    it('never adds an extension to a path that has one', async () => {
      const { origin } = await start({ extensions: ['html'] });
      const res = await request(`${origin}/page.x`);
      expect(res.status).toBe(404);
      expect(res.text).toBe('next');
    });

    it('rejects a non-string extension at creation', () => {
      expect(() => serveStatic(fx.root, { extensions: [1 as never] })).toThrow(
        'extensions option must be array of strings or false',
      );
    });
  });

  describe('redirect', () => {
    it('301s a directory without a trailing slash, keeping the query', async () => {
      const { origin } = await start();
      const res = await request(`${origin}/sub?x=1&y=%20`);
      expect(res.status).toBe(301);
      expect(res.headers.location).toBe('/sub/?x=1&y=%20');
      expect(res.headers['content-type']).toBe('text/html; charset=UTF-8');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.text).toContain('<pre>Redirecting to /sub/?x=1&amp;y=%20</pre>');
      expect(res.headers['content-length']).toBe(String(res.body.length));
    });

    it('collapses leading slashes so the Location can never name another host', async () => {
      const { port } = await start();
      const reply = await rawRequest(port, 'GET //sub HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
      expect(rawStatus(reply)).toBe(301);
      expect(reply).toContain('\r\nLocation: /sub/\r\n');
    });

    it('encodes what a Location may not carry raw', async () => {
      fx.write('dir with "quote"/index.html', 'q');
      const { origin } = await start();
      const res = await request(`${origin}/dir%20with%20%22quote%22`);
      expect(res.status).toBe(301);
      expect(res.headers.location).toBe('/dir%20with%20%22quote%22/');
    });

    it('redirect: false makes it a 404', async () => {
      const { origin } = await start({ redirect: false });
      const res = await request(`${origin}/sub`);
      expect(res.status).toBe(404);
      expect(res.text).toBe('next');
    });

    it('builds the Location from originalUrl when mounted', async () => {
      const middleware = serveStatic(fx.root);
      srv = await serve((req: StaticRequest, res: ServerResponse) => {
        // What a router does for app.use('/static', ...): strip the prefix, keep originalUrl.
        const original = req.url ?? '/';
        if (!original.startsWith('/static')) {
          res.statusCode = 404;
          res.end('outside mount');
          return;
        }
        req.originalUrl = original;
        req.url = original.slice('/static'.length) || '/';
        if (!req.url.startsWith('/')) req.url = `/${req.url}`;
        withFinalHandler(middleware)(req, res);
      });
      const sub = await request(`${srv.origin}/static/sub`);
      expect(sub.status).toBe(301);
      expect(sub.headers.location).toBe('/static/sub/');
      const mountRoot = await request(`${srv.origin}/static?v=2`);
      expect(mountRoot.status).toBe(301);
      expect(mountRoot.headers.location).toBe('/static/?v=2');
      const index = await request(`${srv.origin}/static/`);
      expect(index.status).toBe(200);
      expect(index.text).toBe('<p>home</p>\n');
      const file = await request(`${srv.origin}/static/sub/file.txt`);
      expect(file.text).toBe('sub file\n');
    });
  });

  describe('fallthrough', () => {
    it('true (default): missing files, bad paths and other methods call next()', async () => {
      const { origin, port } = await start();
      for (const [method, path] of [
        ['GET', '/missing.txt'],
        ['POST', '/a.txt'],
        ['DELETE', '/a.txt'],
        ['GET', '/.hidden'],
        ['GET', '/%E0%A4%A'],
      ] as const) {
        const res = await request(`${origin}${path}`, { method });
        expect([method, path, res.status, res.text]).toEqual([method, path, 404, 'next']);
      }
      const traversal = await rawRequest(port, 'GET /../secret.txt HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
      expect(rawStatus(traversal)).toBe(404);
      expect(traversal).toMatch(/\r\n\r\nnext$/);
    });

    it('true: errors after the file was found still go to next(err)', async () => {
      const { origin } = await start();
      const res = await request(`${origin}/a.txt`, { headers: { range: 'bytes=50-' } });
      expect(res.status).toBe(416);
      expect(res.json()).toEqual({
        code: 'BATON_STATIC_RANGE_NOT_SATISFIABLE',
        message: 'Range Not Satisfiable',
      });
    });

    it('false: 404s and bad paths become next(err) with a code', async () => {
      const { origin, port } = await start({ fallthrough: false });
      const missing = await request(`${origin}/missing.txt`);
      expect(missing.status).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'ENOENT' });
      const malformed = await request(`${origin}/%E0%A4%A`);
      expect(malformed.status).toBe(400);
      expect(malformed.json()).toMatchObject({ code: 'BATON_STATIC_MALFORMED_PATH' });
      const traversal = await rawRequest(port, 'GET /../secret.txt HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
      expect(rawStatus(traversal)).toBe(403);
      expect(traversal).toContain('BATON_STATIC_FORBIDDEN_PATH');
    });

    it('false: other methods get 405 with Allow: GET, HEAD', async () => {
      const { origin } = await start({ fallthrough: false });
      for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS'] as const) {
        const res = await request(`${origin}/a.txt`, { method });
        expect(res.status).toBe(405);
        expect(res.headers.allow).toBe('GET, HEAD');
        expect(res.headers['content-length']).toBe('0');
        expect(res.body.length).toBe(0);
      }
    });

    it('HEAD is served', async () => {
      const { origin } = await start({ fallthrough: false });
      const res = await request(`${origin}/a.txt`, { method: 'HEAD' });
      expect(res.status).toBe(200);
      expect(res.headers['content-length']).toBe('12');
      expect(res.body.length).toBe(0);
    });
  });

  describe('dotfiles', () => {
    it.each([
      ['ignore', 404, 404, 'next'],
      ['deny', 403, 403, 'BATON_STATIC_DOTFILE_DENIED'],
    ] as const)('%s', async (dotfiles, hiddenStatus, nestedStatus, marker) => {
      const { origin } = await start({ dotfiles, fallthrough: dotfiles === 'ignore' });
      const hidden = await request(`${origin}/.hidden`);
      expect(hidden.status).toBe(hiddenStatus);
      expect(hidden.text).toContain(marker);
      const nested = await request(`${origin}/a/.hidden/b.txt`);
      expect(nested.status).toBe(nestedStatus);
      expect(nested.text).not.toContain('secret');
      const git = await request(`${origin}/.git/config`);
      expect(git.status).toBe(nestedStatus);
      expect(git.text).not.toContain('[core]');
    });

    it('allow serves them', async () => {
      const { origin } = await start({ dotfiles: 'allow' });
      expect((await request(`${origin}/.hidden`)).text).toBe('dot secret\n');
      expect((await request(`${origin}/a/.hidden/b.txt`)).text).toBe('nested dot secret\n');
      expect((await request(`${origin}/.git/config`)).text).toBe('[core]\n');
    });

    it('a root inside a dot directory still serves (only segments below the root count)', async () => {
      const middleware = serveStatic(`${fx.root}/.git`, { dotfiles: 'deny', fallthrough: false });
      srv = await serve(withFinalHandler(middleware));
      const res = await request(`${srv.origin}/config`);
      expect(res.status).toBe(200);
      expect(res.text).toBe('[core]\n');
    });

    it('rejects an unknown policy at creation', () => {
      expect(() => serveStatic(fx.root, { dotfiles: 'show' as never })).toThrow(TypeError);
    });
  });

  describe('options', () => {
    it('maxAge and its alias maxage, immutable, cacheControl', async () => {
      let { origin } = await start({ maxAge: '1h', immutable: true });
      expect((await request(`${origin}/a.txt`)).headers['cache-control']).toBe('public, max-age=3600, immutable');
      await srv?.close();
      ({ origin } = await start({ maxage: 2000 }));
      expect((await request(`${origin}/a.txt`)).headers['cache-control']).toBe('public, max-age=2');
      await srv?.close();
      ({ origin } = await start({ cacheControl: false, etag: false, lastModified: false, acceptRanges: false }));
      const res = await request(`${origin}/a.txt`, { headers: { range: 'bytes=0-1' } });
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBeUndefined();
      expect(res.headers.etag).toBeUndefined();
      expect(res.headers['last-modified']).toBeUndefined();
      expect(res.text).toBe('hello world\n');
    });

    it('setHeaders sees res, the file path and its stats, and its headers win', async () => {
      const seen: Array<[string, number]> = [];
      const { origin } = await start({
        setHeaders: (res, path, stat) => {
          seen.push([path, stat.size]);
          res.setHeader('X-Served', 'static');
          res.setHeader('Cache-Control', 'private, max-age=5');
        },
      });
      const res = await request(`${origin}/a.txt`);
      expect(res.status).toBe(200);
      expect(res.headers['x-served']).toBe('static');
      expect(res.headers['cache-control']).toBe('private, max-age=5');
      expect(seen).toEqual([[`${fx.root}/a.txt`, 12]]);
      const missing = await request(`${origin}/missing.txt`);
      expect(missing.headers['x-served']).toBeUndefined();
      expect(seen).toHaveLength(1);
    });

    it('setHeaders headers are undone when the file ends in an error', async () => {
      const { origin } = await start({ setHeaders: (res) => res.setHeader('X-Served', 'static') });
      const res = await request(`${origin}/a.txt`, { headers: { 'if-match': '"nope"' } });
      expect(res.status).toBe(412);
      expect(res.headers['x-served']).toBeUndefined();
      expect(res.json()).toMatchObject({ code: 'BATON_STATIC_PRECONDITION_FAILED' });
    });

    it('precompressed works through the middleware', async () => {
      const { origin } = await start({ precompressed: true });
      const res = await request(`${origin}/style.css`, { headers: { 'accept-encoding': 'br' } });
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary).toBe('Accept-Encoding');
    });

    it('validates root and setHeaders like serve-static', () => {
      expect(() => serveStatic('')).toThrow('root path required');
      expect(() => serveStatic(42 as never)).toThrow('root path must be a string');
      expect(() => serveStatic(fx.root, { setHeaders: 'x' as never })).toThrow('option setHeaders must be function');
    });
  });

  it('works with a plain (req, res) handler and no router', async () => {
    const middleware = serveStatic(fx.root);
    srv = await serve((req: IncomingMessage, res: ServerResponse) =>
      middleware(req, res, () => {
        res.statusCode = 404;
        res.end('fallback');
      }),
    );
    expect((await request(`${srv.origin}/data.json`)).json()).toEqual({ ok: true });
    expect((await request(`${srv.origin}/nothing`)).text).toBe('fallback');
  });
});
