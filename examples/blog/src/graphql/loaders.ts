import type { Author, BlogStore, Post } from '../store/blog-store.js';
import { type BatchLoader, createBatchLoader } from './batch-loader.js';

/** The per-request loaders the resolvers read related rows through. */
export interface BlogLoaders {
  readonly author: BatchLoader<string, Author>;
  /** An author's posts, newest first. */
  readonly postsByAuthor: BatchLoader<string, readonly Post[]>;
}

/**
 * Made once per GraphQL request: however many posts ask for their author, or authors for their
 * posts, each level of the query costs one store call.
 *
 * @example
 * const loaders = createLoaders(store);
 * await loaders.author.load(post.authorId);
 */
export function createLoaders(store: BlogStore): BlogLoaders {
  return {
    author: createBatchLoader(async (ids) => new Map((await store.getAuthorsByIds(ids)).map((a) => [a.id, a]))),
    postsByAuthor: createBatchLoader(async (ids) => {
      const byAuthor = new Map<string, Post[]>(ids.map((id) => [id, []]));
      // The store's order (newest first) survives the grouping.
      for (const post of await store.listPostsByAuthorIds(ids)) byAuthor.get(post.authorId)?.push(post);
      return byAuthor;
    }),
  };
}
