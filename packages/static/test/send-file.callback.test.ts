import { join, relative } from 'node:path';
import { request, serve, type TestServer } from '@batonjs/test-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SendFileOptions, type StaticError, sendFile } from '../src/index.js';
import { createFixtures, type Fixtures } from './fixtures.js';

let fx: Fixtures;
beforeAll(() => {
  fx = createFixtures();
});
afterAll(() => fx.cleanup());

interface Seen {
  calls: number;
  err: StaticError | undefined;
  headersSent: boolean;
  finished: boolean;
}

/** Sends `path` with a callback that records what it saw, then answers 299 itself on error. */
async function withCallback(
  path: string,
  options: SendFileOptions,
  setup?: (res: import('node:http').ServerResponse) => void,
) {
  const seen: Seen = { calls: 0, err: undefined, headersSent: false, finished: false };
  let resolveDone: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    resolveDone = resolve;
  });
  const srv = await serve((req, res) => {
    setup?.(res);
    sendFile(req, res, path, options, (err) => {
      seen.calls += 1;
      seen.err = err;
      seen.headersSent = res.headersSent;
      seen.finished = res.writableFinished;
      if (err && !res.headersSent) {
        res.statusCode = 299;
        res.end(`caller:${err.code}`);
      } else if (err && !res.destroyed) {
        res.end();
      }
      resolveDone();
    });
  });
  try {
    const res = await request(`${srv.origin}/`);
    await done;
    await new Promise((resolve) => setTimeout(resolve, 20));
    return { res, seen };
  } finally {
    await srv.close();
  }
}

describe('sendFile callback', () => {
  it('is called once with no argument after the response finished', async () => {
    const { res, seen } = await withCallback('a.txt', { root: fx.root });
    expect(res.status).toBe(200);
    expect(res.text).toBe('hello world\n');
    expect(seen).toEqual({ calls: 1, err: undefined, headersSent: true, finished: true });
  });

  it('is called once after a streamed (large) file finished', async () => {
    const { res, seen } = await withCallback(join(fx.root, 'big.bin'), {});
    expect(res.status).toBe(200);
    expect(res.body.length).toBe(1024 * 1024);
    expect(seen).toEqual({ calls: 1, err: undefined, headersSent: true, finished: true });
  });

  it.each([
    ['missing.txt', {}, 'ENOENT', 404],
    ['a.txt/', {}, 'ENOTDIR', 404],
    ['a.txt/x', {}, 'ENOTDIR', 404],
    ['sub', {}, 'BATON_STATIC_IS_DIRECTORY', 404],
    ['noindex/', {}, 'ENOENT', 404],
    ['sub/', { index: false }, 'BATON_STATIC_IS_DIRECTORY', 404],
    ['../outside/secret.txt', {}, 'BATON_STATIC_FORBIDDEN_PATH', 403],
    ['sub/../../secret.txt', {}, 'BATON_STATIC_FORBIDDEN_PATH', 403],
    ['a.txt\0.png', {}, 'BATON_STATIC_MALFORMED_PATH', 400],
    ['.hidden', {}, 'BATON_STATIC_DOTFILE_IGNORED', 404],
    ['.hidden', { dotfiles: 'deny' }, 'BATON_STATIC_DOTFILE_DENIED', 403],
    ['link-outside.txt', {}, 'BATON_STATIC_OUTSIDE_ROOT', 403],
    [`${'x'.repeat(300)}.txt`, {}, 'ENAMETOOLONG', 404],
  ] as Array<[string, SendFileOptions, string, number]>)(
    '%j → %s without writing anything',
    async (path, options, code, status) => {
      const { res, seen } = await withCallback(path, { root: fx.root, ...options });
      expect(seen.calls).toBe(1);
      expect(seen.headersSent).toBe(false);
      expect(seen.err?.code).toBe(code);
      expect(seen.err?.status).toBe(status);
      expect(seen.err?.statusCode).toBe(status);
      // Node-style codes are not exposed, as send's fs errors are not.
      expect(seen.err?.expose).toBe(!code.startsWith('E'));
      expect(seen.err?.message).not.toContain(fx.root);
      expect(res.status).toBe(299);
      expect(res.text).toBe(`caller:${code}`);
      expect(res.headers['content-type']).toBeUndefined();
    },
  );

  it('serves the index of a directory named with a trailing slash', async () => {
    const { res, seen } = await withCallback('sub/', { root: fx.root });
    expect(res.status).toBe(200);
    expect(res.text).toBe('<p>sub</p>\n');
    expect(seen.err).toBeUndefined();
  });

  it('tries extensions for a path without one', async () => {
    const { res, seen } = await withCallback('page', { root: fx.root, extensions: ['htm', 'html'] });
    expect(res.status).toBe(200);
    expect(res.text).toBe('<p>page</p>\n');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(seen.err).toBeUndefined();
  });

  it('reports BATON_STATIC_HEADERS_SENT when the response already started', async () => {
    const { res, seen } = await withCallback('a.txt', { root: fx.root }, (response) => {
      response.write('started;');
    });
    expect(seen.err?.code).toBe('BATON_STATIC_HEADERS_SENT');
    expect(seen.err?.status).toBe(500);
    expect(seen.err?.expose).toBe(false);
    expect(res.status).toBe(200);
    expect(res.text).toBe('started;');
  });

  it('undoes the headers option when the file cannot be sent', async () => {
    const { res, seen } = await withCallback('missing.txt', { root: fx.root, headers: { 'X-Extra': '1' } });
    expect(seen.err?.code).toBe('ENOENT');
    expect(res.headers['x-extra']).toBeUndefined();
  });

  it('resolves a relative root against the working directory', async () => {
    const relativeRoot = relative(process.cwd(), fx.root);
    const { res, seen } = await withCallback('sub/file.txt', { root: relativeRoot });
    expect(res.status).toBe(200);
    expect(res.text).toBe('sub file\n');
    expect(seen.err).toBeUndefined();
  });

  it('throws a TypeError for a relative path without root', () => {
    expect(() => sendFile({} as never, {} as never, 'a.txt', {})).toThrow(TypeError);
  });

  it('throws a TypeError for an unknown dotfiles policy', () => {
    expect(() => sendFile({} as never, {} as never, '/a.txt', { dotfiles: 'hide' as never })).toThrow(
      /dotfiles option/,
    );
  });
});

