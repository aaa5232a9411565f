import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { rawRequest, request, serve, type TestServer } from '@batonjs/test-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheControl, checkPreconditions, conditional } from '../src/index.js';

const LAST_MODIFIED = Date.UTC(2024, 0, 1);
let srv: TestServer;

beforeAll(async () => {
  const policy = cacheControl({ maxAge: 60 });
  const handler = (req: IncomingMessage, res: ServerResponse): void => {
    policy(req, res, () => {
      if (req.method === 'PUT') {
        if (!checkPreconditions(req, res, { etag: '"v1"', lastModified: LAST_MODIFIED })) return;
        res.end('updated');
        return;
      }
      if (conditional(req, res, { etag: '"v1"', lastModified: LAST_MODIFIED })) return;
      res.end('fresh body');
    });
  };
  // Node's default 16 KB header limit would answer 431 before our code ran; 256 KB lets 64 KB
  // conditional headers reach the parsers.
  srv = await serve(handler, createServer({ maxHeaderSize: 256 * 1024 }, handler));
});
afterAll(() => srv.close());

const big = 64 * 1024;

describe('hostile conditional headers are a miss, never a crash', () => {
  it.each([
    ['an unquoted tag', 'v1'],
    ['an unterminated tag', '"v1'],
    ['a lower-case weak prefix', 'w/"v1"'],
    ['junk after a tag', '"v1"x'],
    ['only commas', ',,,,'],
    ['a tag with a space', '"v 1"'],
    ['64 KB of junk', 'x'.repeat(big)],
    ['64 KB of unterminated tag', `"${'v'.repeat(big)}`],
    ['64 KB of commas and quotes', '",'.repeat(big / 2)],
    ['8,000 non-matching tags', Array.from({ length: 8000 }, (_, i) => `"n${i}"`).join(', ')],
  ])('If-None-Match with %s gets the full 200', async (_label, header) => {
    const res = await request(`${srv.origin}/`, { headers: { 'if-none-match': header } });
    expect(res.status).toBe(200);
    expect(res.text).toBe('fresh body');
  });

  it('a matching tag at the end of a 64 KB list still gets 304', async () => {
    const header = `${Array.from({ length: 8000 }, (_, i) => `"n${i}"`).join(', ')}, W/"v1"`;
    const res = await request(`${srv.origin}/`, { headers: { 'if-none-match': header } });
    expect(res.status).toBe(304);
    expect(res.body).toHaveLength(0);
  });

  it.each([
    ['garbage', 'not a date'],
    ['a bare number', '1'],
    ['year 99999', 'Fri, 01 Jan 99999 00:00:00 GMT'],
    ['month 13', 'Mon, 01 Abc 2030 00:00:00 GMT'],
    ['31 February', 'Mon, 31 Feb 2025 00:00:00 GMT'],
    ['the far future', 'Fri, 31 Dec 9999 23:59:59 GMT'],
    ['64 KB', 'M'.repeat(big)],
  ])('If-Modified-Since with %s is ignored', async (_label, header) => {
    const res = await request(`${srv.origin}/`, { headers: { 'if-modified-since': header } });
    expect(res.status).toBe(200);
    expect(res.text).toBe('fresh body');
  });

  it('If-Unmodified-Since with an absurd date is ignored on a write', async () => {
    for (const header of ['yesterday', 'Mon, 99 Jan 2024 00:00:00 GMT', 'x'.repeat(big)]) {
      const res = await request(`${srv.origin}/`, {
        method: 'PUT',
        headers: { 'if-unmodified-since': header },
        body: 'x',
      });
      expect(res.status).toBe(200);
      expect(res.text).toBe('updated');
    }
  });

  it('a 64 KB If-Match of junk fails the write with 412', async () => {
    const res = await request(`${srv.origin}/`, { method: 'PUT', headers: { 'if-match': 'x'.repeat(big) }, body: 'x' });
    expect(res.status).toBe(412);
    expect(res.text).toBe('Precondition Failed');
  });

  it('duplicated conditional header lines are read as one list', async () => {
    const raw = await rawRequest(
      srv.port,
      'GET / HTTP/1.1\r\nHost: x\r\nIf-None-Match: "a"\r\nIf-None-Match: "v1"\r\nConnection: close\r\n\r\n',
    );
    expect(raw).toMatch(/^HTTP\/1\.1 304 /);
  });

  it('the server still serves normal requests afterwards', async () => {
    const res = await request(`${srv.origin}/`);
    expect(res.status).toBe(200);
    expect(res.text).toBe('fresh body');
    expect(res.headers.etag).toBe('"v1"');
  });

  it('on a default server, node answers a header over 16 KB with 431 and keeps serving', async () => {
    const small = await serve((req, res) => {
      if (conditional(req, res, { etag: '"v1"' })) return;
      res.end('ok');
    });
    try {
      const res = await request(`${small.origin}/`, { headers: { 'if-none-match': 'x'.repeat(big) } });
      expect(res.status).toBe(431);
      const after = await request(`${small.origin}/`, { headers: { 'if-none-match': '"v1"' } });
      expect(after.status).toBe(304);
    } finally {
      await small.close();
    }
  });
});
