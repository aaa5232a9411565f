import { shutdown } from '@batonjs/core';
import { describe, expect, it, vi } from 'vitest';
import { closed, open, startWs } from './helpers/ws-server.js';

describe('graceful shutdown', () => {
  it("core's shutdown closes every socket with 1001 and resolves without forcing", async () => {
    const srv = await startWs((app) => app.ws('/live', (ws) => ws.send('hi')));
    const sockets = await Promise.all([open(`${srv.wsOrigin}/live`), open(`${srv.wsOrigin}/live`)]);
    const codes = Promise.all(sockets.map(closed));
    const result = await shutdown(srv.server, { timeout: 5_000 });
    expect(result).toEqual({ forced: false });
    expect(await codes).toEqual([
      { code: 1001, reason: 'server shutting down' },
      { code: 1001, reason: 'server shutting down' },
    ]);
    // The hub forgets a socket on its server-side 'close', which can follow the server's own close.
    await vi.waitFor(() => expect(srv.hub.clients.size).toBe(0), { timeout: 1000 });
    expect(srv.server.listening).toBe(false);
  });

  it('hub.close() closes every socket with 1001 too', async () => {
    const srv = await startWs((app) => app.ws('/live', () => {}));
    const ws = await open(`${srv.wsOrigin}/live`);
    const code = closed(ws);
    srv.hub.close();
    expect(await code).toEqual({ code: 1001, reason: 'server shutting down' });
    await srv.close();
  });
});
