import { request } from '@batonjs/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { handshake, rawConnect } from './helpers/raw-socket.js';
import { startWs, type WsTestServer } from './helpers/ws-server.js';

let srv: WsTestServer | undefined;
afterEach(async () => {
  await srv?.close();
  srv = undefined;
});

describe('maxBufferedAmount', () => {
  it('closes a socket whose reader never reads with 1013 once its queue would pass the limit, counted', async () => {
    const limit = 256 * 1024;
    const chunk = Buffer.alloc(16 * 1024, 0x61);
    let highest = 0;
    let sends = 0;
    let failed: Error | undefined;
    let closedWith: (code: number) => void = () => {};
    const done = new Promise<number>((resolve) => {
      closedWith = resolve;
    });
    const handler = (ws: WebSocket): void => {
      ws.on('close', closedWith);
      // Bounded: 64 MiB at most, far more than the kernel's buffers and the limit together.
      const pump = (): void => {
        if (ws.readyState !== ws.OPEN || sends >= 4096) return;
        sends++;
        ws.send(chunk, (err) => {
          failed ??= err;
        });
        highest = Math.max(highest, ws.bufferedAmount);
        setImmediate(pump);
      };
      pump();
    };
    srv = await startWs((app) => app.ws('/firehose', handler), { maxBufferedAmount: limit, closeTimeout: 200 });
    const reader = await rawConnect(srv.port, { paused: true });
    reader.socket.write(handshake('/firehose'));
    // The close frame (1013) is queued behind what the reader never read; after closeTimeout the
    // socket is destroyed, so the server side ends with 1006.
    expect(await done).toBe(1006);
    expect(highest).toBeLessThanOrEqual(limit);
    expect(sends).toBeLessThan(4096);
    expect(failed?.message).toMatch(/send buffer full/);
    expect(srv.hub.stats.overflowed).toBe(1);
    expect(srv.hub.clients.size).toBe(0);
    expect(srv.hub.stats.opened).toBe(1);
    reader.socket.destroy();
    const res = await request(`${srv.httpOrigin}/nothing`);
    expect(res.status).toBe(404);
  });
});
