import { blogError, type FieldError } from '../errors.js';
import type { PostInput } from '../store/blog-store.js';

/** Limits in characters (code points, so an emoji counts once), e.g. `validatePost` against `TITLE_MAX`. */
export const TITLE_MAX = 200;
export const CONTENT_MAX = 100_000;

function checkText(body: Record<string, unknown>, field: string, max: number, errors: FieldError[]): string {
  const value = body[field];
  if (typeof value !== 'string') {
    errors.push({ field, message: value === undefined ? 'is required' : 'must be a string' });
    return '';
  }
  const length = [...value].length;
  if (length < 1 || length > max) errors.push({ field, message: `must be 1 to ${max} characters (is ${length})` });
  return value;
}

/**
 * The `{title, content}` of a request body, or a 422 listing every invalid field. A body that is
 * not a JSON object (an array, a string, null) has neither field.
 *
 * @example
 * const input = validatePost(req.body); // throws BlogError VALIDATION_FAILED
 */
export function validatePost(body: unknown): PostInput {
  const fields =
    typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const errors: FieldError[] = [];
  const title = checkText(fields, 'title', TITLE_MAX, errors);
  const content = checkText(fields, 'content', CONTENT_MAX, errors);
  if (errors.length > 0) {
    throw blogError('VALIDATION_FAILED', `the blog has ${errors.length} invalid field(s)`, { errors });
  }
  return { title, content };
}
