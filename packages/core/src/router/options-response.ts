import { createError } from '../errors.js';

/** The `Allow` value for a set of methods: unique, sorted, comma-separated. */
export function allowHeader(methods: readonly string[]): string {
  return [...new Set(methods)].sort().join(', ');
}

/** Answers an OPTIONS request that no handler answered with the methods the path supports. */
export function sendOptionsResponse(
  res: { setHeader(name: string, value: string | number): unknown; end(body: string): unknown },
  methods: readonly string[],
): void {
  const allow = allowHeader(methods);
  res.setHeader('Allow', allow);
  res.setHeader('Content-Length', Buffer.byteLength(allow));
  res.setHeader('Content-Type', 'text/plain');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.end(allow);
}

/**
 * The error a router with `methodNotAllowed` passes on when the path matched routes but none for
 * this method: 405 with an `Allow` header, which the default error handler applies.
 */
export function methodNotAllowed(method: string | undefined, path: string, methods: readonly string[]): Error {
  const error = createError('BATON_METHOD_NOT_ALLOWED', `${method ?? ''} is not allowed for ${path}`);
  return Object.assign(error, { headers: { Allow: allowHeader(methods) } });
}
