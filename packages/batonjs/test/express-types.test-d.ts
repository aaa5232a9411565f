import type { Server } from 'node:http';
import type express from 'express';
import { describe, expectTypeOf, it } from 'vitest';
import baton, { type ParsedQs, type Request, type RequestRanges, type Response } from '../src/index.js';

// Express 5 code as it is typed with @types/express, with only the import changed: these must
// compile, and what @types/express rejects is rejected here too (@ts-expect-error lines).

class HttpError extends Error {
  status = 500;
}

describe('the default import is a function and a namespace of Express’s type names', () => {
  it('types handlers written as (req: express.Request, res: express.Response, next: express.NextFunction)', () => {
    const app = baton();
    const logger = (req: baton.Request, res: baton.Response, next: baton.NextFunction): void => {
      res.setHeader('X-Path', req.path);
      next();
    };
    const hello: baton.RequestHandler = (req, res) => {
      expectTypeOf(req).toEqualTypeOf<baton.Request>();
      res.send('hello');
    };
    const onError: baton.ErrorRequestHandler = (err, _req, res, _next) => {
      res.status(500).send(String(err));
    };
    const router: baton.Router = baton.Router();
    const application: baton.Application = app;
    const expressApp: baton.Express = app;
    const options: baton.RouterOptions = { mergeParams: true, caseSensitive: false, strict: false };
    const cookie: baton.CookieOptions = { httpOnly: true, maxAge: 60_000, sameSite: 'lax' };
    const done: baton.Errback = (err) => err?.message;
    const param: baton.RequestParamHandler = (_req, _res, next, value: string) => (value ? next() : next('route'));
    const handler: baton.Handler = hello;
    router.use(logger).get('/', hello);
    expectTypeOf(application.use(router, onError)).toEqualTypeOf<baton.Application>();
    expectTypeOf(expressApp.param('id', param)).toEqualTypeOf<baton.Application>();
    expectTypeOf(baton.Router(options)).toEqualTypeOf<baton.Router>();
    expectTypeOf(cookie).toExtend<baton.CookieOptions>();
    expectTypeOf(done).toBeFunction();
    expectTypeOf(handler).toExtend<baton.RequestHandler>();
    expectTypeOf(app.listen(0)).toEqualTypeOf<Server>();
  });

  it('carries Express’s statics and the bundled middleware', () => {
    expectTypeOf(baton.json).toBeFunction();
    expectTypeOf(baton.urlencoded).toBeFunction();
    expectTypeOf(baton.static).toBeFunction();
    expectTypeOf(baton.request).toEqualTypeOf<Request>();
    expectTypeOf(baton.response).toEqualTypeOf<Response>();
    expectTypeOf(baton.application.listen).toBeFunction();
  });

  it('extends the global Express namespace, so augmentations of Express.Request apply', () => {
    const app = baton();
    app.get('/', (req) => {
      // Declared at the bottom of this file, as passport's typings and apps declare such fields.
      expectTypeOf(req.tenant).toEqualTypeOf<string | undefined>();
    });
  });
});

describe('Express’s type parameters, in its order and with its defaults', () => {
  type Body = { name: string };

  it('Request<P, ResBody, ReqBody, ReqQuery, Locals> and Response<ResBody, Locals, StatusCode>', () => {
    const handler: baton.RequestHandler<{ id: string }, { ok: boolean }, Body, { q?: string }, { user: string }> = (
      req,
      res,
    ) => {
      expectTypeOf(req.params.id).toEqualTypeOf<string>();
      expectTypeOf(req.body).toEqualTypeOf<Body>();
      expectTypeOf(req.query.q).toEqualTypeOf<string | undefined>();
      expectTypeOf(res.locals.user).toEqualTypeOf<string>();
      res.json({ ok: true });
      // @ts-expect-error: ResBody is { ok: boolean }
      res.json({ ok: 'yes' });
    };
    expectTypeOf(handler).toBeFunction();

    const req = {} as baton.Request<{}, unknown, { name: string }>;
    expectTypeOf(req.body).toEqualTypeOf<{ name: string }>();
    // @ts-expect-error: not a field of the body type (an `any` body would let this through)
    req.body.age;

    const res = {} as baton.Response<{ a: number }, { user: string }, 200 | 404>;
    res.status(404);
    // @ts-expect-error: only the status codes the third parameter allows
    res.status(500);
  });

  it('refuses a sixth type argument, as Express does', () => {
    // @ts-expect-error: Request takes at most five type arguments
    type TooMany = baton.Request<{}, unknown, unknown, ParsedQs, {}, string>;
    expectTypeOf<TooMany>().not.toBeNever();
  });

  it('app.METHOD<P, ResBody, ReqBody, ReqQuery, Locals> and app.METHOD<Route, P, ...>', () => {
    const app = baton();
    app.post<{ id: string }, { ok: boolean }, Body>('/items/:id', (req, res) => {
      expectTypeOf(req.params.id).toEqualTypeOf<string>();
      expectTypeOf(req.body.name).toEqualTypeOf<string>();
      res.json({ ok: true });
    });
    app.put<'/items/:id', { id: string }, unknown, Body>('/items/:id', (req) => {
      expectTypeOf(req.body).toEqualTypeOf<Body>();
    });
    const router = baton.Router();
    router.patch<{}, unknown, Body, ParsedQs, { user: string }>('/me', (req, res) => {
      expectTypeOf(req.body).toEqualTypeOf<Body>();
      expectTypeOf(res.locals.user).toEqualTypeOf<string>();
    });
    app.route('/items/:id').get<{ id: string }, unknown, Body>((req) => {
      expectTypeOf(req.body).toEqualTypeOf<Body>();
    });
  });

  it('types params from the path when no type argument says otherwise', () => {
    const app = baton();
    app.get('/authors/:id/posts{/:post}', (req) => {
      expectTypeOf(req.params).toEqualTypeOf<{ id: string; post?: string }>();
    });
    app.get(/^\/re\/(\d+)$/, (req, res) => {
      expectTypeOf(req.params).toEqualTypeOf<baton.ParamsDictionary>();
      res.send(req.params[0]);
    });
    app.get('/u/:café', (req) => {
      expectTypeOf(req.params.café).toEqualTypeOf<string>();
    });
  });
});

