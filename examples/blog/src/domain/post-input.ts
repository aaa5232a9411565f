import { z } from 'zod';
import { blogError, type FieldError } from '../errors.js';
import type { PostInput } from '../store/blog-store.js';
import { CONTENT_MAX, TITLE_MAX } from './limits.js';

/** Counted in code points, as JSON Schema's maxLength is, so that an emoji counts once. */
function text(max: number, example: string) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a string') })
    .refine(
      (value) => {
        const length = [...value].length;
        return length >= 1 && length <= max;
      },
      { error: (issue) => `must be 1 to ${max} characters (is ${[...String(issue.input)].length})` },
    )
    .meta({ minLength: 1, maxLength: max, examples: [example] });
}

/**
 * The `{title, content}` of a post as every way in writes one (REST, GraphQL, RPC, the form).
 *
 * @example
 * PostInputSchema.parse({ title: 'Hello', content: 'World' });
 */
export const PostInputSchema = z.object(
  { title: text(TITLE_MAX, 'Hello, Baton'), content: text(CONTENT_MAX, 'A first post.') },
  { error: 'must be a JSON object' },
);

/**
 * Issues (from zod or from `validate()`'s problem) as the service's field list: the path joined
 * with dots names the field.
 *
 * @example
 * fieldErrors([{ path: ['title'], message: 'is required' }]); // [{ field: 'title', message: 'is required' }]
 */
export function fieldErrors(
  issues: ReadonlyArray<{ readonly path: ReadonlyArray<PropertyKey>; readonly message: string }>,
): FieldError[] {
  return issues.map((issue) => ({ field: issue.path.map(String).join('.'), message: issue.message }));
}

/**
 * The `{title, content}` of a body that is not checked by `validate()` (GraphQL arguments, the
 * form), or a 422 BlogError listing every invalid field.
 *
 * @example
 * const input = validatePost(args); // throws BlogError VALIDATION_FAILED
 */
export function validatePost(body: unknown): PostInput {
  const result = PostInputSchema.safeParse(body);
  if (result.success) return result.data;
  const errors = fieldErrors(result.error.issues);
  throw blogError('VALIDATION_FAILED', `the blog has ${errors.length} invalid field(s)`, { errors });
}
