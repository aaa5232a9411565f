import { request } from '@batonjs/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { closed, open, startWs, type WsTestServer } from './helpers/ws-server.js';

let srv: WsTestServer | undefined;
afterEach(async () => {
  await srv?.close();
  srv = undefined;
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('heartbeat', () => {
  it('terminates a peer that stops answering pings, keeps one that answers', async () => {
    srv = await startWs((app) => app.ws('/live', () => {}), { heartbeat: 50 });
    const deaf = await open(`${srv.wsOrigin}/live`, { autoPong: false });
    const alive = await open(`${srv.wsOrigin}/live`);
    let pings = 0;
    alive.on('ping', () => pings++);
    const deafClosed = closed(deaf);
    // Pinged at the first beat, terminated at the second (unanswered): about 100 ms.
    expect((await deafClosed).code).toBe(1006);
    await sleep(200);
    expect(alive.readyState).toBe(alive.OPEN);
    expect(pings).toBeGreaterThanOrEqual(3);
    expect(srv.hub.stats.deadPeers).toBe(1);
    expect(srv.hub.clients.size).toBe(1);
    alive.close();
    const res = await request(`${srv.httpOrigin}/live`);
    expect(res.status).toBe(404);
  });

  it('is off with heartbeat: 0', async () => {
    srv = await startWs((app) => app.ws('/live', () => {}), { heartbeat: 0 });
    const ws = await open(`${srv.wsOrigin}/live`, { autoPong: false });
    let pings = 0;
    ws.on('ping', () => pings++);
    await sleep(150);
    expect(pings).toBe(0);
    expect(ws.readyState).toBe(ws.OPEN);
    expect(srv.hub.stats.deadPeers).toBe(0);
    ws.close();
  });
});
