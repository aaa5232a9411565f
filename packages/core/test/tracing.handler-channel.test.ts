import { request, serve, type TestServer } from '@batonjs/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp, type NextFunction, type Request, type Response, Router } from '../src/index.js';
import { eventsOf, recordTraces, requestsEnded, type TraceRecorder } from './helpers/trace-recorder.js';

let srv: TestServer | undefined;
let rec: TraceRecorder | undefined;
afterEach(async () => {
  rec?.stop();
  rec = undefined;
  await srv?.close();
  srv = undefined;
});

describe('baton.handler tracing channel', () => {
  it("reports each handler's name, kind and registered path; skipped handlers publish nothing", async () => {
    const app = createApp();
    app.use(function everywhere(_req: Request, _res: Response, next: NextFunction) {
      next();
    });
    app.use(/^\/re/, function byRegExp(_req: Request, _res: Response, next: NextFunction) {
      next();
    });
    // Not called without an error: not reported.
    app.use(function unused(_err: unknown, _req: Request, _res: Response, next: NextFunction) {
      next();
    });
    const api = Router();
    api.use('/items/', (_req: Request, _res: Response, next: NextFunction) => next());
    api.route('/items/:id').get(function readItem(req: Request, res: Response) {
      res.send(`item ${String(req.params.id)}`);
    });
    app.use('/api/', api);
    srv = await serve(app);
    rec = recordTraces();
    const res = await request(`${srv.origin}/api/items/3`);
    await requestsEnded(rec);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text).toBe('item 3');
    const starts = eventsOf(rec, 'handler').filter((e) => e.event === 'start');
    expect(starts).toEqual([
      { event: 'start', name: 'everywhere', kind: 'middleware', path: '/', error: undefined },
      { event: 'start', name: 'router', kind: 'router', path: '/api', error: undefined },
      { event: 'start', name: '<anonymous>', kind: 'middleware', path: '/items', error: undefined },
      { event: 'start', name: 'readItem', kind: 'request_handler', path: '/items/:id', error: undefined },
    ]);
    expect(rec.lines().some((l) => l.includes('byRegExp') || l.includes('unused'))).toBe(false);

    const re = await request(`${srv.origin}/re`);
    await requestsEnded(rec, 2);
    expect(re.status).toBe(404);
    expect(re.text).toContain('Cannot GET /re');
    expect(eventsOf(rec, 'handler').find((e) => e.name === 'byRegExp')).toEqual({
      event: 'start',
      name: 'byRegExp',
      kind: 'middleware',
      path: '/^\\/re/',
      error: undefined,
    });
  });

  it('follows traceCallback order: next() called later gives end, then error, asyncStart, asyncEnd', async () => {
    const app = createApp();
    app.use(function later(_req: Request, _res: Response, next: NextFunction) {
      setImmediate(() => next(new Error('late')));
    });
    app.use(function handles(err: Error, _req: Request, res: Response, next: NextFunction) {
      if (err.message === 'late') res.status(503).send('handled');
      else next(err);
    });
    srv = await serve(app);
    rec = recordTraces();
    const res = await request(`${srv.origin}/x`);
    await requestsEnded(rec);
    expect(res.status).toBe(503);
    expect(res.text).toBe('handled');
    expect(rec.lines()).toEqual([
      'request:start',
      'handler:start middleware later',
      'handler:end middleware later',
      'request:end',
      'handler:error middleware later',
      'handler:asyncStart middleware later',
      'handler:start error_handler handles',
      'handler:end error_handler handles',
      'handler:asyncEnd middleware later',
      'request:asyncStart',
      'request:asyncEnd',
    ]);
    const error = eventsOf(rec, 'handler').find((e) => e.event === 'error');
    expect((error?.error as Error | undefined)?.message).toBe('late');
  });

  for (const [how, failing] of [
    ['passed to next(err)', (_req: Request, _res: Response, next: NextFunction) => next(new Error('bad'))],
    [
      'thrown',
      () => {
        throw new Error('bad');
      },
    ],
    ['rejected', async () => Promise.reject(new Error('bad'))],
  ] as const) {
    it(`records an error ${how} by a route handler on its own message; an error handler passing it on is not in error`, async () => {
      const app = createApp();
      app.get('/boom', failing);
      app.use(function passOn(err: unknown, _req: Request, _res: Response, next: NextFunction) {
        next(err);
      });
      srv = await serve(app);
      rec = recordTraces();
      const res = await request(`${srv.origin}/boom`);
      await requestsEnded(rec);
      expect(res.status).toBe(500);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.text).toContain('Error: bad');
      const errors = eventsOf(rec, 'handler').filter((e) => e.event === 'error');
      expect(errors.map((e) => [e.kind, e.name, (e.error as Error).message])).toEqual([
        ['request_handler', '<anonymous>', 'bad'],
      ]);
      const passOn = eventsOf(rec, 'handler').filter((e) => e.name === 'passOn');
      expect(passOn.map((e) => e.event)).toEqual(['start', 'asyncStart', 'asyncEnd', 'end']);
      expect(passOn.every((e) => e.error === undefined && e.kind === 'error_handler')).toBe(true);
      // The route handler's own events: error comes before its asyncStart.
      const own = eventsOf(rec, 'handler')
        .filter((e) => e.kind === 'request_handler')
        .map((e) => e.event);
      expect(own).toEqual(
        how === 'rejected'
          ? ['start', 'end', 'error', 'asyncStart', 'asyncEnd']
          : ['start', 'error', 'asyncStart', 'asyncEnd', 'end'],
      );
    });
  }

  it('publishes once per call when a handler calls next() twice', async () => {
    const app = createApp();
    app.use(function twice(_req: Request, _res: Response, next: NextFunction) {
      next();
      next();
    });
    let reached = 0;
    app.get('/', (_req: Request, res: Response) => {
      reached++;
      if (!res.headersSent) res.send('ok');
    });
    srv = await serve(app);
    rec = recordTraces();
    const res = await request(`${srv.origin}/`);
    await requestsEnded(rec);
    expect(res.status).toBe(200);
    expect(res.text).toBe('ok');
    // The second next() goes on from where the chain is (past the route), as in Express.
    expect(reached).toBe(1);
    const twice = eventsOf(rec, 'handler').filter((e) => e.name === 'twice');
    expect(twice.map((e) => e.event)).toEqual(['start', 'asyncStart', 'asyncEnd', 'end']);
  });
});
