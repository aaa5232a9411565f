import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { rawRequest, request, type TestServer } from '@batonjs/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonAnswer, postJson, serveRpc, specProcedures, stillServes } from './helpers.js';

let srv: TestServer | undefined;
afterEach(async () => {
  await srv?.close();
  srv = undefined;
});

const subtract = JSON.stringify({ jsonrpc: '2.0', method: 'subtract', params: [3, 1], id: 1 });
const parseError = { jsonrpc: '2.0', error: { code: -32700, message: 'Parse error' }, id: null };

describe('rpc(): transport and hostile input', () => {
  it('405 with Allow: POST for other methods on the endpoint', async () => {
    srv = await serveRpc();
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const) {
      const res = await request(`${srv.origin}/`, { method });
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe('POST');
      expect(res.json()).toEqual({
        jsonrpc: '2.0',
        error: {
          code: -32600,
          message: `${method} is not allowed here: send JSON-RPC calls with POST.`,
          data: { status: 405, code: 'BATON_RPC_METHOD_NOT_ALLOWED' },
        },
        id: null,
      });
    }
    await stillServes(srv);
  });

  it('415 for a POST that is not application/json', async () => {
    srv = await serveRpc();
    const types = [undefined, 'text/plain', 'application/x-www-form-urlencoded', 'application/jsonx', 'json'];
    for (const type of types) {
      const headers: Record<string, string> = type === undefined ? {} : { 'content-type': type };
      const res = await request(`${srv.origin}/`, { method: 'POST', headers, body: subtract });
      expect(res.status).toBe(415);
      expect(res.json()).toMatchObject({
        error: { code: -32600, data: { status: 415, code: 'BATON_RPC_UNSUPPORTED_MEDIA_TYPE' } },
      });
    }
    await stillServes(srv);
  });

  it('accepts application/json with parameters and in any case', async () => {
    srv = await serveRpc();
    for (const type of ['application/json; charset=utf-8', 'Application/JSON', 'application/json;charset="UTF-8"']) {
      expect(jsonAnswer(await postJson(srv, subtract, { 'content-type': type }))).toEqual({
        jsonrpc: '2.0',
        result: 2,
        id: 1,
      });
    }
  });

  it('415 for a charset JSON cannot be, or a Content-Encoding it cannot undo', async () => {
    srv = await serveRpc();
    const res = await postJson(srv, subtract, { 'content-type': 'application/json; charset=latin1' });
    expect(res.status).toBe(415);
    expect(res.json()).toMatchObject({ error: { data: { status: 415, code: 'BATON_BODY_CHARSET_UNSUPPORTED' } } });
    const encoded = await postJson(srv, subtract, { 'content-encoding': 'compress' });
    expect(encoded.status).toBe(415);
    expect(encoded.json()).toMatchObject({ error: { data: { status: 415, code: 'BATON_BODY_ENCODING_UNSUPPORTED' } } });
    await stillServes(srv);
  });

  it('413 for a body over the limit (default 100kb), announced or not', async () => {
    srv = await serveRpc();
    const big = JSON.stringify({ jsonrpc: '2.0', method: 'sum', params: new Array(30_000).fill(1), id: 1 });
    expect(big.length).toBeGreaterThan((100 * 1024) / 2);
    const ok = await postJson(
      srv,
      JSON.stringify({ jsonrpc: '2.0', method: 'sum', params: new Array(40_000).fill(1), id: 1 }),
    );
    expect(ok.status).toBe(200);
    const tooBig = JSON.stringify({ jsonrpc: '2.0', method: 'sum', params: new Array(60_000).fill(1), id: 1 });
    const res = await postJson(srv, tooBig);
    expect(res.status).toBe(413);
    expect(res.json()).toEqual({
      jsonrpc: '2.0',
      error: { code: -32600, message: 'request entity too large', data: { status: 413, code: 'BATON_BODY_TOO_LARGE' } },
      id: null,
    });
    // Chunked, so the size is only found out while reading.
    const chunked = await request(`${srv.origin}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Readable.from(
        (async function* () {
          for (let i = 0; i < 20; i++) yield Buffer.alloc(10_000, 0x20);
        })(),
      ),
    });
    expect(chunked.status).toBe(413);
    await stillServes(srv);
  });

  it('takes a limit option', async () => {
    srv = await serveRpc(specProcedures, { limit: 80 });
    expect((await postJson(srv, subtract)).status).toBe(200);
    expect((await postJson(srv, { jsonrpc: '2.0', method: 'sum', params: new Array(40).fill(1), id: 1 })).status).toBe(
      413,
    );
  });

  it('reads gzip bodies, and a corrupt one is 400', async () => {
    srv = await serveRpc();
    const zipped = await request(`${srv.origin}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: gzipSync(subtract),
    });
    expect(jsonAnswer(zipped)).toEqual({ jsonrpc: '2.0', result: 2, id: 1 });
    const corrupt = await request(`${srv.origin}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: Buffer.from('not gzip at all'),
    });
    expect(corrupt.status).toBe(400);
    expect(corrupt.json()).toMatchObject({ error: { data: { status: 400, code: 'BATON_BODY_INFLATE_FAILED' } } });
    await stillServes(srv);
  });

  it('malformed JSON, an empty body and a body of white space are -32700 Parse error', async () => {
    srv = await serveRpc();
    for (const body of ['{', '{"jsonrpc":"2.0",}', 'nul', '\u0000', '[1,2', '', '   ', '{"a":1}{"b":2}']) {
      expect(jsonAnswer(await postJson(srv, body))).toEqual(parseError);
    }
    const chunkedEmpty = await request(`${srv.origin}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Readable.from((async function* () {})()),
    });
    expect(jsonAnswer(chunkedEmpty)).toEqual(parseError);
    await stillServes(srv);
  });

  it('bytes that are not UTF-8 are a parse error, never a crash', async () => {
    srv = await serveRpc();
    const res = await request(`${srv.origin}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.from([0x7b, 0xff, 0xfe, 0x7d]),
    });
    expect(jsonAnswer(res)).toEqual(parseError);
    await stillServes(srv);
  });

  it('a truncated body (fewer bytes than Content-Length, then the client goes) leaves the server serving', async () => {
    srv = await serveRpc();
    const reply = await rawRequest(
      srv.port,
      `POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"jsonrpc":"2.0"`,
      300,
    );
    expect(reply).toBe('');
    await stillServes(srv);
  });

  it('a huge batch of invalid entries is refused by size, never run', async () => {
    srv = await serveRpc();
    const res = await postJson(srv, `[${new Array(5000).fill('1').join(',')}]`);
    expect(res.status).toBe(413);
    expect(res.json()).toMatchObject({ error: { data: { code: 'BATON_RPC_BATCH_TOO_LARGE' } } });
  });

  it('deeply nested params are passed along, not a stack overflow', async () => {
    srv = await serveRpc({ depth: (params: unknown) => Array.isArray(params) });
    const nested = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const res = await postJson(srv, `{"jsonrpc":"2.0","method":"depth","params":${nested},"id":1}`);
    expect(jsonAnswer(res)).toEqual({ jsonrpc: '2.0', result: true, id: 1 });
  });

  it('a __proto__ member in params stays an own member and changes no prototype', async () => {
    srv = await serveRpc({
      keys: (params: Record<string, unknown>) => [Object.keys(params), ({} as { polluted?: unknown }).polluted ?? null],
    });
    const res = await postJson(srv, '{"jsonrpc":"2.0","method":"keys","params":{"__proto__":{"polluted":1}},"id":1}');
    expect(jsonAnswer(res)).toEqual({ jsonrpc: '2.0', result: [['__proto__'], null], id: 1 });
  });

  it('a path below the endpoint that names nothing is 404 when rpc() is the whole server', async () => {
    srv = await serveRpc();
    const res = await request(`${srv.origin}/a/b`);
    expect(res.status).toBe(404);
    expect(res.json()).toMatchObject({ error: { data: { status: 404, code: 'BATON_RPC_NOT_FOUND' } } });
    const malformed = await request(`${srv.origin}/%E0%A4%A`);
    expect(malformed.status).toBe(404);
  });
});
