import { describe, expectTypeOf, it } from 'vitest';
import { createApp } from '../src/create-app.js';
import type { NextFunction, Request, Response } from '../src/index.js';
import { Router } from '../src/router/router.js';
import type { ErrorRequestHandler } from '../src/types/handlers.js';

class HttpError extends Error {
  status = 500;
}

// Express apps type an error handler's first parameter as what they throw (`err: Error`,
// `err: HttpError`); @types/express accepts that through `err: any`. Baton must too.
describe('error handlers with a typed err', () => {
  it('are accepted by use, by a path, on a router and on a route', () => {
    const app = createApp();
    const handler = (err: HttpError, _req: Request, res: Response, next: NextFunction): void => {
      if (res.headersSent) next(err);
      else res.status(err.status).json({ error: err.message });
    };
    expectTypeOf(app.use(handler)).toEqualTypeOf(app);
    app.use('/api', handler);
    app.use((err: Error, _req: Request, res: Response, _next: NextFunction) => res.status(500).send(err.message));
    app.get('/x', (_req: Request, _res: Response, next: NextFunction) => next(), handler);
    Router().use(handler);
    app.route('/y').get(handler);
  });

  it('typed as ErrorRequestHandler, an unannotated one gets err: any (as Express) and Baton’s request and response', () => {
    // Inline in app.use it needs annotations (docs/routing.md), as with @types/express.
    const handler: ErrorRequestHandler = (err, req, res, next) => {
      // biome-ignore lint/suspicious/noExplicitAny: Express's type for err, which this test pins.
      expectTypeOf(err).toEqualTypeOf<any>();
      expectTypeOf(req).toEqualTypeOf<Request>();
      expectTypeOf(res).toEqualTypeOf<Response>();
      expectTypeOf(next).toEqualTypeOf<NextFunction>();
    };
    createApp().use(handler);
  });

  it('non-functions are refused', () => {
    // Any function is accepted (a handler typed elsewhere, as Express accepts it at run time), but
    // not a value that is no function at all.
    // @ts-expect-error: a number is no handler
    createApp().use(42);
    // @ts-expect-error: an object is no handler
    createApp().use('/x', { handle: true });
  });
});
