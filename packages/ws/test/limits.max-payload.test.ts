import type { Application } from '@batonjs/core';
import { request } from '@batonjs/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { closed, nextMessage, open, startWs, type WsTestServer } from './helpers/ws-server.js';

let srv: WsTestServer | undefined;
afterEach(async () => {
  await srv?.close();
  srv = undefined;
});

describe('maxPayload', () => {
  const setup = (app: Application): void => {
    app.ws('/echo', (ws) => ws.on('message', (data) => ws.send(`got ${(data as Buffer).length}`)));
    app.get('/health', (_req, res) => res.send('ok'));
  };

  it('closes a socket with 1009 when a message is larger than maxPayload, then serves on', async () => {
    srv = await startWs(setup, { maxPayload: 1024 });
    const ws = await open(`${srv.wsOrigin}/echo`);
    ws.send(Buffer.alloc(1024));
    expect(await nextMessage(ws)).toBe('got 1024');
    ws.send(Buffer.alloc(1025));
    expect((await closed(ws)).code).toBe(1009);
    const again = await open(`${srv.wsOrigin}/echo`);
    again.send('x');
    expect(await nextMessage(again)).toBe('got 1');
    again.close();
    const res = await request(`${srv.httpOrigin}/health`);
    expect(res.status).toBe(200);
    expect(res.text).toBe('ok');
  });

  it('defaults to 1 MiB', async () => {
    srv = await startWs(setup);
    const ws = await open(`${srv.wsOrigin}/echo`);
    ws.send(Buffer.alloc(1024 * 1024));
    expect(await nextMessage(ws)).toBe(`got ${1024 * 1024}`);
    ws.send(Buffer.alloc(1024 * 1024 + 1));
    expect((await closed(ws)).code).toBe(1009);
  });
});
