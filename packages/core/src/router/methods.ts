import { METHODS } from 'node:http';

/**
 * The HTTP methods node knows, lower-cased: each becomes a routing method (`app.get`, `router.put`,
 * `route.patch`, ...). Taken from the running node so that methods it adds are routable too.
 */
export const methods: readonly string[] = METHODS.map((m) => m.toLowerCase());

const lowerCase: Record<string, string> = Object.create(null);
for (const m of METHODS) lowerCase[m] = m.toLowerCase();

/**
 * A request's method lower-cased as routes key their handlers: looked up for node's methods (every
 * request asks, and `toLowerCase` makes a new string each time), computed for anything else; `''`
 * when there is no method.
 *
 * @example
 * routeMethodOf('GET'); // 'get'
 */
export function routeMethodOf(method: string | undefined): string {
  // GET first: most requests, and one string compare where the table is a dictionary lookup.
  if (method === 'GET') return 'get';
  if (typeof method !== 'string') return '';
  return lowerCase[method] ?? method.toLowerCase();
}
