import baton, { type Router } from 'batonjs';
import { authorJson, blogJson, blogWithAuthorJson } from '../domain/representations.js';
import { blogError } from '../errors.js';
import type { Author, BlogStore } from '../store/blog-store.js';
import { findPost } from './blogs-router.js';
import type { CachePolicy } from './cache-policy.js';
import { routes } from './routes.js';
import { validateRoute } from './validate-route.js';
import { answeredFromCache } from './validators.js';
import { authorState, postState, postWithAuthorState } from './versions.js';

async function findAuthor(store: BlogStore, id: string): Promise<Author> {
  const author = await store.getAuthor(id);
  if (author === undefined) throw blogError('AUTHOR_NOT_FOUND', `no author with id ${id}`);
  return author;
}

/**
 * `/api/v1` reads in both designs: separate requests (`/blogs/<id>` names its author by id,
 * fetched with `/authors/<id>`) and a single request (`/blog/<id>` has the author inline).
 *
 * @example
 * api.use('/v1', v1Router(store, policy));
 */
export function v1Router(store: BlogStore, policy: CachePolicy): Router {
  const router = baton.Router({ methodNotAllowed: true });

  router.get('/blogs/:id', validateRoute(routes.getBlogV1), policy.item, async (req, res) => {
    const post = await findPost(store, req.params.id);
    if (answeredFromCache(req, res, postState(post))) return;
    res.json(blogJson(post));
  });

  router.get('/blog/:id', validateRoute(routes.getBlogWithAuthor), policy.item, async (req, res) => {
    const post = await findPost(store, req.params.id);
    const author = await findAuthor(store, post.authorId);
    if (answeredFromCache(req, res, postWithAuthorState(post, author))) return;
    res.json(blogWithAuthorJson(post, author));
  });

  router.get('/authors/:id', validateRoute(routes.getAuthor), policy.item, async (req, res) => {
    const author = await findAuthor(store, req.params.id);
    if (answeredFromCache(req, res, authorState(author))) return;
    res.json(authorJson(author, await store.listPostsByAuthor(author.id)));
  });

  return router;
}
