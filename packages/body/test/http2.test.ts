import { connect, createServer, type Http2Server } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { json } from '@batonjs/body';
import { afterEach, describe, expect, it } from 'vitest';
import { parserApp, type Reply } from './helpers.js';

let server: Http2Server | undefined;
let closedStreams = 0;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

async function h2c(): Promise<string> {
  const app = parserApp([json({ limit: 1000 })]);
  server = createServer((req, res) => app(req as never, res as never));
  closedStreams = 0;
  server.on('stream', (stream) => stream.on('close', () => closedStreams++));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function post(
  origin: string,
  body: Buffer | string | undefined,
  headers: Record<string, string> = {},
): Promise<{ status: number; reply: Reply }> {
  return new Promise((resolve, reject) => {
    const session = connect(origin);
    session.on('error', reject);
    const stream = session.request(
      { ':method': 'POST', ':path': '/', 'content-type': 'application/json', ...headers },
      { endStream: body === undefined },
    );
    let status = 0;
    const chunks: Buffer[] = [];
    stream.on('response', (headers) => {
      status = Number(headers[':status']);
    });
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('error', () => {});
    // 'end', not 'close': after an early response and RST_STREAM(NO_ERROR), node's client keeps
    // its half of the stream open with the unsent rest of the body.
    stream.on('end', () => {
      stream.destroy();
      session.close();
      resolve({ status, reply: JSON.parse(Buffer.concat(chunks).toString()) as Reply });
    });
    if (body !== undefined) stream.end(body);
  });
}

describe('over HTTP/2 (h2c)', () => {
  it('parses a body announced by Content-Length', async () => {
    const origin = await h2c();
    const { status, reply } = await post(origin, '{"h2":1}', { 'content-length': '8' });
    expect(status).toBe(200);
    expect(reply.body).toEqual({ h2: 1 });
  });

  it('parses a body sent without Content-Length (DATA frames after HEADERS)', async () => {
    const origin = await h2c();
    const { status, reply } = await post(origin, '{"h2":true}');
    expect(status).toBe(200);
    expect(reply.body).toEqual({ h2: true });
  });

  it('leaves req.body undefined when HEADERS ended the stream', async () => {
    const origin = await h2c();
    const { status, reply } = await post(origin, undefined);
    expect(status).toBe(200);
    expect(reply.defined).toBe(false);
  });

  it('answers 413 for an oversized body without touching connection headers', async () => {
    const origin = await h2c();
    const { status, reply } = await post(origin, Buffer.alloc(512 * 1024, 0x20));
    expect(status).toBe(413);
    expect(reply.error?.type).toBe('entity.too.large');
    // The server ended the stream itself (RST_STREAM NO_ERROR) instead of waiting for 512 KB.
    for (let i = 0; i < 50 && closedStreams === 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(closedStreams).toBe(1);
    const after = await post(origin, '{"still":"serving"}');
    expect(after.reply.body).toEqual({ still: 'serving' });
  });
});
