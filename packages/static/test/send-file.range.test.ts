import { request, serve, type TestServer } from '@batonjs/test-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_RANGES } from '../src/index.js';
import { BIG_SIZE, bigSlice, createFixtures, type Fixtures, MTIME, withSendFile } from './fixtures.js';

let fx: Fixtures;
let srv: TestServer;
let noRanges: TestServer;

beforeAll(async () => {
  fx = createFixtures();
  srv = await serve(withSendFile({ root: fx.root }));
  noRanges = await serve(withSendFile({ root: fx.root, acceptRanges: false }));
});
afterAll(async () => {
  await srv.close();
  await noRanges.close();
  fx.cleanup();
});

const get = (path: string, headers: Record<string, string>, server = srv) =>
  request(`${server.origin}${path}`, { headers });

interface Part {
  headers: Record<string, string>;
  body: Buffer;
}

/** Splits a multipart/byteranges body on its boundary, strictly: any stray byte fails the test. */
function parseMultipart(body: Buffer, contentType: string): Part[] {
  const boundary = /boundary=([^;]+)$/.exec(contentType)?.[1];
  if (!boundary) throw new Error(`no boundary in ${contentType}`);
  const text = body.toString('latin1');
  expect(text.endsWith(`\r\n--${boundary}--\r\n`)).toBe(true);
  const chunks = text.slice(0, -`\r\n--${boundary}--\r\n`.length).split(`\r\n--${boundary}\r\n`);
  const first = chunks.shift() ?? '';
  expect(first.startsWith(`--${boundary}\r\n`)).toBe(true);
  chunks.unshift(first.slice(`--${boundary}\r\n`.length));
  return chunks.map((chunk) => {
    const at = chunk.indexOf('\r\n\r\n');
    const headers: Record<string, string> = {};
    for (const line of chunk.slice(0, at).split('\r\n')) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
    }
    return { headers, body: Buffer.from(chunk.slice(at + 4), 'latin1') };
  });
}

