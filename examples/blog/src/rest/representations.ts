import type { Author, Post } from '../store/blog-store.js';

/** A blog as the REST API sends it: ids as strings, times as ISO 8601, `author` by id. */
export interface BlogJson {
  readonly id: string;
  readonly title: string;
  readonly content: string;
  readonly author: string;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** An author's public fields (never the role's power or the hash). */
export interface AuthorSummaryJson {
  readonly id: string;
  readonly name: string;
  readonly age: number | null;
}

/**
 * @example
 * res.json(blogJson(post)); // {"id":"1","title":"…","content":"…","author":"2",...}
 */
export function blogJson(post: Post): BlogJson {
  return {
    id: post.id,
    title: post.title,
    content: post.content,
    author: post.authorId,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
  };
}

/**
 * @example
 * authorSummaryJson(author); // {"id":"2","name":"Ada","age":36}
 */
export function authorSummaryJson(author: Author): AuthorSummaryJson {
  return { id: author.id, name: author.name, age: author.age };
}

/**
 * The single-request design of `/api/v1/blog/<id>`: the blog with its author inline.
 *
 * @example
 * blogWithAuthorJson(post, author).author.name;
 */
export function blogWithAuthorJson(
  post: Post,
  author: Author,
): Omit<BlogJson, 'author'> & { author: AuthorSummaryJson } {
  return { ...blogJson(post), author: authorSummaryJson(author) };
}

/**
 * `/api/v1/authors/<id>`: the author and the ids and titles of their posts, newest first.
 *
 * @example
 * authorJson(author, posts).posts[0]?.title;
 */
export function authorJson(author: Author, posts: readonly Post[]) {
  return { ...authorSummaryJson(author), posts: posts.map((post) => ({ id: post.id, title: post.title })) };
}
