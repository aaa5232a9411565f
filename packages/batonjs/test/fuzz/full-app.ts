import { fileURLToPath } from 'node:url';
import { graphqlHttp } from '../../src/graphql.js';
import baton, {
  type Application,
  cookieParser,
  type NextFunction,
  type Request,
  type Response,
} from '../../src/index.js';

/**
 * The app of issue 20's attack: json, urlencoded, cookies, static files, a mounted router,
 * GraphQL and an error handler, in production mode (set NODE_ENV=production before calling it
 * for GraphQL's production defaults).
 */
export function fullApp(): Application {
  const app = baton();
  app.set('env', 'production');
  // A short body timeout so that a lying Content-Length is answered within the test's patience.
  app.use(baton.json({ limit: '1kb', timeout: 1000 }));
  app.use(baton.urlencoded({ extended: true, limit: '1kb', timeout: 1000 }));
  app.use(cookieParser('secret'));
  app.use('/static', baton.static(fileURLToPath(new URL('../fixtures/public', import.meta.url))));
  const api = baton.Router();
  api.get('/users/:id', (req, res) => {
    res.json({ id: req.params.id, cookies: req.cookies });
  });
  api.post('/echo', (req, res) => {
    res.json({ body: req.body ?? null });
  });
  app.use('/api', api);
  app.use(
    '/graphql',
    graphqlHttp({
      schema: 'type Query { hello(name: String): String }',
      resolvers: { Query: { hello: (_r, a) => `hi ${String((a as { name?: string }).name ?? '')}` } },
    }),
  );
  app.get('/health', (_req, res) => {
    res.send('ok');
  });
  app.use(
    (
      err: { status?: number; expose?: boolean; message?: string },
      _req: Request,
      res: Response,
      next: NextFunction,
    ) => {
      if (res.headersSent) return next(err);
      const status = typeof err.status === 'number' ? err.status : 500;
      res.status(status).json({ error: err.expose ? err.message : 'Internal Server Error' });
    },
  );
  return app;
}
