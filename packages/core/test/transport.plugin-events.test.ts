import type { AddressInfo } from 'node:net';
import { request } from '@batonjs/test-utils';
import { describe, expect, it } from 'vitest';
import { type AnyServer, createApp, createServer, listen, shutdown } from '../src/index.js';

// The two events plugins hang off (@batonjs/ws attaches to 'server' and closes its sockets on
// 'shutdown'); each is one emit, and nothing changes for an app that does not listen.
describe("createServer's 'server' event on the app, shutdown's 'shutdown' event on the server", () => {
  it("createServer, listen and app.listen each emit 'server' on the app with the server they made", async () => {
    const app = createApp();
    app.get('/', (_req, res) => res.send('ok'));
    const seen: AnyServer[] = [];
    app.on('server', (server: AnyServer) => seen.push(server));
    const made = createServer(app);
    const listened = await listen(app, { port: 0, host: '127.0.0.1' });
    const viaApp = app.listen(0, '127.0.0.1');
    expect(seen).toEqual([made, listened, viaApp]);
    const res = await request(`http://127.0.0.1:${(listened.address() as AddressInfo).port}/`);
    expect(res.status).toBe(200);
    expect(res.text).toBe('ok');
    await Promise.all([shutdown(listened, { timeout: 500 }), shutdown(viaApp, { timeout: 500 })]);
  });

  it("shutdown emits 'shutdown' on the server once, before it stops listening", async () => {
    const app = createApp();
    const server = await listen(app, { port: 0, host: '127.0.0.1' });
    const listening: boolean[] = [];
    server.on('shutdown', () => listening.push(server.listening));
    const result = await shutdown(server, { timeout: 500 });
    expect(result).toEqual({ forced: false });
    expect(listening).toEqual([true]);
  });
});