describe('defaults that accept what Express accepts', () => {
  it('req.body, res.locals, settings, hostname', () => {
    const app = baton();
    app.post('/', (req, res) => {
      Object.keys(req.body);
      const name: string = req.body.name;
      res.locals.user = { name };
      res.locals.count = 1;
      const port: number = app.get('port');
      const hostname: string = req.hostname;
      const url: string = req.url;
      res.send(`${port}${hostname}${url}${req.cookies.session}`);
    });
  });

  it('app.listen with Express 5’s (error?) callback, app.mountpath as string | string[]', () => {
    const app = baton();
    const server = app.listen(3000, (error) => {
      expectTypeOf(error).toEqualTypeOf<Error | undefined>();
    });
    expectTypeOf(server).toEqualTypeOf<Server>();
    app.listen(3000, '127.0.0.1', (error?: Error) => error);
    app.listen(() => undefined);
    expectTypeOf(app.mountpath).toEqualTypeOf<string | string[]>();
  });

  it('serve-static and body-parser options as their typings have them', () => {
    baton.static('public', {
      index: true,
      setHeaders(res, path) {
        res.set('X-File', path);
      },
    });
    baton.json({ verify: (_req, _res, buf: Buffer, encoding: string) => buf.toString(encoding as BufferEncoding) });
    const ranges = {} as RequestRanges;
    expectTypeOf(ranges.type).toEqualTypeOf<string>();
  });

  it('a next typed (err?: HttpError) => void, and error handlers typing err as what they throw', () => {
    const app = baton();
    app.use((_req: baton.Request, _res: baton.Response, next: (err?: HttpError) => void) => next());
    app.use((err: HttpError, _req: baton.Request, res: baton.Response, _next: baton.NextFunction) => {
      res.status(err.status).end();
    });
  });

  it('still refuses what Express refuses', () => {
    const app = baton();
    app.get('/', (_req, res) => {
      // @ts-expect-error: status codes are numbers
      res.status('200');
      // @ts-expect-error: no such method
      res.sendJson({});
    });
    // @ts-expect-error: a number is no handler
    app.use(42);
    // @ts-expect-error: listen takes a port number, not an object with a typo'd callback
    app.listen(3000, 'localhost', 1, 'callback');
  });
});

describe('values typed with @types/express', () => {
  it('are accepted, and inline handlers after them keep Baton’s types', () => {
    const app = baton();
    const session = {} as express.RequestHandler;
    const onError = {} as express.ErrorRequestHandler;
    const legacyRouter = {} as express.Router;
    app.use(session, (req, _res, next) => {
      expectTypeOf(req).toEqualTypeOf<Request>();
      next();
    });
    app.get('/items/:id', session, (req, res) => {
      expectTypeOf(req.params.id).toEqualTypeOf<string>();
      res.json({ id: req.params.id });
    });
    app.post('/items', [session, session], (req: baton.Request, res: baton.Response) => res.sendStatus(201));
    app.use('/legacy', legacyRouter);
    app.use(onError);
    const router = baton.Router();
    router
      .use(session)
      .route('/x')
      .get(session, (req) => {
        expectTypeOf(req.params).toEqualTypeOf<{}>();
      });
  });
});

declare global {
  namespace Express {
    interface Request {
      tenant?: string;
    }
  }
}
