import { request } from '@batonjs/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { handshake, headersOf, rawConnect, statusLine } from './helpers/raw-socket.js';
import { startWs, type WsTestServer } from './helpers/ws-server.js';

let srv: WsTestServer | undefined;
let reached = 0;
afterEach(async () => {
  await srv?.close();
  srv = undefined;
});

async function start(): Promise<WsTestServer> {
  reached = 0;
  return startWs((app) => {
    app.ws(
      '/live',
      (_req, _res, next) => {
        reached++;
        next();
      },
      (ws) => ws.send('open'),
    );
    app.get('/health', (_req, res) => res.send('ok'));
  });
}

/** Sends `request` on a raw connection; resolves with what came back once the server closed. */
async function exchange(port: number, request: string): Promise<Buffer> {
  const conn = await rawConnect(port);
  conn.socket.write(request);
  const { timedOut } = await conn.ended(3000);
  expect(timedOut).toBe(false);
  return conn.received();
}

describe('malformed handshakes', () => {
  it('without Sec-WebSocket-Key: 400 BATON_WS_INVALID_KEY, the middleware never runs, the socket closes', async () => {
    srv = await start();
    const reply = await exchange(srv.port, handshake('/live', { 'Sec-WebSocket-Key': undefined }));
    expect(statusLine(reply)).toBe('HTTP/1.1 400 Bad Request');
    expect(headersOf(reply).connection).toBe('close');
    expect(reply.toString('latin1')).toContain('The Sec-WebSocket-Key header is missing or not 16 bytes in base64');
    expect(reached).toBe(0);
  });

  it('with a key that is not 16 bytes in base64: 400', async () => {
    srv = await start();
    const reply = await exchange(srv.port, handshake('/live', { 'Sec-WebSocket-Key': 'c2hvcnQ=' }));
    expect(statusLine(reply)).toBe('HTTP/1.1 400 Bad Request');
    expect(reply.toString('latin1')).toContain('Sec-WebSocket-Key');
  });

  it('with a version other than 13 (or 8): 400 with the versions spoken, the socket closes', async () => {
    srv = await start();
    for (const version of ['12', undefined, '13, 8', 'thirteen']) {
      const reply = await exchange(srv.port, handshake('/live', { 'Sec-WebSocket-Version': version }));
      expect(statusLine(reply)).toBe('HTTP/1.1 400 Bad Request');
      expect(headersOf(reply)['sec-websocket-version']).toBe('13, 8');
      expect(reply.toString('latin1')).toContain('Sec-WebSocket-Version header is missing or not 13');
    }
    expect(reached).toBe(0);
  });

  it('a POST upgrade is not a WebSocket handshake: the app answers it as a POST (404) and closes', async () => {
    srv = await start();
    const reply = await exchange(srv.port, handshake('/live').replace('GET ', 'POST '));
    expect(statusLine(reply)).toBe('HTTP/1.1 404 Not Found');
    expect(reply.toString('latin1')).toContain('Cannot POST /live');
  });

  it('an Upgrade other than websocket gets the ordinary answer and the connection closes', async () => {
    srv = await start();
    const reply = await exchange(srv.port, handshake('/health', { Upgrade: 'h2c' }));
    expect(statusLine(reply)).toBe('HTTP/1.1 200 OK');
    expect(headersOf(reply).connection).toBe('close');
    expect(reply.toString('latin1').endsWith('\r\n\r\nok')).toBe(true);
  });

  it('a half-sent handshake reaches no route and does not hold up other requests', async () => {
    srv = await start();
    const conn = await rawConnect(srv.port);
    conn.socket.write(handshake('/live').slice(0, 40));
    const res = await request(`${srv.httpOrigin}/health`);
    expect(res.status).toBe(200);
    expect(res.text).toBe('ok');
    conn.socket.destroy();
    expect(reached).toBe(0);
  });
});
