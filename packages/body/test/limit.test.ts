import { json, raw, text } from '@batonjs/body';
import { rawRequest, request, type TestServer } from '@batonjs/test-utils';
import { describe, expect, it } from 'vitest';
import { expectStillServing, parserApp, type Reply, rawPost, useServers } from './helpers.js';

const start = useServers();
let srv: TestServer;

describe('limit', () => {
  it('defaults to 100kb: 102400 bytes pass, 102401 are refused with 413', async () => {
    const errors: unknown[] = [];
    srv = await start(parserApp([text()], errors));
    const ok = await request(srv.origin, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'a'.repeat(102400),
    });
    expect(ok.status).toBe(200);
    const tooBig = await request(srv.origin, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'a'.repeat(102401),
    });
    expect(tooBig.status).toBe(413);
    expect(tooBig.json<Reply>().error).toMatchObject({
      type: 'entity.too.large',
      code: 'BATON_BODY_TOO_LARGE',
      message: 'request entity too large',
    });
    expect(errors[0]).toMatchObject({
      status: 413,
      statusCode: 413,
      expose: true,
      limit: 102400,
      length: 102401,
      expected: 102401,
    });
  });

  it('accepts strings with units and plain numbers', async () => {
    srv = await start(parserApp([raw({ limit: '1KB' })]));
    const at = await request(srv.origin, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: Buffer.alloc(1024),
    });
    expect(at.status).toBe(200);
    const over = await request(srv.origin, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: Buffer.alloc(1025),
    });
    expect(over.status).toBe(413);
    srv = await start(parserApp([raw({ limit: 10 })]));
    const small = await request(srv.origin, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: Buffer.alloc(11),
    });
    expect(small.status).toBe(413);
  });

  it('refuses from Content-Length before reading, and answers even though the body was never read', async () => {
    const errors: unknown[] = [];
    srv = await start(parserApp([json({ limit: 10 })], errors));
    // Announce 10 MB but send only the headers: the answer must come without waiting for the body.
    const reply = await rawRequest(
      srv.port,
      rawPost({ 'content-type': 'application/json', 'content-length': String(10 * 1024 * 1024) }),
      3000,
    );
    expect(reply).toMatch(/^HTTP\/1.1 413 /);
    expect(reply).toMatch(/connection: close/i);
    expect(reply).toContain('"type":"entity.too.large"');
    expect(errors[0]).toMatchObject({ limit: 10, length: 10 * 1024 * 1024 });
    await expectStillServing(srv.origin, 'application/json', '{"a":1}', { a: 1 });
  });

  it('stops reading a chunked body as soon as it crosses the limit', async () => {
    const errors: unknown[] = [];
    srv = await start(parserApp([text({ limit: 1000 })], errors));
    const chunk = `${(600).toString(16)}\r\n${'x'.repeat(600)}\r\n`;
    // Two chunks cross the limit; the third is drained unparsed, and the answer follows the end
    // of the request, as body-parser's does.
    const reply = await rawRequest(
      srv.port,
      [rawPost({ 'content-type': 'text/plain', 'transfer-encoding': 'chunked' }), chunk, chunk, chunk, '0\r\n\r\n'],
      3000,
    );
    expect(reply).toMatch(/^HTTP\/1.1 413 /);
    expect(errors[0]).toMatchObject({ type: 'entity.too.large', limit: 1000, received: 1200 });
    await expectStillServing(srv.origin);
  });

  it('answers a big body sent by undici with 413 instead of hanging', async () => {
    srv = await start(parserApp([text()]));
    const res = await request(srv.origin, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'y'.repeat(5 * 1024 * 1024),
    });
    expect(res.status).toBe(413);
    await expectStillServing(srv.origin);
  });
});
