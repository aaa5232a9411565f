import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { json, text } from '@baton/body';
import { request, type TestServer } from '@baton/test-utils';
import { describe, expect, it } from 'vitest';
import { expectStillServing, parserApp, type Reply, useServers } from './helpers.js';

const start = useServers();
let srv: TestServer;

function send(encoding: string, body: Buffer, contentType = 'application/json') {
  return request(srv.origin, {
    method: 'POST',
    headers: { 'content-type': contentType, 'content-encoding': encoding },
    body,
  });
}

describe('inflate', () => {
  it.each([
    ['gzip', gzipSync],
    ['deflate', deflateSync],
    ['br', brotliCompressSync],
  ])('inflates %s bodies', async (encoding, compress) => {
    srv = await start(parserApp([json()]));
    const res = await send(encoding, compress(Buffer.from('{"zipped":true}')));
    expect(res.status).toBe(200);
    expect(res.json<Reply>().body).toEqual({ zipped: true });
  });

  it('treats the Content-Encoding name case-insensitively and identity as none', async () => {
    srv = await start(parserApp([json()]));
    expect((await send('GZIP', gzipSync('{"a":1}'))).json<Reply>().body).toEqual({ a: 1 });
    expect((await send('identity', Buffer.from('{"a":2}'))).json<Reply>().body).toEqual({ a: 2 });
  });

  it('refuses compressed bodies with inflate: false (415 encoding.unsupported)', async () => {
    const errors: unknown[] = [];
    srv = await start(parserApp([json({ inflate: false })], errors));
    const res = await send('gzip', gzipSync('{"a":1}'));
    expect(res.status).toBe(415);
    expect(res.json<Reply>().error).toMatchObject({
      type: 'encoding.unsupported',
      code: 'BATON_BODY_ENCODING_UNSUPPORTED',
      message: 'content encoding unsupported',
    });
    expect(errors[0]).toMatchObject({ encoding: 'gzip' });
    await expectStillServing(srv.origin, 'application/json', '{"b":2}', { b: 2 });
  });

  it('refuses unknown encodings with 415 and names them', async () => {
    const errors: unknown[] = [];
    srv = await start(parserApp([json()], errors));
    const res = await send('bogus', Buffer.from('{"a":1}'));
    expect(res.status).toBe(415);
    expect(res.json<Reply>().error?.message).toBe('unsupported content encoding "bogus"');
    expect(errors[0]).toMatchObject({ encoding: 'bogus', type: 'encoding.unsupported' });
  });

  it('reports a corrupt compressed body as 400', async () => {
    srv = await start(parserApp([json()]));
    const res = await send('gzip', Buffer.from('this is not gzip at all'));
    expect(res.status).toBe(400);
    expect(res.json<Reply>().error).toMatchObject({
      code: 'BATON_BODY_INFLATE_FAILED',
      message: 'incorrect header check',
    });
    await expectStillServing(srv.origin, 'application/json', '{"b":2}', { b: 2 });
  });

  it('applies the limit to the inflated size', async () => {
    srv = await start(parserApp([text({ limit: 1000 })]));
    const small = gzipSync('z'.repeat(1000));
    const big = gzipSync('z'.repeat(1001));
    expect((await send('gzip', small, 'text/plain')).status).toBe(200);
    expect((await send('gzip', big, 'text/plain')).status).toBe(413);
  });

  it('stops inflating a gzip bomb once the limit is crossed', async () => {
    const errors: unknown[] = [];
    srv = await start(parserApp([json()], errors));
    const bomb = gzipSync(Buffer.alloc(64 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(100 * 1024);
    const res = await send('gzip', bomb);
    expect(res.status).toBe(413);
    expect(res.json<Reply>().error?.type).toBe('entity.too.large');
    // Inflation stopped within a few zlib output chunks of the 100kb limit, not at 64 MB.
    const { received } = errors[0] as { received: number };
    expect(received).toBeGreaterThan(102400);
    expect(received).toBeLessThan(102400 + 256 * 1024);
    await expectStillServing(srv.origin, 'application/json', '{"b":2}', { b: 2 });
  });
});
