import baton, { type Router } from 'batonjs';
import { blogError, type FieldError } from '../errors.js';
import { requireBodyType } from '../middleware/require-body-type.js';
import { currentAuthor, requireLogin } from '../middleware/require-login.js';
import { endSession, startSession } from '../middleware/session.js';
import type { Author, BlogStore } from '../store/blog-store.js';
import { authorSummaryJson } from './representations.js';

function sessionJson(author: Author) {
  return { author: { ...authorSummaryJson(author), role: author.role } };
}

function credentialsOf(body: unknown): { name: string; password: string } {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const errors: FieldError[] = [];
  for (const field of ['name', 'password']) {
    const value = fields[field];
    if (typeof value !== 'string' || value === '') errors.push({ field, message: 'is required (a non-empty string)' });
  }
  if (errors.length > 0) throw blogError('VALIDATION_FAILED', 'name and password are required', { errors });
  return { name: fields.name as string, password: fields.password as string };
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
    async (req, res) => {
      const { name, password } = credentialsOf(req.body);
      const author = await store.verifyLogin(name, password);
      if (author === undefined) throw blogError('BAD_CREDENTIALS', 'wrong name or password');
      startSession(req, res, author.id, ttlSeconds);
      res.status(204).end();
    },
  );

  router.get('/', requireLogin(store), (req, res) => {
    res.json(sessionJson(currentAuthor(req)));
  });

  router.delete('/', (req, res) => {
    endSession(req, res);
    res.status(204).end();
  });

  return router;
}
