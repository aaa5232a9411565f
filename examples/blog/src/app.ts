import baton, { type Application, createPubSub } from 'batonjs';
import { rpc } from 'batonjs/rpc';
import { websockets } from 'batonjs/ws';
import type { BlogEvents } from './events/blog-events.js';
import { createBlogEvents } from './events/create-blog-events.js';
import { publishingStore } from './events/publishing-store.js';
import { graphqlEndpoint } from './graphql/graphql-endpoint.js';
import { healthRouter } from './health/health-router.js';
import { type CounterStore, createMemoryCounterStore } from './middleware/counter-store.js';
import { createCsrf } from './middleware/csrf.js';
import { type LoggerOptions, logger } from './middleware/logger.js';
import { rateLimit } from './middleware/rate-limit.js';
import { session } from './middleware/session.js';
import { createAssets, RPC_CLIENT_DIR } from './pages/assets.js';
import { errorPages, notFound } from './pages/error-pages.js';
import { createPageLocals } from './pages/page-locals.js';
import { pagesRouter } from './pages/pages-router.js';
import { useEtaViews } from './pages/views.js';
import { apiNotFound, apiRouter } from './rest/api-router.js';
import { createCachePolicy } from './rest/cache-policy.js';
import { problemHandler } from './rest/problem-handler.js';
import { createProcedures } from './rpc/procedures.js';
import type { BlogStore } from './store/blog-store.js';

export interface BlogAppOptions {
  readonly store: BlogStore;
  /**
   * The event bus every write publishes to and `/api/events` (and `/api/live`) stream from; also
   * `app.locals.events`. Default: in-process (one process). main.ts passes one over the cluster
   * primary or PostgreSQL when several processes serve.
   */
  readonly events?: BlogEvents | undefined;
  /** Signs the session cookie; every process serving one database must share it. */
  readonly sessionSecret: string;
  /** Requests per minute per client address (reads; writes and logins). Default 600 and 60. */
  readonly rateLimit?:
    | {
        readonly read: number;
        readonly write: number;
        readonly windowMs?: number | undefined;
        readonly store?: CounterStore;
      }
    | undefined;
  /** `max-age` of the single-resource reads, in seconds. Default 60. */
  readonly cacheMaxAge?: number | undefined;
  /** How long a login lasts, in seconds. Default one day. */
  readonly sessionTtlSeconds?: number | undefined;
  /** Request log lines, prefixed; `false` for none. Default `{ prefix: '[blog]' }` to stdout. */
  readonly log?: (LoggerOptions & { readonly prefix?: string | undefined }) | false | undefined;
  /** Express's `trust proxy` setting, for `req.ip` (rate limits) and `req.secure` (Secure cookie). */
  readonly trustProxy?: boolean | number | string | undefined;
  /** Called after an export job is queued (main.ts wakes its runner). */
  readonly onExportQueued?: (() => void) | undefined;
  /** True once the process drains: `GET /readyz` answers 503 from then on. Default never. */
  readonly isDraining?: (() => boolean) | undefined;
  /**
   * `/graphql` settings. Introspection defaults to on except when NODE_ENV is production;
   * depth 10, cost 1,000 (src/graphql/cost-limit.ts).
   */
  readonly graphql?:
    | { readonly introspection?: boolean | undefined; readonly maxDepth?: number; readonly maxCost?: number }
    | undefined;
}

/**
 * The blog/author service as an app, independent of how it is served (tests mount it on port 0):
 * the health probes (first: a probe every few seconds would drown the log), the request log, then
 * under `/api` the rate limits, cookies and session, the REST routers, a problem 404 for unknown
 * paths, and the problem error handler; then GraphQL, RPC, the pages, the static front-end, and one
 * error handler answering HTML to browsers and problem JSON to others.
 *
 * @example
 * const store = await openSqliteStore({ file: ':memory:', seed: SEED_DATA });
 * createBlogApp({ store, sessionSecret: 'dev' }).listen(8080);
 */
export function createBlogApp(options: BlogAppOptions): Application {
  const app = baton();
  const events = options.events ?? createBlogEvents({ bus: createPubSub() });
  app.locals.events = events;
  // WebSocket upgrades (GET /api/live) run this app's middleware like any request. Browsers may
  // open them only from the blog's own pages: a cookie-authenticated socket opened by another
  // site's page would stream to that site (cross-site WebSocket hijacking). Servers made by
  // baton.createServer attach themselves; `app.locals.websockets.attach(server)` for others.
  app.locals.websockets = websockets(app, { origins: 'same-origin' });
  // Every style writes through this one store, so every write publishes its event once.
  const store = publishingStore(options.store, events);
  if (options.trustProxy !== undefined) app.set('trust proxy', options.trustProxy);
  app.use(healthRouter({ store, isDraining: options.isDraining ?? (() => false) }));
  if (options.log !== false) app.use(logger(options.log?.prefix ?? '[blog]', options.log ?? {}));

  const limits = options.rateLimit ?? { read: 600, write: 60 };
  // One limiter, so a client has one write budget whether it logs in through /api or the form.
  const limiter = rateLimit({
    read: limits.read,
    write: limits.write,
    windowMs: limits.windowMs,
    store: limits.store ?? createMemoryCounterStore(),
  });
  app.use('/api', limiter);
  app.use(baton.cookieParser(options.sessionSecret), session());
  app.use(
    '/api',
    apiRouter({
      store,
      cachePolicy: createCachePolicy(options.cacheMaxAge ?? 60),
      sessionTtlSeconds: options.sessionTtlSeconds ?? 86_400,
      onExportQueued: options.onExportQueued,
      events,
    }),
    apiNotFound,
    problemHandler(),
  );

  const production = process.env.NODE_ENV === 'production';
  // The other ways in to logins and writes share /api's budgets.
  app.use(['/graphql', '/rpc', '/login', '/logout', '/blogs'], limiter);

  app.use(
    '/graphql',
    graphqlEndpoint({
      store,
      events,
      introspection: options.graphql?.introspection ?? !production,
      maxDepth: options.graphql?.maxDepth,
      maxCost: options.graphql?.maxCost,
      maskErrors: production,
    }),
  );

  app.use('/rpc', rpc(createProcedures(store)));

  useEtaViews(app, production);
  const assets = createAssets();
  const csrf = createCsrf(options.sessionSecret);
  const localsOf = createPageLocals(store, csrf, assets);
  app.use(pagesRouter({ store, csrf, localsOf, sessionTtlSeconds: options.sessionTtlSeconds ?? 86_400 }));

  app.use(assets.handler);
  app.use('/vendor/rpc', baton.static(RPC_CLIENT_DIR, { index: false }));

  app.use(notFound, errorPages(assets, localsOf, problemHandler()));

  return app;
}
