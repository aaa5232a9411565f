import { request } from '@batonjs/test-utils';
import { describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { open, refused, startWs } from './helpers/ws-server.js';

describe('many idle sockets', () => {
  it('holds 200 idle sockets, refuses past maxClients with 503, serves HTTP throughout, frees them on close', async () => {
    const srv = await startWs(
      (app) => {
        app.ws('/idle', () => {});
        app.get('/health', (_req, res) => res.send('ok'));
      },
      { maxClients: 200 },
    );
    try {
      const sockets: WebSocket[] = [];
      for (let i = 0; i < 200; i += 20) {
        sockets.push(...(await Promise.all(Array.from({ length: 20 }, () => open(`${srv.wsOrigin}/idle`)))));
      }
      expect(srv.hub.clients.size).toBe(200);
      const full = await refused(`${srv.wsOrigin}/idle`);
      expect(full.status).toBe(503);
      expect(full.body).toContain('The server holds maxClients WebSockets already');
      const res = await request(`${srv.httpOrigin}/health`);
      expect(res.status).toBe(200);
      expect(res.text).toBe('ok');
      for (const ws of sockets) ws.terminate();
      await vi.waitFor(() => expect(srv.hub.clients.size).toBe(0), { timeout: 5000 });
      const again = await open(`${srv.wsOrigin}/idle`);
      expect(srv.hub.clients.size).toBe(1);
      again.close();
    } finally {
      await srv.close();
    }
  });
});
