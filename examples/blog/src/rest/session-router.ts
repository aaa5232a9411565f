import baton, { type Router } from 'batonjs';
import { authorSummaryJson } from '../domain/representations.js';
import { blogError } from '../errors.js';
import { requireBodyType } from '../middleware/require-body-type.js';
import { currentAuthor, requireLogin } from '../middleware/require-login.js';
import { endSession, startSession } from '../middleware/session.js';
import type { Author, BlogStore } from '../store/blog-store.js';
import { routes } from './routes.js';
import { validateRoute } from './validate-route.js';

function sessionJson(author: Author) {
  return { author: { ...authorSummaryJson(author), role: author.role } };
}

/**
 * `/api/session`: log in (JSON or a form), who am I, log out. Nothing here may be cached.
 *
 * @example
 * api.use('/session', sessionRouter(store, 86_400));
 */
export function sessionRouter(store: BlogStore, ttlSeconds: number): Router {
  const router = baton.Router({ methodNotAllowed: true });
  router.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  router.post(
    '/',
    requireBodyType('application/json', 'application/x-www-form-urlencoded'),
    baton.json(),
    baton.urlencoded(),
    validateRoute(routes.logIn),
    async (req, res) => {
      const { name, password } = req.body as { name: string; password: string };
      const author = await store.verifyLogin(name, password);
      if (author === undefined) throw blogError('BAD_CREDENTIALS', 'wrong name or password');
      startSession(req, res, author.id, ttlSeconds);
      res.status(204).end();
    },
  );

  router.get('/', requireLogin(store), validateRoute(routes.whoAmI), (req, res) => {
    res.json(sessionJson(currentAuthor(req)));
  });

  router.delete('/', validateRoute(routes.logOut), (req, res) => {
    endSession(req, res);
    res.status(204).end();
  });

  return router;
}
