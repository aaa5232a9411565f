import type { PathArg } from '../types/path.js';

/**
 * A path as the tracing messages give it: a string as written, a RegExp or an array as
 * `String(path)`. A `use` path other than `/` loses its trailing slash, as `req.baseUrl` does, so
 * that mount paths join without doubled slashes.
 *
 * @example
 * pathTemplate('/api/', false); // '/api'
 */
export function pathTemplate(path: PathArg, end: boolean): string {
  if (typeof path !== 'string') return String(path);
  return !end && path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}
