import { randomBytes } from 'node:crypto';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { json, raw, text } from '@batonjs/body';
import { rawRequest, request, type TestServer } from '@batonjs/test-utils';
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

  it('accepts incompressible data at the limit, although gzip made it larger', async () => {
    srv = await start(parserApp([raw({ limit: 1000 })]));
    const data = randomBytes(1000);
    const zipped = gzipSync(data);
    expect(zipped.length).toBeGreaterThan(1000);
    const res = await send('gzip', zipped, 'application/octet-stream');
    expect(res.status).toBe(200);
    expect(Buffer.from(res.json<Reply>().buffer!, 'base64')).toEqual(data);
  });

  it('refuses compressed input that inflates to nothing, instead of reading it forever', async () => {
    const errors: unknown[] = [];
    srv = await start(parserApp([json({ limit: 1000 })], errors));
    // A zlib header, then empty stored deflate blocks (BFINAL=0, LEN=0, NLEN=0xffff): 5 bytes
    // each, 0 bytes inflated, as many as a client cares to send.
    const empty = Buffer.alloc(20_000 * 5);
    for (let i = 0; i < empty.length; i += 5) empty.set([0, 0, 0, 0xff, 0xff], i);
    const head =
      'POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Encoding: deflate\r\nTransfer-Encoding: chunked\r\n\r\n';
    const chunk = (data: Buffer) =>
      Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')]);
    const reply = await rawRequest(
      srv.port,
      [head, chunk(Buffer.from([0x78, 0x01])), chunk(empty), chunk(empty), chunk(empty)],
      3000,
    );
    expect(reply).toMatch(/^HTTP\/1.1 413 /);
    expect(errors[0]).toMatchObject({ type: 'entity.too.large', received: 0 });
    await expectStillServing(srv.origin, 'application/json', '{"b":2}', { b: 2 });
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
