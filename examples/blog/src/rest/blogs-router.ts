import baton, { type Request, type Router } from 'batonjs';
import { versionETag } from 'batonjs/cache';
import { blogJson } from '../domain/representations.js';
import { blogError } from '../errors.js';
import { requireBodyType } from '../middleware/require-body-type.js';
import { currentAuthor, requireLogin } from '../middleware/require-login.js';
import type { Author, BlogStore, Post, PostInput } from '../store/blog-store.js';
import type { CachePolicy } from './cache-policy.js';
import { type Page, pageLinks } from './pagination.js';
import { routes } from './routes.js';
import { validateRoute } from './validate-route.js';
import { answeredFromCache, checkWritePreconditions } from './validators.js';
import { collectionState, postState } from './versions.js';

/**
 * A post by id, or a 404 problem (also for an id that cannot be one, such as `abc`).
 *
 * @example
 * const post = await findPost(store, req.params.id);
 */
export async function findPost(store: BlogStore, id: string): Promise<Post> {
  const post = await store.getPost(id);
  if (post === undefined) throw blogError('BLOG_NOT_FOUND', `no blog with id ${id}`);
  return post;
}

function ensureMayChange(author: Author, post: Post): void {
  if (author.role !== 'admin' && author.id !== post.authorId) {
    throw blogError('FORBIDDEN', `blog ${post.id} belongs to another author`);
  }
}

/** If-Match was checked against `post`; the store repeats that check in the write itself. */
function expectedVersion(req: Request, post: Post): number | undefined {
  return checkWritePreconditions(req, postState(post)) ? post.version : undefined;
}

/**
 * `/api/blogs`: the list (paged, newest first), one blog, and the writes (login required; only
 * the author or an admin may change or delete a blog). Other methods get 405 with `Allow`.
 *
 * @example
 * api.use('/blogs', blogsRouter(store, policy));
 */
export function blogsRouter(store: BlogStore, policy: CachePolicy): Router {
  const router = baton.Router({ methodNotAllowed: true });
  const login = requireLogin(store);
  const jsonBody = [requireBodyType('application/json'), baton.json()];

  router.get('/', validateRoute(routes.listBlogs), policy.list, async (req, res) => {
    const page = req.query as unknown as Page;
    const state = await store.collectionState();
    const links = pageLinks(req.baseUrl, page, state.count);
    if (Object.keys(links).length > 0) res.links(links);
    if (answeredFromCache(req, res, collectionState(state, page))) return;
    const posts = await store.listPosts(page);
    res.json(posts.map(blogJson));
  });

  router.post('/', login, ...jsonBody, validateRoute(routes.createBlog), async (req, res) => {
    const input = req.body as PostInput;
    const post = await store.createPost(currentAuthor(req).id, input);
    res.status(201).location(`${req.baseUrl}/${post.id}`).json(blogJson(post));
  });

  router.get('/:id', validateRoute(routes.getBlog), policy.item, async (req, res) => {
    const post = await findPost(store, req.params.id);
    if (answeredFromCache(req, res, postState(post))) return;
    res.json(blogJson(post));
  });

  router.put('/:id', login, ...jsonBody, validateRoute(routes.updateBlog), async (req, res) => {
    const post = await findPost(store, req.params.id);
    ensureMayChange(currentAuthor(req), post);
    const expected = expectedVersion(req, post);
    const input = req.body as PostInput;
    const updated = await store.updatePost(post.id, input, expected);
    if (updated === undefined) {
      // Deleted, or changed by someone else, between the read and the write.
      if (expected !== undefined)
        throw blogError('PRECONDITION_FAILED', 'the blog has changed since the ETag in If-Match');
      throw blogError('BLOG_NOT_FOUND', `no blog with id ${post.id}`);
    }
    res.setHeader('ETag', versionETag(postState(updated).version));
    res.json(blogJson(updated));
  });

  router.delete('/:id', login, validateRoute(routes.deleteBlog), async (req, res) => {
    const post = await findPost(store, req.params.id);
    ensureMayChange(currentAuthor(req), post);
    const expected = expectedVersion(req, post);
    if (!(await store.deletePost(post.id, expected))) {
      if (expected !== undefined)
        throw blogError('PRECONDITION_FAILED', 'the blog has changed since the ETag in If-Match');
      throw blogError('BLOG_NOT_FOUND', `no blog with id ${post.id}`);
    }
    res.status(204).end();
  });

  return router;
}
