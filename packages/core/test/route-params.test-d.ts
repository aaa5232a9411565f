import { describe, expectTypeOf, it } from 'vitest';
import {
  createApp,
  type ErrorRequestHandler,
  type NextFunction,
  type ParamsDictionary,
  type ParsedQs,
  type Request,
  type Response,
  type RouteParams,
  Router,
} from '../src/index.js';

describe('route params typed from the path literal', () => {
  it('plain, optional and splat params', () => {
    expectTypeOf<RouteParams<'/authors/:id'>>().toEqualTypeOf<{ id: string }>();
    expectTypeOf<RouteParams<'/a/:x/b/:y'>>().toEqualTypeOf<{ x: string; y: string }>();
    expectTypeOf<RouteParams<'/users{/:id}'>>().toEqualTypeOf<{ id?: string }>();
    expectTypeOf<RouteParams<'/files/*path'>>().toEqualTypeOf<{ path: string[] }>();
    expectTypeOf<RouteParams<'/a{/*rest}'>>().toEqualTypeOf<{ rest?: string[] }>();
    expectTypeOf<RouteParams<'/:a-:b.:ext'>>().toEqualTypeOf<{ a: string; b: string; ext: string }>();
    expectTypeOf<RouteParams<'/:"quoted name"'>>().toEqualTypeOf<{ 'quoted name': string }>();
    expectTypeOf<RouteParams<'/\\:literal/:real'>>().toEqualTypeOf<{ real: string }>();
    expectTypeOf<RouteParams<'/static'>>().toEqualTypeOf<{}>();
    expectTypeOf<RouteParams<string>>().toEqualTypeOf<ParamsDictionary>();
  });

  it('handlers get typed req.params from app and router methods', () => {
    const app = createApp();
    app.get('/authors/:id', (req) => {
      expectTypeOf(req.params.id).toEqualTypeOf<string>();
    });
    app.post('/posts{/:slug}', (req) => {
      expectTypeOf(req.params.slug).toEqualTypeOf<string | undefined>();
      // biome-ignore lint/suspicious/noExplicitAny: Express's default, which this test pins.
      expectTypeOf(req.body).toEqualTypeOf<any>();
    });
    const router = Router();
    router.get('/files/*path', (req) => {
      expectTypeOf(req.params.path).toEqualTypeOf<string[]>();
    });
    router.route('/r/:id').get((req) => {
      expectTypeOf(req.params).toEqualTypeOf<{ id: string }>();
    });
    app.use('/mount/:tenant', (req, _res, next) => {
      expectTypeOf(req.params.tenant).toEqualTypeOf<string>();
      next();
    });
    app.use(router);
  });

  it('app.get with one argument reads a setting', () => {
    const app = createApp();
    // biome-ignore lint/suspicious/noExplicitAny: Express's type for a setting, which this test pins.
    expectTypeOf(app.get('env')).toEqualTypeOf<any>();
    expectTypeOf(app.get('/x', () => undefined)).toEqualTypeOf(app);
  });

  it('res.locals is typed through a generic, in Express’s order', () => {
    const app = createApp();
    app.get<ParamsDictionary, unknown, unknown, ParsedQs, { user: string }>('/x', (_req, res) => {
      expectTypeOf(res.locals.user).toEqualTypeOf<string>();
    });
  });
});

describe('error handlers and mixed arguments', () => {
  // As with Express's typings, a 4-parameter handler written inline needs its parameters annotated:
  // TypeScript does not infer them from the overloads. Annotated, every form is accepted.
  it('annotated error handlers and mixed handler lists are accepted', () => {
    const app = createApp();
    const onError: ErrorRequestHandler = (err, _req, res) => {
      // biome-ignore lint/suspicious/noExplicitAny: Express's type for err, which this test pins.
      expectTypeOf(err).toEqualTypeOf<any>();
      res.statusCode = 500;
    };
    app.use(onError);
    app.get('/e/:id', (err: unknown, req: Request<{ id: string }>, _res: Response, next: NextFunction) => {
      expectTypeOf(req.params.id).toEqualTypeOf<string>();
      next(err);
    });
    app.use('/mixed', Router(), [createApp()], (_req: Request, _res: Response, next: NextFunction) => next());
  });
});

describe('middleware typed against other frameworks', () => {
  it('is accepted by use() and route methods, as Express middleware must port unchanged', async () => {
    const app = createApp();
    const { default: compression } = await import('compression');
    const { default: cors } = await import('cors');
    app.use(compression(), cors());
    app.get('/x', cors(), (req) => {
      expectTypeOf(req.params).toEqualTypeOf<{}>();
    });
  });
});
