import type { ParsedQs } from '../request.js';

/** Parses a raw query string (without '?') into `req.query`. */
export type QueryParserFn = (query: string) => ParsedQs;

/**
 * Turns the `query parser` setting into a function: `'simple'` (the default) flat pairs,
 * `false` none, or the user's own function.
 */
export function compileQueryParser(value: unknown): QueryParserFn | undefined {
  if (typeof value === 'function') return value as QueryParserFn;
  if (value === false) return undefined;
  return (query) => {
    const out: ParsedQs = Object.create(null);
    for (const [k, v] of new URLSearchParams(query)) {
      const prev = out[k];
      out[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
    }
    return out;
  };
}
