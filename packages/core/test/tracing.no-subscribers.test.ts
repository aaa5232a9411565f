import { type TracingChannelSubscribers, tracingChannel } from 'node:diagnostics_channel';
import { request, serve, type TestServer } from '@batonjs/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp, type NextFunction, type Request, type Response, Router } from '../src/index.js';
import { recordTraces } from './helpers/trace-recorder.js';

let srv: TestServer | undefined;
afterEach(async () => {
  await srv?.close();
  srv = undefined;
});

function app() {
  const a = createApp();
  a.use((_req: Request, _res: Response, next: NextFunction) => next());
  const api = Router();
  api.get('/items/:id', (req: Request, res: Response) => {
    // What a traced request carries on req: nothing here when nobody listens.
    const symbols = Object.getOwnPropertySymbols(req).map((s) => s.description);
    res.json({ id: req.params.id, traced: symbols.includes('baton.requestTrace') });
  });
  api.get('/fail', () => {
    throw new Error('no one listens');
  });
  a.use('/api', api);
  return a;
}

describe('tracing channels without a start subscriber', () => {
  it('publish nothing, even to subscribers of the other events, and put nothing on req', async () => {
    const seen: string[] = [];
    const note = (name: string) => () => seen.push(name);
    // node's types ask for all five; at run time a subscriber may give any of them.
    const others = {
      end: note('end'),
      asyncStart: note('asyncStart'),
      asyncEnd: note('asyncEnd'),
      error: note('error'),
    } as unknown as TracingChannelSubscribers<object>;
    const requests = tracingChannel('baton.request');
    const handlers = tracingChannel('baton.handler');
    requests.subscribe(others);
    handlers.subscribe(others);
    try {
      srv = await serve(app());
      const ok = await request(`${srv.origin}/api/items/5`);
      expect(ok.status).toBe(200);
      expect(ok.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(ok.json()).toEqual({ id: '5', traced: false });
      const failed = await request(`${srv.origin}/api/fail`);
      expect(failed.status).toBe(500);
      expect(failed.text).toContain('no one listens');
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(seen).toEqual([]);
    } finally {
      requests.unsubscribe(others);
      handlers.unsubscribe(others);
    }
  });

  it('stop publishing once the subscriber leaves', async () => {
    srv = await serve(app());
    const rec = recordTraces();
    const traced = await request(`${srv.origin}/api/items/1`);
    expect(traced.json()).toEqual({ id: '1', traced: true });
    await new Promise((resolve) => setTimeout(resolve, 20));
    rec.stop();
    const count = rec.events.length;
    expect(count).toBeGreaterThan(0);
    const after = await request(`${srv.origin}/api/items/2`);
    expect(after.status).toBe(200);
    expect(after.json()).toEqual({ id: '2', traced: false });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(rec.events.length).toBe(count);
  });
});
