// Headers set through node's own store before Baton's prototype reached the response (a server
// the user created, code calling node's method directly) are taken over by Baton's store.
import { createServer, OutgoingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '@batonjs/core';
import { request } from '@batonjs/test-utils';
import { afterEach, describe, expect, it } from 'vitest';

let server: Server | undefined;
afterEach(() => server?.close());

function serve(handler: Parameters<typeof createServer>[1]): Promise<string> {
  const started = createServer(handler);
  server = started;
  return new Promise((resolve) =>
    started.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(started.address() as AddressInfo).port}`)),
  );
}

describe("Baton's header store takes over node's", () => {
  it('keeps headers a plain node handler set before handing the request to the app', async () => {
    const app = createApp();
    app.disable('x-powered-by');
    app.get('/', (_req, res) => {
      res.setHeader('X-Late', '2');
      res.json({ early: res.getHeader('x-early'), names: res.getHeaderNames() });
    });
    const origin = await serve((req, res) => {
      res.setHeader('X-Early', '1');
      app(req as never, res as never);
    });
    const res = await request(`${origin}/`);
    expect(res.status).toBe(200);
    expect(res.headers['x-early']).toBe('1');
    expect(res.headers['x-late']).toBe('2');
    expect(res.json()).toEqual({
      early: '1',
      names: ['x-early', 'x-late'],
    });
  });

  it("sees a header set by calling node's method on a Baton response", async () => {
    const app = createApp();
    app.get('/', (_req, res) => {
      OutgoingMessage.prototype.setHeader.call(res, 'X-Direct', 'node');
      res.setHeader('X-Direct-Seen', String(res.getHeader('x-direct')));
      res.end('ok');
    });
    const origin = await serve(app as never);
    const res = await request(`${origin}/`);
    expect(res.status).toBe(200);
    expect(res.headers['x-direct']).toBe('node');
    expect(res.headers['x-direct-seen']).toBe('node');
    expect(res.body.toString()).toBe('ok');
  });
});