describe('sendFile without a callback answers errors itself', () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await serve((req, res) => {
      res.setHeader('X-Before', 'dropped on error');
      const path = decodeURIComponent((req.url ?? '/').slice(1));
      sendFile(req, res, path, { root: fx.root });
    });
  });
  afterAll(() => srv.close());

  it.each([
    ['/missing.txt', 404, 'Not Found'],
    ['/sub', 404, 'Not Found'],
    ['/..%2foutside%2fsecret.txt', 403, 'Forbidden'],
    ['/a.txt%00', 400, 'Bad Request'],
    ['/.git%2fconfig', 404, 'Not Found'],
  ])('%s → %i', async (path, status, text) => {
    const res = await request(`${srv.origin}${path}`);
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toBe('text/html; charset=UTF-8');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-before']).toBeUndefined();
    expect(res.text).toContain(`<pre>${text}</pre>`);
    expect(res.text).not.toContain(fx.root);
    expect(res.headers['content-length']).toBe(String(res.body.length));
  });

  it('416 carries Content-Range: bytes */size', async () => {
    const res = await request(`${srv.origin}/a.txt`, { headers: { range: 'bytes=99-' } });
    expect(res.status).toBe(416);
    expect(res.headers['content-range']).toBe('bytes */12');
    expect(res.text).toContain('<pre>Range Not Satisfiable</pre>');
  });

  it('keeps serving after errors', async () => {
    const res = await request(`${srv.origin}/a.txt`);
    expect(res.status).toBe(200);
    expect(res.text).toBe('hello world\n');
    expect(res.headers['x-before']).toBe('dropped on error');
  });
});

describe('sendFile failures outside the engine', () => {
  it('a throwing setHeaders hook reaches the middleware as a 500 and the server keeps serving', async () => {
    const { serveStatic } = await import('../src/index.js');
    const middleware = serveStatic(fx.root, {
      setHeaders: () => {
        throw new Error('hook bug');
      },
    });
    const srv = await serve((req, res) =>
      middleware(req, res, (err) => {
        res.statusCode = (err as StaticError | undefined)?.status ?? 404;
        res.end((err as StaticError | undefined)?.code ?? 'next');
      }),
    );
    try {
      const res = await request(`${srv.origin}/a.txt`);
      expect(res.status).toBe(500);
      expect(res.text).toBe('BATON_STATIC_READ_FAILED');
      const again = await request(`${srv.origin}/missing`);
      expect(again.status).toBe(404);
      expect(again.text).toBe('next');
    } finally {
      await srv.close();
    }
  });
});
