import type { IncomingMessage, ServerResponse } from 'node:http';
import { type ClientHttp2Session, connect, createServer, type Http2Server } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from '../src/index.js';
import { bigSlice, createFixtures, type Fixtures } from './fixtures.js';

let fx: Fixtures;
let server: Http2Server;
let client: ClientHttp2Session;

beforeAll(async () => {
  fx = createFixtures();
  const middleware = serveStatic(fx.root, { fallthrough: false });
  // Node's HTTP/2 compatibility objects carry the same surface the engine uses.
  server = createServer((req, res) =>
    middleware(req as unknown as IncomingMessage, res as unknown as ServerResponse, (err) => {
      res.statusCode = (err as { status?: number } | undefined)?.status ?? 404;
      res.end('next');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  client = connect(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(async () => {
  client.close();
  await new Promise((resolve) => server.close(resolve));
  fx.cleanup();
});

function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    const req = client.request({ ':path': path, ...headers });
    const chunks: Buffer[] = [];
    let head: Record<string, unknown> = {};
    req.on('response', (h) => {
      head = h;
    });
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('error', reject);
    req.on('end', () => resolve({ status: Number(head[':status']), headers: head, body: Buffer.concat(chunks) }));
  });
}

describe('serveStatic over HTTP/2 (h2c)', () => {
  it('serves small and large files, ranges, 304 and errors', async () => {
    const small = await get('/a.txt');
    expect(small.status).toBe(200);
    expect(small.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(small.body.toString()).toBe('hello world\n');

    const big = await get('/big.bin', { range: 'bytes=1000-200999' });
    expect(big.status).toBe(206);
    expect(big.headers['content-range']).toBe('bytes 1000-200999/1048576');
    expect(big.body.equals(bigSlice(1000, 200999))).toBe(true);

    const notModified = await get('/a.txt', { 'if-none-match': String(small.headers.etag) });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);

    const missing = await get('/missing.txt');
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toBe('next');
  });
});
