import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from '@batonjs/test-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, useResServer } from './res.harness.js';

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'baton-sendfile-'));
  writeFileSync(join(dir, 'hello.txt'), 'hello world');
  writeFileSync(join(dir, 'page.html'), '<p>page</p>');
  writeFileSync(join(dir, '.secret'), 'hidden');
  writeFileSync(join(dir, '100% r\u00e9el.txt'), 'percent');
  mkdirSync(join(dir, 'sub'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const start = useResServer();

describe('res.sendFile()', () => {
  it('sends a file by absolute path with type, length and validators', async () => {
    const { origin } = await start((_req, res) => res.sendFile(join(dir, 'hello.txt')));
    const res = await request(`${origin}/`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['content-length']).toBe('11');
    expect(res.headers.etag).toMatch(/^W\//);
    expect(res.headers['last-modified']).toBeDefined();
    expect(res.text).toBe('hello world');
  });

  it('takes a filesystem path as it is, % and non-ASCII included', async () => {
    const { origin } = await start((_req, res) => res.sendFile(join(dir, '100% r\u00e9el.txt')));
    const res = await request(`${origin}/`);
    expect(res.status).toBe(200);
    expect(res.text).toBe('percent');
  });

  it('answers a conditional request with 304', async () => {
    const { origin } = await start((_req, res) => res.sendFile('page.html', { root: dir }));
    const first = await request(`${origin}/`);
    const res = await request(`${origin}/`, { headers: { 'if-none-match': String(first.headers.etag) } });
    expect(res.status).toBe(304);
    expect(res.text).toBe('');
  });

  it('sends no ETag when the app turns etag off', async () => {
    const app = createTestApp();
    const { origin } = await start((_req, res) => {
      app.set('etag', false);
      res.sendFile(join(dir, 'hello.txt'));
    }, app);
    const res = await request(`${origin}/`);
    expect(res.headers.etag).toBeUndefined();
    expect(res.text).toBe('hello world');
  });

  it('honours a Range', async () => {
    const { origin } = await start((_req, res) => res.sendFile(join(dir, 'hello.txt')));
    const res = await request(`${origin}/`, { headers: { range: 'bytes=6-' } });
    expect(res.status).toBe(206);
    expect(res.headers['content-range']).toBe('bytes 6-10/11');
    expect(res.text).toBe('world');
  });

  it('throws a TypeError for a relative path without root, and for no path', async () => {
    const errors: unknown[] = [];
    const { origin } = await start((_req, res) => {
      for (const path of ['hello.txt', '']) {
        try {
          res.sendFile(path);
        } catch (err) {
          errors.push(err);
        }
      }
      res.end('done');
    });
    expect((await request(`${origin}/`)).text).toBe('done');
    expect(errors).toHaveLength(2);
    expect(errors[0]).toBeInstanceOf(TypeError);
    expect((errors[0] as Error).message).toBe('path must be absolute or specify root to res.sendFile');
    expect((errors[1] as Error).message).toBe('path argument is required to res.sendFile');
  });

  it('passes a missing file to next as a coded 404 without revealing the path', async () => {
    const { origin } = await start((_req, res) => res.sendFile(join(dir, 'nope.txt')));
    const res = await request(`${origin}/`);
    expect(res.status).toBe(404);
    expect(res.headers['x-error-code']).toBe('ENOENT');
    expect(res.text).not.toContain(dir);
  });

  it('gives the error to the callback instead when there is one', async () => {
    let error: unknown;
    const { origin } = await start((_req, res) =>
      res.sendFile('nope.txt', { root: dir }, (err) => {
        error = err;
        res.status(410).send('custom');
      }),
    );
    const res = await request(`${origin}/`);
    expect(res.status).toBe(410);
    expect(res.text).toBe('custom');
    expect(error).toMatchObject({ code: 'ENOENT', status: 404 });
  });

  it('calls back with nothing after a successful send', async () => {
    const calls: unknown[] = [];
    const { origin } = await start((_req, res) => res.sendFile(join(dir, 'hello.txt'), (err) => calls.push(err)));
    expect((await request(`${origin}/`)).text).toBe('hello world');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([undefined]);
  });

  it('refuses traversal out of root and dotfiles', async () => {
    const { origin } = await start((req, res) =>
      res.sendFile(decodeURIComponent(req.url?.slice(1) ?? ''), { root: dir }),
    );
    const up = await request(`${origin}/${encodeURIComponent('../../../etc/passwd')}`);
    expect(up.status).toBe(403);
    expect(up.text).not.toMatch(/root:/);
    const dot = await request(`${origin}/.secret`);
    expect(dot.status).toBe(404);
    expect(dot.text).not.toContain('hidden');
  });

  it('calls next() without an error for a directory', async () => {
    const { origin } = await start((_req, res) => res.sendFile(join(dir, 'sub')));
    const res = await request(`${origin}/`);
    expect(res.status).toBe(404);
    expect(res.text).toBe('Not Found');
  });

  it('answers with the error status itself when there is no next (outside a router)', async () => {
    const { origin } = await start((req, res) => {
      (req as { next?: unknown }).next = undefined;
      res.sendFile(join(dir, 'nope.txt'));
    });
    const res = await request(`${origin}/`);
    expect(res.status).toBe(404);
    expect(res.text).toBe('Not Found');
  });

  it('throws BATON_RESPONSE_ALREADY_SENT after a send', async () => {
    let thrown: unknown;
    const { origin } = await start((_req, res) => {
      res.send('first');
      try {
        res.sendFile(join(dir, 'hello.txt'));
      } catch (err) {
        thrown = err;
      }
    });
    expect((await request(`${origin}/`)).text).toBe('first');
    expect(thrown).toMatchObject({ code: 'BATON_RESPONSE_ALREADY_SENT' });
  });
});
