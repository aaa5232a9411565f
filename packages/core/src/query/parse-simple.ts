import { parse } from 'node:querystring';
import type { ParsedQs } from '../types/request.js';

/** How many `key=value` pairs the simple parser reads, as node:querystring's default. */
const MAX_KEYS = 1000;

/**
 * Express 5's default `query parser: 'simple'`: node:querystring, so keys stay flat (`a[b]=1` is
 * the key `'a[b]'`), a repeated key gives an array, `+` is a space, and only the first 1000 pairs
 * are read. The result has a null prototype.
 *
 * @example
 * parseSimpleQuery('tag=a&tag=b&q=x+y'); // { tag: ['a', 'b'], q: 'x y' }
 */
export function parseSimpleQuery(query: string): ParsedQs {
  return parse(query, '&', '=', { maxKeys: MAX_KEYS });
}
