import { request } from '@batonjs/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { closed, open, startWs, type WsTestServer } from './helpers/ws-server.js';

let srv: WsTestServer | undefined;
afterEach(async () => {
  await srv?.close();
  srv = undefined;
});

describe('a socket handler that fails', () => {
  it('closes the socket with 1011 on a throw or a rejection; the server serves on', async () => {
    srv = await startWs((app) => {
      app.ws('/throws', () => {
        throw new Error('boom');
      });
      app.ws('/rejects', async () => {
        throw new Error('later boom');
      });
      app.get('/health', (_req, res) => res.send('ok'));
    });
    for (const path of ['/throws', '/rejects']) {
      const ws = await open(`${srv.wsOrigin}${path}`);
      expect(await closed(ws)).toEqual({ code: 1011, reason: 'internal error' });
    }
    const res = await request(`${srv.httpOrigin}/health`);
    expect(res.status).toBe(200);
    expect(res.text).toBe('ok');
  });
});
