import { AsyncLocalStorage } from 'node:async_hooks';
import { tracingChannel } from 'node:diagnostics_channel';
import { request, serve, type TestServer } from '@batonjs/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp, type NextFunction, type Request, type RequestMessage, type Response } from '../src/index.js';

let srv: TestServer | undefined;
afterEach(async () => {
  await srv?.close();
  srv = undefined;
});

describe('a store bound to baton.request start', () => {
  it('is the request context in every handler, across awaits, and not outside requests', async () => {
    const als = new AsyncLocalStorage<{ id: string | undefined; path: string | undefined }>();
    const start = tracingChannel<unknown, RequestMessage>('baton.request').start;
    start.bindStore(als, (m) => ({ id: m.id, path: m.req.url }));
    try {
      const app = createApp();
      app.set('request id', true);
      app.use((_req: Request, _res: Response, next: NextFunction) => {
        setTimeout(next, 5);
      });
      app.get('/ctx/:n', async (req: Request, res: Response) => {
        await new Promise((resolve) => setImmediate(resolve));
        const store = als.getStore();
        res.json({ same: store?.id === req.id, path: store?.path });
      });
      srv = await serve(app);
      const [a, b] = await Promise.all([request(`${srv.origin}/ctx/1`), request(`${srv.origin}/ctx/2`)]);
      expect(a.status).toBe(200);
      expect(a.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(a.json()).toEqual({ same: true, path: '/ctx/1' });
      expect(b.json()).toEqual({ same: true, path: '/ctx/2' });
      expect(als.getStore()).toBeUndefined();
    } finally {
      start.unbindStore(als);
    }
  });
});
