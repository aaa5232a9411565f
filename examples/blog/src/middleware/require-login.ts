import type { Request, RequestHandler } from 'batonjs';
import { blogError } from '../errors.js';
import type { Author, BlogStore } from '../store/blog-store.js';
import { sessionOf } from './session.js';

const kAuthor: unique symbol = Symbol('blog.author');
type AuthorCarrier = { [kAuthor]?: Author };

/**
 * Lets the request through only with a valid session whose author still exists, and makes that
 * author available to the handler through {@link currentAuthor}. Otherwise `next(err)` with
 * status 401 and the message "not logged in"; the error handler shapes the answer.
 *
 * @example
 * router.post('/blogs', requireLogin(store), createBlog);
 */
export function requireLogin(store: BlogStore): RequestHandler {
  return async (req, _res, next) => {
    const session = sessionOf(req);
    const author = session === undefined ? undefined : await store.getAuthor(session.authorId);
    if (author === undefined) {
      next(blogError('NOT_LOGGED_IN', 'not logged in'));
      return;
    }
    (req as AuthorCarrier)[kAuthor] = author;
    next();
  };
}

/**
 * The logged-in author of a request that passed {@link requireLogin}.
 *
 * @example
 * const author = currentAuthor(req);
 */
export function currentAuthor(req: Request): Author {
  const author = (req as AuthorCarrier)[kAuthor];
  if (author === undefined) throw new Error('currentAuthor() needs requireLogin() earlier in the chain');
  return author;
}
