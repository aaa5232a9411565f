// Instrumentation (OpenTelemetry's Express instrumentation, APM agents) wraps the handlers of a
// router's stack by replacing `layer.handle`. The router reads a handler's arity once per layer
// (a function's length is a slow read on every hop), and again when the handle was replaced: a
// wrapper of another arity is then called as what its arity says, as Express calls it.
import { request, serve, type TestServer } from '@batonjs/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp, type NextFunction, type Request, type Response } from '../src/index.js';

let srv: TestServer | undefined;
afterEach(async () => {
  await srv?.close();
  srv = undefined;
});

type Handle = (...args: never[]) => unknown;

describe('a layer whose handle was replaced after requests were served', () => {
  it('is called by the arity of the replacement', async () => {
    const app = createApp();
    const calls: string[] = [];
    app.use((_req: Request, _res: Response, next: NextFunction) => {
      calls.push('plain');
      next();
    });
    app.get('/', (_req: Request, res: Response) => res.send(calls.join(',')));
    const layer = (app.router.stack as Array<{ handle: Handle }>)[0] as { handle: Handle };
    srv = await serve(app);

    const before = await request(`${srv.origin}/`);
    expect(before.status).toBe(200);
    expect(before.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(before.text).toBe('plain');

    // Now a four-argument function: an error handler, skipped when there is no error.
    layer.handle = (_err: unknown, _req: unknown, _res: unknown, next: NextFunction) => {
      calls.push('as error handler');
      next();
    };
    calls.length = 0;
    const after = await request(`${srv.origin}/`);
    expect(after.status).toBe(200);
    expect(after.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(after.text).toBe('');

    // And back to a wrapper of the plain middleware's arity.
    layer.handle = (_req: unknown, _res: unknown, next: NextFunction) => {
      calls.push('wrapped');
      next();
    };
    const wrapped = await request(`${srv.origin}/`);
    expect(wrapped.status).toBe(200);
    expect(wrapped.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(wrapped.text).toBe('wrapped');
  });
});
