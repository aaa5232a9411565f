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

describe('baton.request tracing channel', () => {
  it('traces a request through middleware and a mounted router: the exact order, the route template with its mount path', async () => {
    const app = createApp();
    app.use(function logger(_req: Request, _res: Response, next: NextFunction) {
      next();
    });
    const api = Router();
    api.get('/blogs/:id', function getBlog(req: Request, res: Response) {
      res.json({ id: req.params.id });
    });
    app.use('/api', api);
    srv = await serve(app);
    rec = recordTraces();
    const res = await request(`${srv.origin}/api/blogs/42`);
    await requestsEnded(rec);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual({ id: '42' });
    expect(rec.lines()).toEqual([
      'request:start',
      'handler:start middleware logger',
      'handler:asyncStart middleware logger',
      'handler:start router router',
      'handler:start request_handler getBlog',
      'handler:end request_handler getBlog',
      'handler:end router router',
      'handler:asyncEnd middleware logger',
      'handler:end middleware logger',
      'request:end',
      'request:asyncStart',
      'request:asyncEnd',
    ]);
    expect(eventsOf(rec, 'request')).toEqual([
      { event: 'start', route: undefined, id: undefined, error: undefined, url: '/api/blogs/42', status: 200 },
      { event: 'end', route: '/api/blogs/:id', id: undefined, error: undefined, url: '/api/blogs/42', status: 200 },
      {
        event: 'asyncStart',
        route: '/api/blogs/:id',
        id: undefined,
        error: undefined,
        url: '/api/blogs/42',
        status: 200,
      },
      {
        event: 'asyncEnd',
        route: '/api/blogs/:id',
        id: undefined,
        error: undefined,
        url: '/api/blogs/42',
        status: 200,
      },
    ]);
    // One message object per request, the same for each of its events, carrying node's req and res.
    const messages = new Set(rec.events.filter((e) => e.channel === 'request').map((e) => e.message));
    expect(messages.size).toBe(1);
  });

  it('builds the template through a mounted app and nested routers, and drops a mount path when the request leaves it', async () => {
    const app = createApp();
    const v1 = createApp();
    const posts = Router({ mergeParams: true });
    posts.get('/posts/:pid', (req: Request, res: Response, next: NextFunction) => {
      if (req.params.pid === 'skip') next();
      else res.send(`post ${String(req.params.uid)}/${String(req.params.pid)}`);
    });
    v1.use('/users/:uid/', posts);
    app.use('/v1', v1);
    app.get('/v1/*rest', (_req: Request, res: Response) => {
      res.send('fallback');
    });
    srv = await serve(app);
    rec = recordTraces();

    const hit = await request(`${srv.origin}/v1/users/7/posts/9`);
    await requestsEnded(rec, 1);
    expect(hit.status).toBe(200);
    expect(hit.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(hit.text).toBe('post 7/9');
    const skipped = await request(`${srv.origin}/v1/users/7/posts/skip`);
    await requestsEnded(rec, 2);
    expect(skipped.status).toBe(200);
    expect(skipped.text).toBe('fallback');
    const none = await request(`${srv.origin}/nothing`);
    await requestsEnded(rec, 3);
    expect(none.status).toBe(404);
    expect(none.text).toContain('Cannot GET /nothing');

    const ends = rec.events.filter((e) => e.channel === 'request' && e.event === 'asyncEnd').map((e) => e.fields);
    expect(ends.map((f) => [f.route, f.status, f.error])).toEqual([
      ['/v1/users/:uid/posts/:pid', 200, undefined],
      // The mounted app's route called next(): the parent's route answered, without the mount paths.
      ['/v1/*rest', 200, undefined],
      // No route matched: no template, and a 404 is not an error.
      [undefined, 404, undefined],
    ]);
    expect(rec.lines().filter((l) => l === 'request:error')).toEqual([]);
    // The mounted app is reported as a router, under Express's name for the function that mounts it.
    expect(
      rec.events.find((e) => e.channel === 'handler' && e.fields.kind === 'router' && e.fields.path === '/v1')?.fields
        .name,
    ).toBe('mounted_app');
  });

  for (const [how, handler] of [
    ['passed to next(err)', (_req: Request, _res: Response, next: NextFunction) => next(new Error('boom'))],
    [
      'thrown',
      () => {
        throw new Error('boom');
      },
    ],
    ['rejected', async () => Promise.reject(new Error('boom'))],
  ] as const) {
    it(`publishes error, before asyncStart, for an error ${how} that reaches the final handler`, async () => {
      const app = createApp();
      app.get('/fail/:n', handler);
      srv = await serve(app);
      rec = recordTraces();
      const res = await request(`${srv.origin}/fail/1`);
      await requestsEnded(rec);
      expect(res.status).toBe(500);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.text).toContain('Error: boom');
      const seq = eventsOf(rec, 'request').map((e) => e.event);
      expect(seq).toEqual(
        how === 'rejected'
          ? ['start', 'end', 'error', 'asyncStart', 'asyncEnd']
          : ['start', 'error', 'end', 'asyncStart', 'asyncEnd'],
      );
      const error = eventsOf(rec, 'request').find((e) => e.event === 'error');
      expect(error?.route).toBe('/fail/:n');
      expect((error?.error as Error | undefined)?.message).toBe('boom');
      expect(eventsOf(rec, 'request').at(-1)?.status).toBe(500);
    });
  }

  it('publishes no request error for an error an error handler answered', async () => {
    const app = createApp();
    app.get('/fail', (_req: Request, _res: Response, next: NextFunction) => next(new Error('handled')));
    app.use(function problem(err: Error, _req: Request, res: Response, _next: NextFunction) {
      res.status(502).json({ message: err.message });
    });
    srv = await serve(app);
    rec = recordTraces();
    const res = await request(`${srv.origin}/fail`);
    await requestsEnded(rec);
    expect(res.status).toBe(502);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual({ message: 'handled' });
    expect(eventsOf(rec, 'request').map((e) => e.event)).toEqual(['start', 'end', 'asyncStart', 'asyncEnd']);
    expect(rec.lines()).toContain('handler:start error_handler problem');
  });

  it('ends the trace when the client goes away before the response finishes', async () => {
    const app = createApp();
    let reached!: () => void;
    const inHandler = new Promise<void>((resolve) => {
      reached = resolve;
    });
    app.get('/slow', () => reached());
    srv = await serve(app);
    rec = recordTraces();
    const controller = new AbortController();
    const pending = request(`${srv.origin}/slow`, { signal: controller.signal }).catch((err: Error) => err.name);
    await inHandler;
    controller.abort();
    expect(await pending).toBe('AbortError');
    await requestsEnded(rec);
    const last = eventsOf(rec, 'request').at(-1);
    expect(last?.event).toBe('asyncEnd');
    expect(last?.route).toBe('/slow');
    expect(
      (rec.events.at(-1)?.message as { res: { writableFinished: boolean } } | undefined)?.res.writableFinished,
    ).toBe(false);
  });
});
