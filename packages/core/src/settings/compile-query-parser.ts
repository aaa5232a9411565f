import { parseExtendedQuery } from '../query/parse-extended.js';
import { parseSimpleQuery } from '../query/parse-simple.js';
import type { ParsedQs } from '../types/request.js';

/**
 * Parses a raw query string (without '?') into `req.query`. A function of the app's own is given
 * `null` for a URL without a query string, as Express gives it.
 */
export type QueryParserFn = (query: string) => ParsedQs;

/**
 * Turns the `query parser` setting into a function, as Express 5 does: `'simple'` or `true` (the
 * default) flat pairs with node:querystring, `'extended'` nested objects and arrays with a depth
 * limit of 5 and a limit of 1000 pairs, `false` no parsing (`req.query` is then `{}`), or the
 * user's own function. Any other value throws a TypeError when the setting is made.
 *
 * @example
 * compileQueryParser('extended')!('a[b]=1'); // { a: { b: '1' } }
 */
export function compileQueryParser(value: unknown): QueryParserFn | undefined {
  if (typeof value === 'function') return value as QueryParserFn;
  switch (value) {
    case true:
    case 'simple':
      return parseSimpleQuery;
    case 'extended':
      return parseExtendedQuery;
    case false:
      return undefined;
    default:
      throw new TypeError(`unknown value for query parser function: ${String(value)}`);
  }
}
