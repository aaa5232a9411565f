import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '@batonjs/core';
import { describe, expect, it } from 'vitest';
import { WsError, websockets } from '../src/index.js';
import { closed, nextMessage, open, refused } from './helpers/ws-server.js';

function listening(server: ReturnType<typeof createServer>): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}

describe('websockets(app, options)', () => {
  it('refuses invalid options and a second call for one app with BATON_WS_INVALID_OPTIONS', () => {
    const app = createApp();
    for (const options of [{ maxPayload: -1 }, { heartbeat: 1.5 }, { maxClients: Number.NaN }, { origins: 'any' }]) {
      expect(() => websockets(createApp(), options as never)).toThrow(
        expect.objectContaining({ name: 'WsError', code: 'BATON_WS_INVALID_OPTIONS', status: 500 }),
      );
    }
    websockets(app);
    expect(() => websockets(app)).toThrow(WsError);
    expect(() => websockets(app)).toThrow('websockets() was already called for this app');
  });

  it('gives app.ws to an app created before the package was loaded', async () => {
    const app = createApp();
    delete (app as { ws?: unknown }).ws;
    expect((app as { ws?: unknown }).ws).toBeUndefined();
    const hub = websockets(app);
    app.ws('/late', (ws) => ws.send('late'));
    const server = createServer(app);
    const origin = await listening(server);
    try {
      hub.attach(server);
      const ws = await open(`${origin}/late`);
      expect(await nextMessage(ws)).toBe('late');
      ws.close();
    } finally {
      hub.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('ws() without a socket handler throws BATON_WS_INVALID_HANDLER', () => {
    const app = createApp();
    expect(() => (app.ws as (path: string, ...h: unknown[]) => unknown)('/x')).toThrow(
      expect.objectContaining({ code: 'BATON_WS_INVALID_HANDLER' }),
    );
    expect(() => (app.ws as (path: string, ...h: unknown[]) => unknown)('/x', 'nope')).toThrow(
      expect.objectContaining({ code: 'BATON_WS_INVALID_HANDLER' }),
    );
  });

  it('on a server Baton did not create: 500 BATON_WS_NOT_ATTACHED until attach(server)', async () => {
    const app = createApp();
    const hub = websockets(app);
    app.ws('/live', (ws) => ws.send('attached'));
    const server = createServer(app);
    const origin = await listening(server);
    try {
      const before = await refused(`${origin}/live`);
      expect(before.status).toBe(500);
      expect(before.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(before.body).toContain('does not dispatch upgrades: call websockets(app).attach(server)');
      hub.attach(server).attach(server);
      const ws = await open(`${origin}/live`);
      expect(await nextMessage(ws)).toBe('attached');
      ws.close();
      expect((await closed(ws)).code).toBe(1005);
    } finally {
      hub.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
