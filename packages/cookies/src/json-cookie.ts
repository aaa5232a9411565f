const JSON_PREFIX = 'j:';

/**
 * Parses a JSON cookie: a string starting with `j:` (what Express's `res.cookie` writes for object
 * values). Anything else, and JSON that does not parse, gives `undefined`.
 *
 * @example
 * JSONCookie('j:{"cart":[1,2]}'); // { cart: [1, 2] }
 */
export function JSONCookie(str: unknown): unknown {
  if (typeof str !== 'string' || !str.startsWith(JSON_PREFIX)) return undefined;
  try {
    return JSON.parse(str.slice(JSON_PREFIX.length));
  } catch {
    return undefined;
  }
}

/**
 * Replaces, in place, every JSON cookie of `obj` by its parsed value and returns `obj`. As in
 * cookie-parser, a value that parses to something falsy (`j:0`, `j:null`, `j:false`, `j:""`) keeps
 * its raw string, so apps that rely on that keep working.
 *
 * @example
 * JSONCookies({ a: 'j:[1]', b: 'plain' }); // { a: [1], b: 'plain' }
 */
export function JSONCookies<T extends Record<string, unknown>>(obj: T): T {
  const target: Record<string, unknown> = obj;
  for (const key of Object.keys(target)) {
    const parsed = JSONCookie(target[key]);
    if (parsed) target[key] = parsed;
  }
  return obj;
}
