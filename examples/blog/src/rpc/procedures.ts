import type { Request } from 'batonjs';
import { procedure, query, RpcError } from 'batonjs/rpc';
import { LIST_MAX } from '../domain/limits.js';
import { validatePost } from '../domain/post-input.js';
import { authorJson, blogJson } from '../domain/representations.js';
import { blogError } from '../errors.js';
import { sessionOf } from '../middleware/session.js';
import type { BlogStore } from '../store/blog-store.js';
import { inputSchema } from './input-schema.js';

/** An `{id}` parameter: a string, as ids are everywhere in the service. */
const byId = inputSchema((value) => {
  const id = (value as { id?: unknown } | null)?.id;
  if (typeof id !== 'string' || id === '') {
    throw blogError('VALIDATION_FAILED', 'id is required', { errors: [{ field: 'id', message: 'must be a string' }] });
  }
  return { id };
});

/** Application errors carry their HTTP status in `data`, so a GET of a query answers with it. */
function notFound(what: string, id: string): RpcError<{ status: number; code: string }> {
  return new RpcError(404, `no ${what} with id ${id}`, { status: 404, code: `${what.toUpperCase()}_NOT_FOUND` });
}

/**
 * The `/rpc` procedures. Their results are the REST API's JSON shapes (`blogJson`,
 * `authorJson`), so a client sees one blog the same way through either. The front-end and
 * `npm run rpc-demo` type their clients from this through `import type`.
 *
 * @example
 * app.use('/rpc', rpc(createProcedures(store)));
 */
export function createProcedures(store: BlogStore) {
  return {
    /** The newest posts, at most as many as GraphQL's `blogs`. */
    listBlogs: query(async () => (await store.listPosts({ limit: LIST_MAX, offset: 0 })).map(blogJson)),
    getBlog: query(byId, async ({ id }) => {
      const post = await store.getPost(id);
      if (post === undefined) throw notFound('blog', id);
      return blogJson(post);
    }),
    getAuthor: query(byId, async ({ id }) => {
      const author = await store.getAuthor(id);
      if (author === undefined) throw notFound('author', id);
      return authorJson(author, await store.listPostsByAuthor(id));
    }),
    /** Needs the session cookie, as `POST /api/blogs` does. */
    createBlog: procedure(inputSchema(validatePost), async (input, { req }) => {
      // rpc() hands the procedure the app's request, with the session middleware's result on it.
      const authorId = sessionOf(req as Request)?.authorId;
      const author = authorId === undefined ? undefined : await store.getAuthor(authorId);
      if (author === undefined) {
        throw new RpcError(401, 'not logged in', { status: 401, code: 'NOT_LOGGED_IN' });
      }
      return blogJson(await store.createPost(author.id, input));
    }),
  };
}

/** The procedure record's type, for `createClient<BlogProcedures>()`. */
export type BlogProcedures = ReturnType<typeof createProcedures>;
