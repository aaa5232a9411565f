// What a user writes against the published packages: each feature the consumer test requests is
// registered here. The @ts-expect-error lines are part of the test: tsc fails if Baton's
// declarations stop catching them.
import baton, { type NextFunction, type Request, type Response } from 'batonjs';
import { cacheControl, conditional } from 'batonjs/cache';
import type { CookieRequestFields } from 'batonjs/cookies';
import { buildSchema, graphqlHttp } from 'batonjs/graphql';
import { websockets } from 'batonjs/ws';
import { expressStyleRouter } from './express-style.js';

// Written the Express way, with the three types imported from the umbrella.
function poweredByConsumer(_req: Request, res: Response, next: NextFunction): void {
  res.set('X-Consumer', 'yes');
  next();
}

const schema = buildSchema('type Author { id: ID! name: String! } type Query { author(id: ID!): Author }', {
  resolvers: {
    // Annotated: the resolver map's union with enum value maps (unknown) gives no contextual types.
    Query: {
      author: (_root: unknown, args: { id?: unknown }) => ({ id: String(args.id), name: `Author ${String(args.id)}` }),
    },
  },
});

/** Compiled, never called: tsc fails if these stop being errors. */
export function refusedByTheTypes(res: Response): void {
  // @ts-expect-error: status codes are numbers
  res.status('200');
}

export function createApp(publicDir: string) {
  const app = baton();
  app.use(poweredByConsumer);
  app.use(baton.json(), baton.urlencoded(), baton.cookieParser('consumer secret'));

  app.get('/authors/:id', (req, res) => {
    const id: string = req.params.id;
    // @ts-expect-error: the path declares no :name
    void req.params.name;
    res.json({ id });
  });

  const api = baton.Router();
  api.get('/books/:isbn', (req, res) => {
    res.json({ isbn: req.params.isbn, baseUrl: req.baseUrl });
  });
  app.use('/api', api);
  app.use('/express', baton.json(), expressStyleRouter());

  app.post('/echo', (req, res) => {
    // req.body is any by default, as with @types/express (TypeOptions makes it unknown).
    const anything: unknown = req.body.anything;
    res.json({ type: req.is('json', 'urlencoded'), body: req.body, anything });
  });

  app.get('/cookies/set', (_req, res) => {
    res.cookie('session', 'abc', { signed: true, httpOnly: true }).cookie('theme', 'dark').end('set');
  });
  app.get('/cookies', (req, res) => {
    const { cookies, signedCookies }: Pick<CookieRequestFields, 'cookies' | 'signedCookies'> = req;
    res.json({ cookies, signedCookies });
  });

  app.use('/static', baton.static(publicDir));

  app.get('/cached', cacheControl({ public: true, maxAge: '1m' }), (req, res) => {
    if (conditional(req, res, { etag: 'rev-7' })) return;
    res.json({ revision: 7 });
  });
  // res.cacheControl is the umbrella's augmentation of core's Response.
  app.get('/cached-helper', (_req, res) => {
    res.cacheControl({ private: true, maxAge: '10m' }).json({ helper: true });
  });

  app.use('/graphql', graphqlHttp({ schema }));

  // app.ws comes with batonjs/ws (its augmentation of core's apps and routers); app.listen attaches.
  websockets(app);
  app.ws('/ws/:room', (ws, req) => {
    const room: string = req.params.room;
    // @ts-expect-error: the path declares no :name
    void req.params.name;
    ws.send(`joined ${room}`);
  });
  return app;
}
