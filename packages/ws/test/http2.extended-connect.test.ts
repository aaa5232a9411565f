import { type ClientHttp2Session, type ClientHttp2Stream, connect, type IncomingHttpHeaders } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { type Application, createApp, listen, shutdown } from '@batonjs/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type WebSocketHub, websockets } from '../src/index.js';
import { frame, framesOf, Opcode } from './helpers/raw-socket.js';

interface H2Server {
  readonly hub: WebSocketHub;
  readonly server: Awaited<ReturnType<typeof listen<{ http2: true }>>>;
  readonly origin: string;
}

let srv: H2Server | undefined;
let session: ClientHttp2Session | undefined;
afterEach(async () => {
  session?.destroy();
  session = undefined;
  if (srv !== undefined) await shutdown(srv.server, { timeout: 500 });
  srv = undefined;
});

async function start(setup: (app: Application) => void): Promise<H2Server> {
  const app = createApp();
  const hub = websockets(app, { origins: ['https://blog.example'] });
  setup(app);
  const server = await listen(app, { port: 0, host: '127.0.0.1', http2: true });
  return { hub, server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** An h2c session, once the server's SETTINGS arrived; and whether they allow extended CONNECT. */
async function open(origin: string): Promise<{ session: ClientHttp2Session; enabled: boolean }> {
  const s = connect(origin);
  // The server's GOAWAY or a cancelled stream at the end of a test is not a test failure.
  s.on('error', () => {});
  session = s;
  const settings = await new Promise<{ enableConnectProtocol?: boolean }>((resolve) =>
    s.once('remoteSettings', resolve),
  );
  return { session: s, enabled: settings.enableConnectProtocol === true };
}

/** Sends an extended CONNECT for `path`; resolves with the response headers and the stream. */
function extendedConnect(
  s: ClientHttp2Session,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ headers: IncomingHttpHeaders; stream: ClientHttp2Stream }> {
  const stream = s.request({
    ':method': 'CONNECT',
    ':protocol': 'websocket',
    ':scheme': 'http',
    ':path': path,
    ':authority': '127.0.0.1',
    'sec-websocket-version': '13',
    ...headers,
  });
  return new Promise((resolve, reject) => {
    stream.once('response', (h) => resolve({ headers: h, stream }));
    stream.once('error', reject);
  });
}

/** Reads a refusal's body, until the server ends its side of the stream. */
function readAll(stream: ClientHttp2Stream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  return new Promise((resolve) => stream.once('end', () => resolve(Buffer.concat(chunks))));
}

/**
 * Collects the server's frames until its close frame, which it answers with a close frame of
 * its own (as a WebSocket client does), then ends its side of the stream.
 */
function untilClose(stream: ClientHttp2Stream): Promise<Array<[number, Buffer]>> {
  const chunks: Buffer[] = [];
  return new Promise((resolve) => {
    stream.on('data', (c: Buffer) => {
      chunks.push(c);
      const frames = framesOf(Buffer.concat(chunks));
      const close = frames.find(([opcode]) => opcode === Opcode.close);
      if (close === undefined) return;
      stream.end(frame(Opcode.close, close[1].subarray(0, 2)));
      resolve(frames);
    });
  });
}

describe('HTTP/2 extended CONNECT (RFC 8441)', () => {
  it('advertises SETTINGS_ENABLE_CONNECT_PROTOCOL and runs a WebSocket over one stream, through the chain', async () => {
    srv = await start((app) => {
      app.use((_req, res, next) => {
        res.setHeader('x-chain', 'ran');
        next();
      });
      app.ws('/echo/:name', (ws, req) => {
        ws.send(`hello ${req.params.name}`);
        ws.on('message', (data) => ws.close(1000, `bye ${String(data)}`));
      });
    });
    const { session: s, enabled } = await open(srv.origin);
    expect(enabled).toBe(true);
    const { headers, stream } = await extendedConnect(s, '/echo/ada', { origin: 'https://blog.example' });
    expect(headers[':status']).toBe(200);
    expect(headers['x-chain']).toBe('ran');
    expect(headers['sec-websocket-accept']).toBeUndefined();
    const closing = untilClose(stream);
    stream.write(frame(Opcode.text, 'x'));
    const frames = await closing;
    expect(frames[0]).toEqual([Opcode.text, Buffer.from('hello ada')]);
    expect(frames[1]?.[0]).toBe(Opcode.close);
    expect(frames[1]?.[1].readUInt16BE(0)).toBe(1000);
    expect(frames[1]?.[1].subarray(2).toString()).toBe('bye x');
    expect(srv.hub.stats.opened).toBe(1);
  });

  it('refuses like HTTP/1.1: a foreign Origin 403, a wrong version 400, a handler answer as is; no key needed', async () => {
    srv = await start((app) => {
      app.ws(
        '/live',
        (req, res, next) => (req.headers.authorization === 'ok' ? next() : res.status(401).send('login')),
        (ws) => ws.close(),
      );
    });
    const { session: s } = await open(srv.origin);
    const foreign = await extendedConnect(s, '/live', { origin: 'https://evil.example', authorization: 'ok' });
    expect(foreign.headers[':status']).toBe(403);
    expect((await readAll(foreign.stream)).toString()).toContain('may not open a WebSocket here');
    const version = await extendedConnect(s, '/live', { 'sec-websocket-version': '12', authorization: 'ok' });
    expect(version.headers[':status']).toBe(400);
    expect(version.headers['sec-websocket-version']).toBe('13, 8');
    const unauthorised = await extendedConnect(s, '/live');
    expect(unauthorised.headers[':status']).toBe(401);
    expect((await readAll(unauthorised.stream)).toString()).toBe('login');
    const missing = await extendedConnect(s, '/nowhere');
    expect(missing.headers[':status']).toBe(404);
    expect((await readAll(missing.stream)).toString()).toContain('Cannot CONNECT /nowhere');
    // Counted on the server's 'finish', which may come after the client read the answer.
    const hub = srv.hub;
    await vi.waitFor(() => expect(hub.stats.refused).toBe(4), { timeout: 1000 });
  });

  it('answers a CONNECT that is not a WebSocket with 501, as before', async () => {
    srv = await start((app) => app.ws('/live', (ws) => ws.close()));
    const { session: s } = await open(srv.origin);
    const stream = s.request({ ':method': 'CONNECT', ':authority': '127.0.0.1:9' });
    const headers = await new Promise<IncomingHttpHeaders>((resolve) => stream.once('response', resolve));
    expect(headers[':status']).toBe(501);
    expect(headers['content-length']).toBe('0');
  });

  it("core's shutdown closes HTTP/2 WebSockets with 1001", async () => {
    srv = await start((app) => app.ws('/live', () => {}));
    const { session: s } = await open(srv.origin);
    const { stream } = await extendedConnect(s, '/live');
    const closing = untilClose(stream);
    const result = await shutdown(srv.server, { timeout: 2000 });
    const frames = await closing;
    expect(frames[0]?.[0]).toBe(Opcode.close);
    expect(frames[0]?.[1].readUInt16BE(0)).toBe(1001);
    expect(result).toEqual({ forced: false });
    srv = undefined;
  });
});
