import { request } from '@batonjs/test-utils';
import { describe, expect, it } from 'vitest';
import { useResServer } from './res.harness.js';

const start = useResServer();

describe('res.attachment()', () => {
  it('without a name sets a bare attachment disposition', async () => {
    const { origin } = await start((_req, res) => res.attachment().send(Buffer.from('x')));
    const res = await request(`${origin}/`);
    expect(res.headers['content-disposition']).toBe('attachment');
    expect(res.headers['content-type']).toBe('application/octet-stream');
  });

  it('names the file (last path segment) and types it from the extension', async () => {
    const { origin } = await start((_req, res) => res.attachment('path/to/logo.png').send(Buffer.from('x')));
    const res = await request(`${origin}/`);
    expect(res.headers['content-disposition']).toBe('attachment; filename=logo.png');
    expect(res.headers['content-type']).toBe('image/png');
  });

  it('encodes a non-ASCII name', async () => {
    const { origin } = await start((_req, res) => res.attachment('\u6587\u4ef6.txt').send('x'));
    const res = await request(`${origin}/`);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="??.txt"; filename*=UTF-8''%E6%96%87%E4%BB%B6.txt`,
    );
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
  });
});
