import { Router } from '@batonjs/core';
import { afterEach, describe, expect, it } from 'vitest';
import { nextMessage, open, refused, startWs, type WsTestServer } from './helpers/ws-server.js';

let srv: WsTestServer | undefined;
afterEach(async () => {
  await srv?.close();
  srv = undefined;
});

describe('router.ws(path, ...handlers)', () => {
  it('works in a router mounted under a prefix, with mergeParams and router middleware', async () => {
    srv = await startWs((app) => {
      const rooms = Router({ mergeParams: true });
      rooms.use((req, res, next) => (req.headers['x-key'] === 'k' ? next() : res.status(403).send('no key')));
      // mergeParams: the parent's :org is there too, which the route path alone cannot type.
      rooms.ws('/:room', (ws, req) => ws.send(`${(req.params as { org?: string }).org}/${req.params.room}`));
      app.use('/orgs/:org/rooms', rooms);
    });
    const ws = await open(`${srv.wsOrigin}/orgs/acme/rooms/lobby`, { headers: { 'x-key': 'k' } });
    expect(await nextMessage(ws)).toBe('acme/lobby');
    ws.close();
    const denied = await refused(`${srv.wsOrigin}/orgs/acme/rooms/lobby`);
    expect(denied.status).toBe(403);
    expect(denied.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(denied.body).toBe('no key');
  });

  it('shares a path with an ordinary GET route: each request goes to its own', async () => {
    srv = await startWs((app) => {
      const r = Router();
      r.ws('/live', (ws) => ws.send('socket'));
      r.get('/live', (_req, res) => res.send('page'));
      app.use(r);
    });
    const ws = await open(`${srv.wsOrigin}/live`);
    expect(await nextMessage(ws)).toBe('socket');
    ws.close();
    const page = await fetch(`${srv.httpOrigin}/live`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toBe('page');
  });
});
