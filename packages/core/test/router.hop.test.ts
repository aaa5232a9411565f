// The walk's hop into a `use('/')` middleware (RouterWalk.hop) calls it without going through
// `enter` and `runHandler`: these pin that it keeps every rule of that general path, each through
// middleware given to `app.use` without a path (the layers the hop takes), on real sockets. A
// router's first layer is found the long way: each case starts with a middleware of its own, so
// that the one under test is reached by a hop.
import { request, serve, type TestServer } from '@batonjs/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp, type NextFunction, type Request, type Response } from '../src/index.js';

let srv: TestServer | undefined;
afterEach(async () => {
  await srv?.close();
  srv = undefined;
});

type Layer = { handle: (...args: never[]) => unknown };

/** An app in `env` whose first layer passes on, so that the next `use()` layer is entered by the hop. */
function reportingApp(env: string) {
  const app = createApp();
  app.set('env', env);
  app.use(function entry(_req: Request, _res: Response, next: NextFunction) {
    next();
  });
  return app;
}

/** The last handlers: 'ok' for GET /, and any error as JSON (code, message). */
function reportErrors(app: ReturnType<typeof createApp>): void {
  app.get('/', (_req: Request, res: Response) => {
    if (!res.headersSent) res.send('ok');
  });
  app.use((err: Error & { code?: string }, _req: Request, res: Response, _next: NextFunction) => {
    res.status(500).json({ code: err.code ?? null, message: err.message });
  });
}

describe('the hop into use() middleware', () => {
  for (const env of ['production', 'development']) {
    it(`${env}: a falsy throw is BATON_FALSY_THROWN and a falsy rejection Error('Rejected promise')`, async () => {
      const app = reportingApp(env);
      app.use(function before(_req: Request, _res: Response, next: NextFunction) {
        next();
      });
      app.use(function throwsNothing(req: Request, _res: Response, next: NextFunction) {
        if (req.query.how === 'throw') throw undefined;
        if (req.query.how === 'reject') return Promise.reject(null);
        next();
        return undefined;
      });
      reportErrors(app);
      srv = await serve(app);
      const thrown = await request(`${srv.origin}/?how=throw`);
      expect(thrown.status).toBe(500);
      expect(thrown.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(thrown.json()).toEqual({
        code: 'BATON_FALSY_THROWN',
        message: 'A handler threw undefined instead of an Error',
      });
      const rejected = await request(`${srv.origin}/?how=reject`);
      expect(rejected.status).toBe(500);
      expect(rejected.json()).toEqual({ code: null, message: 'Rejected promise' });
      const fine = await request(`${srv.origin}/`);
      expect(fine.status).toBe(200);
      expect(fine.text).toBe('ok');
    });
  }

  it('skips a 4-argument handler, and reads the arity again when a layer’s handle is replaced', async () => {
    const app = reportingApp('production');
    const ran: string[] = [];
    app.use(function first(_req: Request, _res: Response, next: NextFunction) {
      ran.push('first');
      next();
    });
    app.use(function onlyOnError(_err: unknown, _req: Request, _res: Response, next: NextFunction) {
      ran.push('onlyOnError');
      next();
    });
    reportErrors(app);
    srv = await serve(app);
    const plain = await request(`${srv.origin}/`);
    expect(plain.status).toBe(200);
    expect(plain.text).toBe('ok');
    expect(ran).toEqual(['first']);

    // Instrumentation wraps handles in place: a wrapper of another arity must be taken as such.
    const stack = app.router.stack as unknown as Layer[];
    const firstLayer = stack[1] as Layer;
    const original = firstLayer.handle;
    firstLayer.handle = function wrappedAsErrorHandler(
      _err: unknown,
      _req: Request,
      _res: Response,
      next: NextFunction,
    ) {
      ran.push('wrapped, 4 arguments');
      next();
    } as never;
    ran.length = 0;
    const skipped = await request(`${srv.origin}/`);
    expect(skipped.status).toBe(200);
    expect(skipped.text).toBe('ok');
    expect(ran).toEqual([]);

    firstLayer.handle = function wrapped(req: Request, res: Response, next: NextFunction) {
      ran.push('wrapped');
      (original as (req: Request, res: Response, next: NextFunction) => void)(req, res, next);
    } as never;
    const wrapped = await request(`${srv.origin}/`);
    expect(wrapped.status).toBe(200);
    expect(wrapped.text).toBe('ok');
    expect(ran).toEqual(['wrapped', 'first']);
  });

  it('records the middleware that sent first, for the already-sent error', async () => {
    const app = reportingApp('production');
    let seen: unknown;
    app.use(function sendFirst(_req: Request, res: Response, next: NextFunction) {
      res.send('first');
      next();
    });
    app.use(function sendsAgain(_req: Request, res: Response) {
      try {
        res.send('second');
      } catch (err) {
        seen = err;
      }
    });
    srv = await serve(app);
    const res = await request(`${srv.origin}/x`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text).toBe('first');
    expect(seen).toMatchObject({ code: 'BATON_RESPONSE_ALREADY_SENT' });
    expect((seen as Error).message).toBe(
      'res.send() was called for GET /x, but it was already sent by handler "sendFirst": a request gets one response',
    );
  });

  it('development: a second next() from a use() middleware is reported once, and the chain goes on', async () => {
    const app = reportingApp('development');
    const warnings: Error[] = [];
    const onWarning = (w: Error): void => {
      warnings.push(w);
    };
    app.use(function callsTwice(_req: Request, _res: Response, next: NextFunction) {
      next();
      next();
    });
    reportErrors(app);
    srv = await serve(app);
    process.on('warning', onWarning);
    try {
      const res = await request(`${srv.origin}/`);
      await new Promise((resolve) => setImmediate(resolve));
      expect(res.status).toBe(200);
      expect(res.text).toBe('ok');
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings.map((w) => (w as Error & { code?: string }).code)).toEqual(['BATON_NEXT_CALLED_TWICE']);
    expect(warnings[0]?.message).toContain('callsTwice');
  });
});
