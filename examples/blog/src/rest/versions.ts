import type { Author, CollectionState, Post } from '../store/blog-store.js';
import type { RepresentationState } from './validators.js';

/**
 * The validators of each representation, from columns read before the body is built. Each tag
 * names what it covers, so no two representations share one by accident.
 *
 * @example
 * postState(post); // { version: 'p1-v3', lastModified: post.updatedAt }
 */
export function postState(post: Post): RepresentationState {
  return { version: `p${post.id}-v${post.version}`, lastModified: post.updatedAt };
}

/**
 * `/api/v1/authors/<id>`: the author's version already moves with every change to their posts.
 *
 * @example
 * authorState(author); // { version: 'a1-v4', lastModified: author.updatedAt }
 */
export function authorState(author: Author): RepresentationState {
  return { version: `a${author.id}-v${author.version}`, lastModified: author.updatedAt };
}

/**
 * `/api/v1/blog/<id>`: the post and the author shown inline with it; the newer time of the two.
 *
 * @example
 * postWithAuthorState(post, author).version; // 'p5-v2-a1-v3'
 */
export function postWithAuthorState(post: Post, author: Author): RepresentationState {
  const newest = new Date(Math.max(post.updatedAt.getTime(), author.updatedAt.getTime()));
  return { version: `p${post.id}-v${post.version}-a${author.id}-v${author.version}`, lastModified: newest };
}

/**
 * A page of `/api/blogs`: any insert, delete or edit in the collection changes the tag.
 *
 * @example
 * collectionState(await store.collectionState(), { limit: 20, offset: 0 }).version; // 'l4-4-4-20-0'
 */
export function collectionState(state: CollectionState, page: { limit: number; offset: number }): RepresentationState {
  return {
    version: `l${state.count}-${state.maxId}-${state.versionSum}-${page.limit}-${page.offset}`,
    lastModified: state.lastModified,
  };
}
