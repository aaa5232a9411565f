import baton, { type Request, type RequestHandler, type Router } from 'batonjs';
import { LIST_MAX } from '../domain/limits.js';
import { validatePost } from '../domain/post-input.js';
import { BlogError, blogError, type FieldError } from '../errors.js';
import type { Csrf } from '../middleware/csrf.js';
import { endSession, startSession } from '../middleware/session.js';
import type { Author, BlogStore } from '../store/blog-store.js';
import type { PageLocalsOf } from './page-locals.js';
import { safeNext } from './safe-next.js';

export interface PagesOptions {
  readonly store: BlogStore;
  readonly csrf: Csrf;
  readonly localsOf: PageLocalsOf;
  readonly sessionTtlSeconds: number;
}

const kAuthor: unique symbol = Symbol('blog.pages.author');
type AuthorCarrier = { [kAuthor]?: Author | undefined };

function me(req: Request): Author | undefined {
  return (req as AuthorCarrier)[kAuthor];
}

/**
 * The HTML pages: the list, a post, an author, login and logout, and the form to write a post.
 * Every form carries a CSRF token and every POST checks it. Pages are revalidated on each visit
 * (ETag from res.send); those of a logged-in visitor are `private`, as they show who it is.
 *
 * @example
 * app.use(pagesRouter({ store, csrf, localsOf: createPageLocals(store, csrf, assets), sessionTtlSeconds: 86_400 }));
 */
export function pagesRouter(options: PagesOptions): Router {
  const { store, csrf, localsOf } = options;
  const router = baton.Router();
  // Per route rather than router.use(): requests for static files pass through this router, and
  // must not get a page's headers or cost a store read.
  const page: RequestHandler = async (req, res, next) => {
    const locals = await localsOf(req, res);
    Object.assign(res.locals, locals);
    (req as AuthorCarrier)[kAuthor] = locals.me;
    // The same URL shows different HTML with and without a login.
    res.vary('Cookie');
    res.setHeader('Cache-Control', locals.me === undefined ? 'no-cache' : 'private, no-cache');
    next();
  };
  const form = [page, baton.urlencoded({ extended: false }), csrf.verify()];

  router.get('/', page, async (_req, res) => {
    const posts = await store.listPosts({ limit: LIST_MAX, offset: 0 });
    const authors = await store.getAuthorsByIds([...new Set(posts.map((p) => p.authorId))]);
    const authorNames = Object.fromEntries(authors.map((a) => [a.id, a.name]));
    res.render('index', { title: 'Posts', posts, authorNames });
  });

  router.get('/login', page, (req, res) => {
    res.render('login', { title: 'Log in', next: safeNext(req.query.next), name: '', error: '' });
  });

  router.post('/login', ...form, async (req, res) => {
    const body = req.body as Record<string, unknown>;
    const name = typeof body.name === 'string' ? body.name : '';
    const password = typeof body.password === 'string' ? body.password : '';
    const author = name === '' ? undefined : await store.verifyLogin(name, password);
    if (author === undefined) {
      res.status(401);
      const locals = { title: 'Log in', next: safeNext(body.next), name, error: 'Wrong name or password.' };
      res.render('login', locals);
      return;
    }
    startSession(req, res, author.id, options.sessionTtlSeconds);
    res.redirect(303, safeNext(body.next));
  });

  router.post('/logout', ...form, (req, res) => {
    endSession(req, res);
    res.redirect(303, '/');
  });

  router.get('/blogs/new', page, (req, res) => {
    if (me(req) === undefined) {
      res.redirect(303, `/login?next=${encodeURIComponent('/blogs/new')}`);
      return;
    }
    res.render('new-blog', { title: 'Write a post', values: { title: '', content: '' }, errors: [] });
  });

  router.post('/blogs', ...form, async (req, res) => {
    const author = me(req);
    if (author === undefined) throw blogError('NOT_LOGGED_IN', 'log in to write a post');
    const body = req.body as Record<string, unknown>;
    try {
      const post = await store.createPost(author.id, validatePost(body));
      res.redirect(303, `/blogs/${post.id}`);
    } catch (error) {
      if (!(error instanceof BlogError) || error.code !== 'VALIDATION_FAILED') throw error;
      const values = { title: String(body.title ?? ''), content: String(body.content ?? '') };
      const errors: readonly FieldError[] = error.errors ?? [];
      res.status(422);
      res.render('new-blog', { title: 'Write a post', values, errors });
    }
  });

  router.get('/blogs/:id', page, async (req, res) => {
    const post = await store.getPost(req.params.id);
    if (post === undefined) throw blogError('BLOG_NOT_FOUND', `There is no post ${req.params.id}.`);
    const author = await store.getAuthor(post.authorId);
    res.render('blog', { title: post.title, post, author });
  });

  router.get('/authors/:id', page, async (req, res) => {
    const author = await store.getAuthor(req.params.id);
    if (author === undefined) throw blogError('AUTHOR_NOT_FOUND', `There is no author ${req.params.id}.`);
    const posts = await store.listPostsByAuthor(author.id);
    res.render('author', { title: author.name, author, posts });
  });

  return router;
}
