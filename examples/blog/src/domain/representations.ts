import { z } from 'zod';
import type { Author, Post } from '../store/blog-store.js';

const id = z.string().meta({ examples: ['1'] });
const time = z.iso.datetime().meta({ examples: ['2026-01-01T00:00:00.000Z'] });

/** A blog as the APIs send it: ids as strings, times as ISO 8601, `author` by id. */
export const BlogJsonSchema = z.object({
  id,
  title: z.string(),
  content: z.string(),
  author: id,
  createdAt: time,
  updatedAt: time,
});
export type BlogJson = z.infer<typeof BlogJsonSchema>;

/** An author's public fields (never the role's power or the hash). */
export const AuthorSummarySchema = z.object({ id, name: z.string(), age: z.number().int().nullable() });
export type AuthorSummaryJson = z.infer<typeof AuthorSummarySchema>;

/** `/api/v1/blog/<id>`: the blog with its author inline. */
export const BlogWithAuthorSchema = BlogJsonSchema.extend({ author: AuthorSummarySchema });

/** `/api/v1/authors/<id>`: the author and the ids and titles of their posts, newest first. */
export const AuthorJsonSchema = AuthorSummarySchema.extend({
  posts: z.array(z.object({ id, title: z.string() })),
});

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
export function blogWithAuthorJson(post: Post, author: Author): z.infer<typeof BlogWithAuthorSchema> {
  return { ...blogJson(post), author: authorSummaryJson(author) };
}

/**
 * `/api/v1/authors/<id>`: the author and the ids and titles of their posts, newest first.
 *
 * @example
 * authorJson(author, posts).posts[0]?.title;
 */
export function authorJson(author: Author, posts: readonly Post[]): z.infer<typeof AuthorJsonSchema> {
  return { ...authorSummaryJson(author), posts: posts.map((post) => ({ id: post.id, title: post.title })) };
}
