import { raw } from '@batonjs/body';
import { request, type TestServer } from '@batonjs/test-utils';
import { describe, expect, it } from 'vitest';
import { parserApp, type Reply, useServers } from './helpers.js';

const start = useServers();
let srv: TestServer;

describe('raw()', () => {
  it('reads application/octet-stream into a Buffer, bytes untouched', async () => {
    srv = await start(parserApp([raw()]));
    const bytes = Buffer.from([0, 255, 0xef, 0xbb, 0xbf, 10, 13]);
    const res = await request(srv.origin, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: bytes,
    });
    expect(res.status).toBe(200);
    expect(Buffer.from(res.json<Reply>().buffer!, 'base64')).toEqual(bytes);
  });

  it('ignores the charset parameter', async () => {
    srv = await start(parserApp([raw()]));
    const res = await request(srv.origin, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream; charset=bogus' },
      body: 'abc',
    });
    expect(res.status).toBe(200);
    expect(Buffer.from(res.json<Reply>().buffer!, 'base64').toString()).toBe('abc');
  });

  it('gives an empty Buffer for Content-Length: 0', async () => {
    srv = await start(parserApp([raw()]));
    const res = await request(srv.origin, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: '',
    });
    expect(res.json<Reply>()).toMatchObject({ defined: true, buffer: '' });
  });

  it('accepts wildcards and extension names in type', async () => {
    srv = await start(parserApp([raw({ type: ['image/*', 'pdf'] })]));
    const png = await request(srv.origin, { method: 'POST', headers: { 'content-type': 'image/png' }, body: 'p' });
    expect(png.json<Reply>().buffer).toBe(Buffer.from('p').toString('base64'));
    const pdf = await request(srv.origin, {
      method: 'POST',
      headers: { 'content-type': 'application/pdf' },
      body: 'd',
    });
    expect(pdf.json<Reply>().defined).toBe(true);
    const other = await request(srv.origin, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: 'o',
    });
    expect(other.json<Reply>().defined).toBe(false);
  });
});
