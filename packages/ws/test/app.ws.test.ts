import { request } from '@batonjs/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import {
  closed,
  nextMessage,
  open,
  openWithHeaders,
  refused,
  startWs,
  type WsTestServer,
} from './helpers/ws-server.js';

let srv: WsTestServer | undefined;
afterEach(async () => {
  await srv?.close();
  srv = undefined;
});

describe('app.ws(path, ...handlers)', () => {
  it('hands the last handler the open socket and the request, params typed from the path', async () => {
    srv = await startWs((app) => {
      app.ws('/rooms/:room', (ws, req) => {
        const room: string = req.params.room;
        ws.send(`joined ${room}`);
        ws.on('message', (data) => ws.send(`${room}: ${String(data)}`));
      });
    });
    const ws = await open(`${srv.wsOrigin}/rooms/lobby`);
    expect(await nextMessage(ws)).toBe('joined lobby');
    ws.send('hi');
    expect(await nextMessage(ws)).toBe('lobby: hi');
    ws.close(1000);
    expect(await closed(ws)).toEqual({ code: 1000, reason: '' });
  });

  it('runs the middleware before it on the upgrade request; its headers go out with the 101', async () => {
    srv = await startWs((app) => {
      app.use((req, res, next) => {
        res.setHeader('Set-Cookie', 'seen=1; Path=/');
        res.locals.user = req.headers['x-user'];
        next();
      });
      app.ws(
        '/live',
        (_req, res, next) => {
          res.locals.checked = true;
          next();
        },
        (ws, req) => ws.send(JSON.stringify({ user: req.res.locals.user, checked: req.res.locals.checked })),
      );
    });
    const { ws, headers } = await openWithHeaders(`${srv.wsOrigin}/live`, { headers: { 'x-user': 'ada' } });
    expect(headers['set-cookie']).toEqual(['seen=1; Path=/']);
    expect(headers['x-powered-by']).toBe('Baton');
    expect(headers.upgrade).toBe('websocket');
    expect(JSON.parse(await nextMessage(ws))).toEqual({ user: 'ada', checked: true });
    ws.close();
  });

  it('refuses the upgrade with the answer of a handler that answers (401), and closes the connection', async () => {
    srv = await startWs((app) => {
      app.ws(
        '/live',
        (req, res, next) =>
          req.headers.authorization === 'Bearer ok' ? next() : res.status(401).json({ error: 'login' }),
        (ws) => ws.send('in'),
      );
    });
    const answer = await refused(`${srv.wsOrigin}/live`);
    expect(answer.status).toBe(401);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers.connection).toBe('close');
    expect(JSON.parse(answer.body)).toEqual({ error: 'login' });
    const ws = await open(`${srv.wsOrigin}/live`, { headers: { authorization: 'Bearer ok' } });
    expect(await nextMessage(ws)).toBe('in');
    ws.close();
    expect(srv.hub.stats.refused).toBe(1);
  });

  it('answers an upgrade no ws route matches with the app answer (404) and closes', async () => {
    srv = await startWs((app) => {
      app.get('/page', (_req, res) => res.send('page'));
      app.ws('/live', (ws) => ws.close());
    });
    const missing = await refused(`${srv.wsOrigin}/nowhere`);
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('Cannot GET /nowhere');
    expect(missing.headers.connection).toBe('close');
    // An ordinary route answers an upgrade request as a plain GET: no upgrade, its own answer.
    const page = await refused(`${srv.wsOrigin}/page`);
    expect(page.status).toBe(200);
    expect(page.body).toBe('page');
    // And plain HTTP still works, on the same path as a ws route too (it skips the route).
    const res = await request(`${srv.httpOrigin}/live`);
    expect(res.status).toBe(404);
    const ok = await request(`${srv.httpOrigin}/page`);
    expect(ok.status).toBe(200);
    expect(ok.text).toBe('page');
  });
});
