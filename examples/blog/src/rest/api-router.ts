import baton, { type RequestHandler, type Router } from 'batonjs';
import { blogError } from '../errors.js';
import type { BlogEvents } from '../events/blog-events.js';
import { eventsEndpoint } from '../events/events-endpoint.js';
import { liveAuthor, liveSocket } from '../events/live-socket.js';
import type { BlogStore } from '../store/blog-store.js';
import { serveApiDocs } from './api-docs.js';
import { blogsRouter } from './blogs-router.js';
import type { CachePolicy } from './cache-policy.js';
import { exportsRouter } from './exports-router.js';
import { routes } from './routes.js';
import { sessionRouter } from './session-router.js';
import { v1Router } from './v1-router.js';
import { validateRoute } from './validate-route.js';

export interface ApiOptions {
  readonly store: BlogStore;
  readonly cachePolicy: CachePolicy;
  readonly sessionTtlSeconds: number;
  /** Called after an export job is queued (to wake the in-process runner). */
  readonly onExportQueued?: (() => void) | undefined;
  /** What `GET /api/events` and the WebSocket `GET /api/live` stream. */
  readonly events: BlogEvents;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

// What a write answers says how it went, for this request only: never worth storing.
const noStoreForWrites: RequestHandler = (req, res, next) => {
  if (!SAFE_METHODS.has(req.method ?? '')) res.setHeader('Cache-Control', 'no-store');
  next();
};

/**
 * Everything under `/api`, the REST styles side by side. Unknown paths fall through to the caller's
 * {@link apiNotFound}; errors go to its problem handler.
 *
 * @example
 * app.use('/api', apiRouter(options), apiNotFound, problemHandler());
 */
export function apiRouter(options: ApiOptions): Router {
  const { store, cachePolicy } = options;
  const api = baton.Router();
  api.use(noStoreForWrites);
  api.get('/events', eventsEndpoint(options.events));
  api.ws('/live', liveAuthor(store), liveSocket(options.events));
  api.use('/blogs', blogsRouter(store, cachePolicy));
  api.use('/session', sessionRouter(store, options.sessionTtlSeconds));
  api.use('/v1/exports', exportsRouter(store, options.onExportQueued));
  api.use('/v1', v1Router(store, cachePolicy));
  // The old name of the collection, kept working for clients and links made before the rename.
  api.get('/posts/:id', validateRoute(routes.legacyPost), (req, res) => {
    res.redirect(301, `${req.baseUrl}/blogs/${encodeURIComponent(req.params.id)}`);
  });
  serveApiDocs(api);
  return api;
}

/**
 * The problem 404 for any `/api` path nothing answered.
 *
 * @example
 * app.use('/api', apiRouter(options), apiNotFound);
 */
export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(blogError('NOT_FOUND', `nothing at ${req.method} ${req.originalUrl}`));
};
