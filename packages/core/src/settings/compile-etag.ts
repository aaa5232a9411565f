import etag from 'etag';

/** Computes the ETag for a response body, or undefined for none. */
export type ETagFn = (body: string | Buffer, encoding?: BufferEncoding) => string | undefined;

/**
 * Turns the `etag` setting into a function: `true`/`'weak'` (the default) weak tags, `'strong'`
 * strong tags, `false` none, or the user's own function.
 */
export function compileETag(value: unknown): ETagFn | undefined {
  if (typeof value === 'function') return value as ETagFn;
  if (value === false) return undefined;
  const weak = value !== 'strong';
  return (body, encoding) => etag(typeof body === 'string' ? Buffer.from(body, encoding) : body, { weak });
}
