import { request as batonRequest, createApp, type Request } from '@batonjs/core';
import { request, serve } from '@batonjs/test-utils';
import { afterEach, describe, expect, it } from 'vitest';

type Extended = Request & { shout?: () => string; whisper?: () => string };

describe('extending req', () => {
  afterEach(() => {
    delete (batonRequest as Extended).shout;
  });

  it('adds to every app through the shared request, and to one app through app.request', async () => {
    (batonRequest as Extended).shout = function (this: Request) {
      return this.path.toUpperCase();
    };
    const one = createApp();
    const two = createApp();
    (one.request as Extended).whisper = function (this: Request) {
      return this.path.toLowerCase();
    };
    for (const app of [one, two]) {
      app.use((req, res) => {
        const r = req as Extended;
        res.end(JSON.stringify([r.shout?.() ?? null, r.whisper?.() ?? null, r.accepts('json')]));
      });
    }
    const a = await serve(one);
    const b = await serve(two);
    try {
      const fromOne = await request(`${a.origin}/Path`);
      expect(fromOne.status).toBe(200);
      expect(fromOne.json()).toEqual(['/PATH', '/path', 'json']);
      const fromTwo = await request(`${b.origin}/Path`);
      expect(fromTwo.status).toBe(200);
      expect(fromTwo.json()).toEqual(['/PATH', null, 'json']);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('lets an app override a built-in member for itself only', async () => {
    const app = createApp();
    Object.defineProperty(app.request, 'ip', { configurable: true, get: () => '192.0.2.1' });
    app.use((req, res) => {
      res.end(JSON.stringify(req.ip));
    });
    const plain = createApp();
    plain.use((req, res) => {
      res.end(JSON.stringify(req.ip));
    });
    const a = await serve(app);
    const b = await serve(plain);
    try {
      expect((await request(a.origin)).json()).toBe('192.0.2.1');
      expect((await request(b.origin)).json()).toBe('127.0.0.1');
    } finally {
      await a.close();
      await b.close();
    }
  });
});
