import { z } from 'zod';
import { LIST_MAX, PAGE_SIZE_DEFAULT } from '../domain/limits.js';

export interface Page {
  readonly limit: number;
  readonly offset: number;
}

const DIGITS = /^[0-9]{1,9}$/;

/** An integer query parameter from `min` to `max`, sent as digits; one value, not a repeated key. */
function integerParam(min: number, max: number, fallback: number, description: string) {
  const message = `must be an integer from ${min} to ${max}`;
  return z
    .string({ error: message })
    .regex(DIGITS, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message))
    .optional()
    .transform((value) => value ?? fallback)
    .meta({
      description: `${description} (${min} to ${max}, default ${fallback})`,
      examples: [String(fallback || min)],
    });
}

/**
 * The `/api/blogs` query: `limit` (1–100, default 20) and `offset` (≥ 0, default 0).
 *
 * @example
 * PageQuery.parse({ limit: '5' }); // { limit: 5, offset: 0 }
 */
export const PageQuery = z.object({
  limit: integerParam(1, LIST_MAX, PAGE_SIZE_DEFAULT, 'Page size'),
  offset: integerParam(0, 999_999_999, 0, 'How many of the newest posts to skip'),
});

/**
 * The RFC 8288 links of a page: `next` while items remain, `prev` unless at the start.
 *
 * @example
 * pageLinks('/api/blogs', { limit: 2, offset: 2 }, 7); // { next: '/api/blogs?limit=2&offset=4', prev: ... }
 */
export function pageLinks(path: string, page: Page, total: number): Record<string, string> {
  const link = (offset: number) => `${path}?limit=${page.limit}&offset=${offset}`;
  const links: Record<string, string> = {};
  if (page.offset + page.limit < total) links.next = link(page.offset + page.limit);
  if (page.offset > 0) links.prev = link(Math.max(0, page.offset - page.limit));
  return links;
}
