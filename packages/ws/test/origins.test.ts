import { afterEach, describe, expect, it } from 'vitest';
import type { WebSocketOptions } from '../src/index.js';
import { nextMessage, open, refused, startWs, type WsTestServer } from './helpers/ws-server.js';

let srv: WsTestServer | undefined;
afterEach(async () => {
  await srv?.close();
  srv = undefined;
});

async function start(options: WebSocketOptions): Promise<WsTestServer> {
  let reached = 0;
  const started = await startWs((app) => {
    app.use((_req, _res, next) => {
      reached++;
      next();
    });
    app.ws('/live', (ws) => ws.send(`reached ${reached}`));
  }, options);
  return started;
}

describe('origins', () => {
  it('refuses a foreign Origin with 403 before upgrading; an allowed one and none (not a browser) open', async () => {
    srv = await start({ origins: ['https://blog.example'] });
    const foreign = await refused(`${srv.wsOrigin}/live`, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(foreign.headers.connection).toBe('close');
    expect(foreign.body).toContain('Origin &quot;https://evil.example&quot; may not open a WebSocket here');
    const allowed = await open(`${srv.wsOrigin}/live`, { origin: 'HTTPS://Blog.Example' });
    expect(await nextMessage(allowed)).toMatch(/^reached \d$/);
    allowed.close();
    const none = await open(`${srv.wsOrigin}/live`);
    expect(await nextMessage(none)).toMatch(/^reached \d$/);
    none.close();
    expect(srv.hub.stats.refused).toBe(1);
  });

  it("'same-origin' allows the origin the request was sent to", async () => {
    srv = await start({ origins: 'same-origin' });
    const same = await open(`${srv.wsOrigin}/live`, { origin: srv.httpOrigin });
    expect(await nextMessage(same)).toMatch(/^reached/);
    same.close();
    const other = await refused(`${srv.wsOrigin}/live`, { origin: 'http://127.0.0.1:1' });
    expect(other.status).toBe(403);
    expect(other.body).toContain('may not open a WebSocket here');
  });

  it('takes a function', async () => {
    srv = await start({ origins: (origin) => origin.endsWith('.blog.example') });
    const sub = await open(`${srv.wsOrigin}/live`, { origin: 'https://admin.blog.example' });
    expect(await nextMessage(sub)).toMatch(/^reached/);
    sub.close();
    const other = await refused(`${srv.wsOrigin}/live`, { origin: 'https://blog.example.evil' });
    expect(other.status).toBe(403);
    expect(other.body).toContain('https://blog.example.evil');
  });
});
