import { createApp, type Request, type Response, Router } from '@batonjs/core';
import { afterEach, describe, expect, it } from 'vitest';
import { eventsOf, recordTraces, requestsEnded, type TraceRecorder } from './helpers/trace-recorder.js';
import { type Started, start, transports } from './matrix/transports.js';

let srv: Started | undefined;
let rec: TraceRecorder | undefined;
afterEach(async () => {
  rec?.stop();
  rec = undefined;
  await srv?.close();
  srv = undefined;
});

describe('tracing and request ids on every transport', () => {
  for (const t of transports) {
    it(`${t.name}: one request trace with the route template and the id, the id echoed`, async () => {
      const app = createApp();
      app.set('request id', () => 'id-7');
      app.set('request id header', true);
      const api = Router();
      api.get('/items/:id', function item(req: Request, res: Response) {
        res.json({ id: req.params.id, rid: req.id });
      });
      app.use('/api', api);
      srv = await start(t, app);
      rec = recordTraces();
      const res = await srv.fetch('/api/items/3');
      await requestsEnded(rec);
      expect(res.status).toBe(200);
      expect(res.headers['x-request-id']).toBe('id-7');
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.json()).toEqual({ id: '3', rid: 'id-7' });
      expect(eventsOf(rec, 'request').map((e) => [e.event, e.route, e.id, e.status])).toEqual([
        ['start', undefined, 'id-7', 200],
        ['end', '/api/items/:id', 'id-7', 200],
        ['asyncStart', '/api/items/:id', 'id-7', 200],
        ['asyncEnd', '/api/items/:id', 'id-7', 200],
      ]);
      expect(rec.lines().filter((l) => l.startsWith('handler:start'))).toEqual([
        'handler:start router router',
        'handler:start request_handler item',
      ]);
    });
  }
});
