import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { request } from '@batonjs/test-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useResServer } from './res.harness.js';

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'baton-download-'));
  writeFileSync(join(dir, 'report.csv'), 'a,b\n1,2\n');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const start = useResServer();

describe('res.download()', () => {
  it('sends the file as an attachment named after it', async () => {
    const { origin } = await start((_req, res) => res.download(join(dir, 'report.csv')));
    const res = await request(`${origin}/`);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename=report.csv');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.text).toBe('a,b\n1,2\n');
  });

  it('uses the given name, encoded per RFC 8187 when not ASCII', async () => {
    const { origin } = await start((_req, res) => res.download(join(dir, 'report.csv'), 'r\u00e9sum\u00e9 2024.csv'));
    const res = await request(`${origin}/`);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="r?sum? 2024.csv"; filename*=UTF-8''r%C3%A9sum%C3%A9%202024.csv`,
    );
  });

  it('never lets a hostile name break the header', async () => {
    const { origin } = await start((_req, res) => res.download(join(dir, 'report.csv'), 'a"\r\nX-Evil: 1.csv'));
    const res = await request(`${origin}/`);
    expect(res.status).toBe(200);
    expect(res.headers['x-evil']).toBeUndefined();
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename="a\\"/);
  });

  it('accepts options with root, keeping their headers but not their Content-Disposition', async () => {
    const { origin } = await start((_req, res) =>
      res.download('report.csv', 'r.csv', {
        root: dir,
        headers: { 'X-Report': 'yes', 'content-disposition': 'inline' },
      }),
    );
    const res = await request(`${origin}/`);
    expect(res.headers['x-report']).toBe('yes');
    expect(res.headers['content-disposition']).toBe('attachment; filename=r.csv');
  });

  it('accepts options in place of the name, and a callback', async () => {
    const calls: unknown[] = [];
    const { origin } = await start((_req, res) =>
      res.download('report.csv', { root: dir, headers: { 'X-A': '1' } }, (err) => calls.push(err)),
    );
    const res = await request(`${origin}/`);
    expect(res.headers['x-a']).toBe('1');
    expect(res.headers['content-disposition']).toBe('attachment; filename=report.csv');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([undefined]);
  });

  it('resolves a relative path against the working directory', async () => {
    const rel = relative(process.cwd(), join(dir, 'report.csv'));
    const { origin } = await start((_req, res) => res.download(rel));
    const res = await request(`${origin}/`);
    expect(res.status).toBe(200);
    expect(res.text).toBe('a,b\n1,2\n');
  });

  it('passes a missing file to the callback with a 404 code', async () => {
    let error: unknown;
    const { origin } = await start((_req, res) =>
      res.download(join(dir, 'missing.csv'), (err) => {
        error = err;
        res.status(404).send('no such report');
      }),
    );
    const res = await request(`${origin}/`);
    expect(res.status).toBe(404);
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.text).toBe('no such report');
    expect(error).toMatchObject({ code: 'ENOENT', status: 404 });
  });
});
