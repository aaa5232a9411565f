import { textEntityTag } from '@batonjs/http';
import etag from 'etag';

/** Computes the ETag for a response body, or undefined for none. */
export type ETagFn = (body: string | Buffer, encoding?: BufferEncoding) => string | undefined;

function generator(weak: boolean): ETagFn {
  return (body, encoding) => {
    // Text goes to the shared formula with node's one-shot hash; other encodings and Buffers to `etag`.
    if (typeof body === 'string' && (encoding === undefined || encoding === 'utf8')) return textEntityTag(body, weak);
    return etag(typeof body === 'string' ? Buffer.from(body, encoding) : body, { weak });
  };
}

// Built once: every app with the default setting shares the same two functions.
const weakETag = generator(true);
const strongETag = generator(false);

/**
 * Turns the `etag` setting into the `etag fn` setting: `true`/`'weak'` (the default, also for
 * `undefined`) weak tags, `'strong'` strong tags, `false` none, or the user's own function. Any
 * other value is a TypeError at `app.set()` time, as in Express, rather than a surprise later.
 *
 * @example
 * app.set('etag', 'strong'); // the app stores compileETag('strong') as 'etag fn'
 */
export function compileETag(value: unknown): ETagFn | undefined {
  if (typeof value === 'function') return value as ETagFn;
  switch (value) {
    case undefined:
    case true:
    case 'weak':
      return weakETag;
    case 'strong':
      return strongETag;
    case false:
      return undefined;
    default:
      throw new TypeError(`unknown value for etag function: ${String(value)}`);
  }
}