describe('sendFile ranges', () => {
  it.each([
    ['bytes=0-4', 0, 4],
    ['bytes=6-', 6, 11],
    ['bytes=-3', 9, 11],
    ['bytes=3-3', 3, 3],
    ['bytes=5-1000', 5, 11],
    [' bytes=0-0', 0, 0],
  ])('%s → 206 bytes %i-%i', async (range, start, end) => {
    const res = await get('/a.txt', { range });
    expect(res.status).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/12`);
    expect(res.headers['content-length']).toBe(String(end - start + 1));
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.text).toBe('hello world\n'.slice(start, end + 1));
  });

  it('streams a range from the middle of a large file exactly', async () => {
    const res = await get('/big.bin', { range: 'bytes=100000-700000' });
    expect(res.status).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 100000-700000/${BIG_SIZE}`);
    expect(res.headers['content-length']).toBe('600001');
    expect(res.body.equals(bigSlice(100000, 700000))).toBe(true);
  });

  it.each(['bytes=12-', 'bytes=100-200', 'bytes=20-10'])('%s is unsatisfiable → 416 with bytes */12', async (range) => {
    const res = await get('/a.txt', { range });
    expect(res.status).toBe(416);
    expect(res.headers['content-range']).toBe('bytes */12');
    expect(res.headers['content-type']).toBe('text/html; charset=UTF-8');
    expect(res.text).toContain('Range Not Satisfiable');
  });

  it('416 for any range of an empty file', async () => {
    const res = await get('/empty.txt', { range: 'bytes=0-' });
    expect(res.status).toBe(416);
    expect(res.headers['content-range']).toBe('bytes */0');
  });

  it.each(['bytes=abc', 'bytes=', 'items=0-1', 'bytes=1-2-3'])(
    'ignores a malformed or foreign range %j',
    async (range) => {
      const res = await get('/a.txt', { range });
      expect(res.status).toBe(200);
      expect(res.headers['content-range']).toBeUndefined();
      expect(res.text).toBe('hello world\n');
    },
  );

  it('ignores Range when acceptRanges is false', async () => {
    const res = await get('/a.txt', { range: 'bytes=0-4' }, noRanges);
    expect(res.status).toBe(200);
    expect(res.headers['accept-ranges']).toBeUndefined();
    expect(res.text).toBe('hello world\n');
  });

  describe('If-Range', () => {
    it('applies the range when the ETag matches, sends the whole file when not', async () => {
      const etag = String((await get('/a.txt', {})).headers.etag);
      const hit = await get('/a.txt', { range: 'bytes=0-4', 'if-range': etag });
      expect(hit.status).toBe(206);
      expect(hit.text).toBe('hello');
      const miss = await get('/a.txt', { range: 'bytes=0-4', 'if-range': '"changed"' });
      expect(miss.status).toBe(200);
      expect(miss.text).toBe('hello world\n');
    });

    it('applies the range for a date at or after Last-Modified, not before', async () => {
      const hit = await get('/a.txt', { range: 'bytes=0-4', 'if-range': MTIME.toUTCString() });
      expect(hit.status).toBe(206);
      expect(hit.headers['content-range']).toBe('bytes 0-4/12');
      const stale = new Date(MTIME.getTime() - 1000).toUTCString();
      const miss = await get('/a.txt', { range: 'bytes=0-4', 'if-range': stale });
      expect(miss.status).toBe(200);
      expect(miss.text).toBe('hello world\n');
    });

    it('a stale If-Range turns an unsatisfiable range into a full response', async () => {
      const res = await get('/a.txt', { range: 'bytes=50-60', 'if-range': '"changed"' });
      expect(res.status).toBe(200);
      expect(res.text).toBe('hello world\n');
    });
  });

  describe('several ranges', () => {
    it('sends multipart/byteranges with one part per range and an exact Content-Length', async () => {
      const res = await get('/a.txt', { range: 'bytes=0-1, 6-7, -2' });
      expect(res.status).toBe(206);
      const type = String(res.headers['content-type']);
      expect(type).toMatch(/^multipart\/byteranges; boundary=[0-9a-f]{24}$/);
      expect(res.headers['content-range']).toBeUndefined();
      expect(res.headers['content-length']).toBe(String(res.body.length));
      const parts = parseMultipart(res.body, type);
      expect(parts.map((p) => [p.headers['content-range'], p.body.toString()])).toEqual([
        ['bytes 0-1/12', 'he'],
        ['bytes 6-7/12', 'wo'],
        ['bytes 10-11/12', 'd\n'],
      ]);
      for (const part of parts) expect(part.headers['content-type']).toBe('text/plain; charset=utf-8');
    });

    it('coalesces overlapping and adjacent ranges, keeping request order', async () => {
      const res = await get('/a.txt', { range: 'bytes=8-9, 0-2, 1-4, 5-5' });
      expect(res.status).toBe(206);
      const parts = parseMultipart(res.body, String(res.headers['content-type']));
      expect(parts.map((p) => p.headers['content-range'])).toEqual(['bytes 8-9/12', 'bytes 0-5/12']);
      expect(parts.map((p) => p.body.toString())).toEqual(['rl', 'hello ']);
    });

    it('ranges that merge into one give a plain 206', async () => {
      const res = await get('/a.txt', { range: 'bytes=0-3, 2-6' });
      expect(res.status).toBe(206);
      expect(res.headers['content-range']).toBe('bytes 0-6/12');
      expect(res.text).toBe('hello w');
    });

    it('reads large parts from a large file exactly', async () => {
      const res = await get('/big.bin', { range: 'bytes=0-99999, 500000-650000, -10' });
      expect(res.status).toBe(206);
      expect(res.headers['content-length']).toBe(String(res.body.length));
      const parts = parseMultipart(res.body, String(res.headers['content-type']));
      expect(parts).toHaveLength(3);
      expect(parts[0]?.body.equals(bigSlice(0, 99999))).toBe(true);
      expect(parts[1]?.body.equals(bigSlice(500000, 650000))).toBe(true);
      expect(parts[2]?.body.equals(bigSlice(BIG_SIZE - 10, BIG_SIZE - 1))).toBe(true);
    });

    it(`sends the whole file for more than ${MAX_RANGES} distinct ranges`, async () => {
      const many = Array.from({ length: MAX_RANGES + 1 }, (_, i) => `${i * 10}-${i * 10 + 1}`).join(',');
      const res = await get('/big.bin', { range: `bytes=${many}` });
      expect(res.status).toBe(200);
      expect(res.headers['content-length']).toBe(String(BIG_SIZE));
      expect(res.body.length).toBe(BIG_SIZE);
    });

    it(`still serves exactly ${MAX_RANGES} ranges as multipart`, async () => {
      const many = Array.from({ length: MAX_RANGES }, (_, i) => `${i * 10}-${i * 10 + 1}`).join(',');
      const res = await get('/big.bin', { range: `bytes=${many}` });
      expect(res.status).toBe(206);
      const parts = parseMultipart(res.body, String(res.headers['content-type']));
      expect(parts).toHaveLength(MAX_RANGES);
      expect(parts[49]?.body.equals(bigSlice(490, 491))).toBe(true);
    });

    it('HEAD with several ranges sends the multipart headers and no body', async () => {
      const res = await request(`${srv.origin}/a.txt`, { method: 'HEAD', headers: { range: 'bytes=0-1,4-5' } });
      expect(res.status).toBe(206);
      expect(res.headers['content-type']).toMatch(/^multipart\/byteranges; boundary=/);
      expect(Number(res.headers['content-length'])).toBeGreaterThan(4);
      expect(res.body.length).toBe(0);
    });
  });
});
