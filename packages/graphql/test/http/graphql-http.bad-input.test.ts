import { rawRequest, request, type TestServer } from '@batonjs/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GQL_JSON, postJson, serveGraphql, stillServes } from './helpers.js';

interface ErrorBody {
  errors: Array<{ message: string; extensions: { code: string } }>;
}

function codeOf(text: string): string | undefined {
  return (JSON.parse(text) as ErrorBody).errors[0]?.extensions.code;
}

describe('graphqlHttp: malformed, oversized, truncated and hostile requests', () => {
  let srv: TestServer;
  beforeEach(async () => {
    srv = await serveGraphql({ limits: { bodyBytes: 2048 } });
  });
  afterEach(() => srv.close());

  it.each([
    ['text/plain', 'BATON_GRAPHQL_UNSUPPORTED_MEDIA_TYPE'],
    ['application/graphql', 'BATON_GRAPHQL_UNSUPPORTED_MEDIA_TYPE'],
    ['application/x-www-form-urlencoded', 'BATON_GRAPHQL_UNSUPPORTED_MEDIA_TYPE'],
    ['application/json; charset=latin1', 'BATON_GRAPHQL_UNSUPPORTED_CHARSET'],
  ])('Content-Type %s → 415 %s', async (contentType, code) => {
    const res = await postJson(srv, { query: '{ __typename }' }, { 'content-type': contentType });
    expect(res.status).toBe(415);
    expect(codeOf(res.text)).toBe(code);
    await stillServes(srv);
  });

  it('a POST without Content-Type → 415', async () => {
    const res = await request(`${srv.origin}/graphql`, { method: 'POST', body: '{"query":"{ __typename }"}' });
    expect(res.status).toBe(415);
    expect(codeOf(res.text)).toBe('BATON_GRAPHQL_UNSUPPORTED_MEDIA_TYPE');
  });

  it('a compressed body → 415', async () => {
    const res = await postJson(srv, '{"query":"{ __typename }"}', { 'content-encoding': 'gzip' });
    expect(res.status).toBe(415);
    expect(codeOf(res.text)).toBe('BATON_GRAPHQL_UNSUPPORTED_ENCODING');
  });

  it.each([
    ['{"query":', 'BATON_GRAPHQL_BODY_INVALID_JSON'],
    ["{'query':'{a}'}", 'BATON_GRAPHQL_BODY_INVALID_JSON'],
    ['', 'BATON_GRAPHQL_BODY_MISSING'],
    ['[]', 'BATON_GRAPHQL_BODY_MISSING'],
    ['"{ __typename }"', 'BATON_GRAPHQL_BODY_MISSING'],
    ['null', 'BATON_GRAPHQL_BODY_MISSING'],
    ['{}', 'BATON_GRAPHQL_INVALID_PARAMS'],
    ['{"query":{}}', 'BATON_GRAPHQL_INVALID_PARAMS'],
    ['{"query":1}', 'BATON_GRAPHQL_INVALID_PARAMS'],
    ['{"query":["{a}"]}', 'BATON_GRAPHQL_INVALID_PARAMS'],
    ['{"query":"{a}","operationName":1}', 'BATON_GRAPHQL_INVALID_PARAMS'],
    ['{"query":"{a}","variables":"{}"}', 'BATON_GRAPHQL_INVALID_PARAMS'],
    ['{"query":"{a}","variables":[]}', 'BATON_GRAPHQL_INVALID_PARAMS'],
    ['{"query":"{a}","extensions":true}', 'BATON_GRAPHQL_INVALID_PARAMS'],
  ])('body %j → 400 %s in both media types', async (body, code) => {
    for (const accept of ['application/json', GQL_JSON]) {
      const res = await postJson(srv, body, { accept });
      expect(res.status).toBe(400);
      expect(codeOf(res.text)).toBe(code);
    }
    await stillServes(srv);
  });

  it('a body over the limit → 413, by Content-Length or by bytes received', async () => {
    const big = JSON.stringify({ query: `{ __typename ${'#'.repeat(4000)}\n}` });
    const declared = await postJson(srv, big);
    expect(declared.status).toBe(413);
    expect(codeOf(declared.text)).toBe('BATON_GRAPHQL_BODY_TOO_LARGE');

    const chunked = await rawRequest(srv.port, [
      'POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n',
      `${(3000).toString(16)}\r\n${'x'.repeat(3000)}\r\n`,
      '0\r\n\r\n',
    ]);
    expect(chunked).toMatch(/^HTTP\/1.1 413 /);
    expect(chunked).toContain('BATON_GRAPHQL_BODY_TOO_LARGE');
    await stillServes(srv);
  });

  it('bytes that are not UTF-8 → 400', async () => {
    const body = Buffer.concat([
      Buffer.from('{"query":"{ echo(value: \\"'),
      Buffer.from([0xc3, 0x28]),
      Buffer.from('\\") }"}'),
    ]);
    const res = await postJson(srv, body);
    expect(res.status).toBe(400);
    expect(codeOf(res.text)).toBe('BATON_GRAPHQL_BODY_INVALID_UTF8');
    await stillServes(srv);
  });

  it('a multi-byte character split across TCP chunks is decoded whole', async () => {
    const bytes = Buffer.from('{"query":"{ echo(value: \\"☃\\") }"}', 'utf8');
    const split = bytes.indexOf(0xe2) + 1;
    const reply = await rawRequest(srv.port, [
      `POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${bytes.length}\r\nConnection: close\r\n\r\n`,
      bytes.subarray(0, split),
      bytes.subarray(split),
    ]);
    expect(reply).toMatch(/^HTTP\/1.1 200 /);
    expect(Buffer.from(reply, 'latin1').toString('utf8')).toContain('{"data":{"echo":"{\\"value\\":\\"☃\\"}"}}');
  });

  it('a truncated body (client gives up) does not wedge the server', async () => {
    const reply = await rawRequest(
      srv.port,
      'POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"query":',
      300,
    );
    expect(reply).toBe('');
    await stillServes(srv);
  });

  it('a __proto__ alias is an ordinary response key', async () => {
    const res = await postJson(srv, { query: '{ __proto__: __typename constructor: __typename }' });
    expect(res.status).toBe(200);
    expect(res.text).toBe('{"data":{"__proto__":"Query","constructor":"Query"}}');
  });
});
