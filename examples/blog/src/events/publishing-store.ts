import { blogJson } from '../domain/representations.js';
import type { BlogStore } from '../store/blog-store.js';
import type { BlogEvents } from './blog-events.js';

/**
 * The one place writes become events: `store` with `createPost`, `updatePost` and `deletePost`
 * publishing `blog.created`, `blog.updated` and `blog.deleted` once they succeed, so REST, GraphQL,
 * RPC and the pages, which all write through the store, publish alike. A bus that fails is
 * reported to `onError`; the write itself has happened and still answers.
 *
 * @example
 * const store = publishingStore(await openSqliteStore({ file: 'blog.db' }), events);
 */
export function publishingStore(
  store: BlogStore,
  events: BlogEvents,
  onError: (error: unknown) => void = (error) => console.error('[blog] could not publish an event:', error),
): BlogStore {
  const publish = (event: Parameters<BlogEvents['publish']>[0]): Promise<void> => events.publish(event).catch(onError);
  return Object.assign(Object.create(store) as BlogStore, {
    async createPost(authorId: string, input: Parameters<BlogStore['createPost']>[1]) {
      const post = await store.createPost(authorId, input);
      await publish({ type: 'blog.created', blog: blogJson(post) });
      return post;
    },
    async updatePost(id: string, input: Parameters<BlogStore['updatePost']>[1], expectedVersion?: number) {
      const post = await store.updatePost(id, input, expectedVersion);
      if (post !== undefined) await publish({ type: 'blog.updated', blog: blogJson(post) });
      return post;
    },
    async deletePost(id: string, expectedVersion?: number) {
      // Read first, so the event can carry the post as it was.
      const before = await store.getPost(id);
      const deleted = await store.deletePost(id, expectedVersion);
      if (deleted && before !== undefined) await publish({ type: 'blog.deleted', blog: blogJson(before) });
      return deleted;
    },
  } satisfies Pick<BlogStore, 'createPost' | 'updatePost' | 'deletePost'>);
}
