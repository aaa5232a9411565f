import { request } from '@batonjs/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { handshake, rawConnect } from './helpers/raw-socket.js';
import { startWs, type WsTestServer } from './helpers/ws-server.js';

let srv: WsTestServer | undefined;
afterEach(async () => {
  await srv?.close();
  srv = undefined;
});

describe('handshakeTimeout', () => {
  it('destroys an upgrade whose middleware neither answers nor calls next, counted', async () => {
    srv = await startWs(
      (app) => {
        app.ws(
          '/stuck',
          () => {},
          (ws) => ws.close(),
        );
        app.get('/health', (_req, res) => res.send('ok'));
      },
      { handshakeTimeout: 100 },
    );
    const conn = await rawConnect(srv.port);
    conn.socket.write(handshake('/stuck'));
    const { timedOut } = await conn.ended(2000);
    expect(timedOut).toBe(false);
    expect(conn.received().length).toBe(0);
    expect(srv.hub.stats.timedOut).toBe(1);
    const res = await request(`${srv.httpOrigin}/health`);
    expect(res.status).toBe(200);
    expect(res.text).toBe('ok');
  });
});
