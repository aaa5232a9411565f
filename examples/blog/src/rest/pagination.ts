import type { ParsedQs } from 'batonjs';
import { blogError } from '../errors.js';

export interface Page {
  readonly limit: number;
  readonly offset: number;
}

/** Page sizes of `/api/blogs`. */
export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;
const DIGITS = /^[0-9]{1,9}$/;

function integerParam(query: ParsedQs, name: string, fallback: number, min: number, max: number): number {
  const raw = query[name];
  if (raw === undefined) return fallback;
  const value = typeof raw === 'string' && DIGITS.test(raw) ? Number(raw) : Number.NaN;
  if (!(value >= min && value <= max)) {
    throw blogError('INVALID_QUERY', `${name} must be an integer from ${min} to ${max}; got ${JSON.stringify(raw)}`);
  }
  return value;
}

/**
 * `limit` (1–100, default 20) and `offset` (≥ 0, default 0) from the query; 400 otherwise.
 *
 * @example
 * pageOf({ limit: '5', offset: '10' }); // { limit: 5, offset: 10 }
 */
export function pageOf(query: ParsedQs): Page {
  return {
    limit: integerParam(query, 'limit', DEFAULT_LIMIT, 1, MAX_LIMIT),
    offset: integerParam(query, 'offset', 0, 0, 999_999_999),
  };
}

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
