// Code typed the way Express 5 apps are typed with @types/express, with only the import changed:
// the default import used as a namespace of types, Express's generic parameters in its order,
// and its defaults (any body, loose locals, settings read as what was stored).
import type { Server } from 'node:http';
import express, { type CacheControlOptions, type JsonOptions, type ServeStaticOptions } from 'batonjs';

interface CreateItem {
  name: string;
}

const audit = (req: express.Request, res: express.Response, next: express.NextFunction): void => {
  res.locals.startedAt = Date.now();
  res.setHeader('X-Audit', req.method);
  next();
};

const createItem: express.RequestHandler<{}, { id: number; name: string }, CreateItem> = (req, res) => {
  res.status(201).json({ id: 1, name: req.body.name });
};

const onError: express.ErrorRequestHandler = (err, _req, res, _next) => {
  res.status(500).json({ error: err instanceof Error ? err.message : String(err) });
};

// Option types the getting-started guide says the umbrella exports.
const jsonOptions: JsonOptions = { limit: '10kb' };
const staticOptions: ServeStaticOptions = { maxAge: '1h', index: false };
const cacheOptions: CacheControlOptions = { public: true, maxAge: '1m' };

export function expressStyleRouter(): express.Router {
  const router = express.Router();
  router.use('/assets', express.static('public', staticOptions));
  router.get('/cached', (_req, res) => {
    res.cacheControl(cacheOptions).json({ cached: true });
  });
  router.use(audit);
  router.post('/items', createItem);
  router.get<{ id: string }, { id: string; started: number }>('/items/:id', (req, res) => {
    res.json({ id: req.params.id, started: Number(res.locals.startedAt) });
  });
  router.put(
    '/items/:id',
    express.json(jsonOptions),
    (req: express.Request<{ id: string }, unknown, CreateItem>, res) => {
      res.json({ id: req.params.id, name: req.body.name });
    },
  );
  router.use(onError);
  return router;
}

export function listenExpressStyle(app: express.Application, port: number): Server {
  app.set('port', port);
  const configured: number = app.get('port');
  return app.listen(configured, (error) => {
    if (error) throw error;
  });
}
