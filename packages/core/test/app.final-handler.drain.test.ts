// The final handler gets an unread request body out of the way with @batonjs/http's
// discardRequest, the policy the body parsers use: a small rest (announced or chunked) is read so
// the connection stays usable, more than 64 KiB closes it after the answer, and on HTTP/2 the
// stream is reset instead while the session goes on.
import { connect, createServer as createH2Server, type Http2Server } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { rawRequest, request, serve, type TestServer } from '@batonjs/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../src/index.js';

let srv: TestServer | undefined;
let h2: Http2Server | undefined;
afterEach(async () => {
  await srv?.close();
  await new Promise((resolve) => (h2 ? h2.close(resolve) : resolve(undefined)));
  srv = undefined;
  h2 = undefined;
});

function app() {
  const a = createApp();
  a.get('/ok', (_req, res) => res.send('ok'));
  return a;
}

/** The status lines and Connection headers of every response in a raw reply, in order. */
function responses(reply: string): Array<{ status: string; close: boolean }> {
  return reply
    .split(/(?=HTTP\/1\.1 \d{3} )/)
    .filter((part) => part.startsWith('HTTP/1.1'))
    .map((part) => ({ status: part.slice(9, 12), close: /\r\nConnection: close\r\n/i.test(part) }));
}

describe('the final handler drains with discardRequest', () => {
  it('reads a small chunked body, then the same connection answers the next request', async () => {
    srv = await serve(app());
    const reply = await rawRequest(srv.port, [
      'POST /nothing HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n',
      'GET /ok HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    ]);
    expect(responses(reply)).toEqual([
      { status: '404', close: false },
      { status: '200', close: true },
    ]);
    expect(reply).toContain('Cannot POST /nothing');
    expect(reply.endsWith('ok')).toBe(true);
  });

  it('closes the connection after the answer when a chunked body goes past 64 KiB', async () => {
    srv = await serve(app());
    const chunk = 'x'.repeat(70_000);
    const reply = await rawRequest(
      srv.port,
      `POST /nothing HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n${chunk.length.toString(16)}\r\n${chunk}\r\n`,
      3000,
    );
    expect(responses(reply)).toEqual([{ status: '404', close: true }]);
    expect(reply).toContain('Cannot POST /nothing');
    expect((await request(`${srv.origin}/ok`)).text).toBe('ok');
  });

  it('on HTTP/2 answers a body that never ends and resets only its stream', async () => {
    const handler = app();
    h2 = createH2Server((req, res) => handler(req as never, res as never));
    await new Promise<void>((resolve) => h2?.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(h2.address() as AddressInfo).port}`;
    const session = connect(origin);
    try {
      const upload = session.request({ ':method': 'POST', ':path': '/nothing' }, { endStream: false });
      upload.write(Buffer.alloc(32_768));
      const first = await new Promise<{ status: number; body: string }>((resolve) => {
        let status = 0;
        const chunks: Buffer[] = [];
        upload.on('response', (headers) => {
          status = Number(headers[':status']);
        });
        upload.on('data', (c: Buffer) => chunks.push(c));
        upload.on('error', () => {});
        upload.on('end', () => resolve({ status, body: Buffer.concat(chunks).toString() }));
      });
      expect(first.status).toBe(404);
      expect(first.body).toContain('Cannot POST /nothing');
      const next = session.request({ ':method': 'GET', ':path': '/ok' });
      const second = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        let status = 0;
        const chunks: Buffer[] = [];
        next.on('response', (headers) => {
          status = Number(headers[':status']);
        });
        next.on('data', (c: Buffer) => chunks.push(c));
        next.on('error', reject);
        next.on('end', () => resolve({ status, body: Buffer.concat(chunks).toString() }));
      });
      expect(second).toEqual({ status: 200, body: 'ok' });
    } finally {
      session.destroy();
    }
  });
});
