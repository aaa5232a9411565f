import { request } from '@batonjs/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import {
  closeCodeOf,
  frame,
  handshake,
  Opcode,
  type RawConnection,
  rawConnect,
  statusLine,
} from './helpers/raw-socket.js';
import { startWs, type WsTestServer } from './helpers/ws-server.js';

let srv: WsTestServer | undefined;
let messages: string[] = [];
afterEach(async () => {
  await srv?.close();
  srv = undefined;
});

async function start(): Promise<WsTestServer> {
  messages = [];
  return startWs(
    (app) => {
      app.ws('/live', (ws) => ws.on('message', (data) => messages.push(String(data))));
      app.get('/health', (_req, res) => res.send('ok'));
    },
    { maxPayload: 1024 },
  );
}

/** A raw connection that completed the handshake. */
async function upgraded(port: number): Promise<RawConnection> {
  const conn = await rawConnect(port);
  conn.socket.write(handshake('/live'));
  for (let i = 0; i < 100 && !conn.received().includes('\r\n\r\n'); i++) await new Promise((r) => setTimeout(r, 10));
  expect(statusLine(conn.received())).toBe('HTTP/1.1 101 Switching Protocols');
  return conn;
}

/** Sends `bytes`, waits for the server to close, returns the close code it sent. */
async function closeCodeAfter(conn: RawConnection, bytes: Buffer | Buffer[]): Promise<number | undefined> {
  for (const b of Array.isArray(bytes) ? bytes : [bytes]) conn.socket.write(b);
  const { timedOut } = await conn.ended(3000);
  expect(timedOut).toBe(false);
  return closeCodeOf(conn.received());
}

async function stillServes(s: WsTestServer): Promise<void> {
  const res = await request(`${s.httpOrigin}/health`);
  expect(res.status).toBe(200);
  expect(res.text).toBe('ok');
}

describe('hostile frames', () => {
  it('a frame header announcing 2^40 bytes: 1009 at once, nothing buffered', async () => {
    srv = await start();
    const conn = await upgraded(srv.port);
    const code = await closeCodeAfter(conn, frame(Opcode.binary, 'x', { declaredLength: 2 ** 40 }));
    expect(code).toBe(1009);
    await stillServes(srv);
  });

  it('fragments that add up past maxPayload: 1009, though each is small', async () => {
    srv = await start();
    const conn = await upgraded(srv.port);
    const parts = [
      frame(Opcode.text, 'a'.repeat(600), { fin: false }),
      frame(Opcode.continuation, 'b'.repeat(600), { fin: false }),
      frame(Opcode.continuation, 'c', { fin: true }),
    ];
    expect(await closeCodeAfter(conn, parts)).toBe(1009);
    expect(messages).toEqual([]);
    await stillServes(srv);
  });

  it('fragments within the limit make one message', async () => {
    srv = await start();
    const conn = await upgraded(srv.port);
    conn.socket.write(frame(Opcode.text, 'hel', { fin: false }));
    conn.socket.write(frame(Opcode.ping, 'p'));
    conn.socket.write(frame(Opcode.continuation, 'lo'));
    const code = await closeCodeAfter(conn, frame(Opcode.close, Buffer.from([0x03, 0xe8])));
    expect(code).toBe(1000);
    expect(messages).toEqual(['hello']);
  });

  it('a text frame that is not UTF-8: 1007', async () => {
    srv = await start();
    const conn = await upgraded(srv.port);
    expect(await closeCodeAfter(conn, frame(Opcode.text, Buffer.from([0x68, 0xc3, 0x28, 0xff])))).toBe(1007);
    expect(messages).toEqual([]);
    await stillServes(srv);
  });

  it('an unmasked client frame: 1002 (protocol error)', async () => {
    srv = await start();
    const conn = await upgraded(srv.port);
    expect(await closeCodeAfter(conn, frame(Opcode.text, 'hi', { mask: false }))).toBe(1002);
    await stillServes(srv);
  });

  it('an unknown opcode and a fragmented control frame: 1002', async () => {
    srv = await start();
    const a = await upgraded(srv.port);
    expect(await closeCodeAfter(a, frame(0x3, 'x'))).toBe(1002);
    const b = await upgraded(srv.port);
    expect(await closeCodeAfter(b, frame(Opcode.ping, 'x', { fin: false }))).toBe(1002);
    await stillServes(srv);
  });

  it('garbage bytes right after the handshake: closed, the server serves on', async () => {
    srv = await start();
    const conn = await upgraded(srv.port);
    const code = await closeCodeAfter(conn, Buffer.from('GET / HTTP/1.1\r\n\r\n'));
    expect(code).toBe(1002);
    expect(srv.hub.clients.size).toBeLessThanOrEqual(1);
    await stillServes(srv);
  });
});
