import { textEntityTag } from '@batonjs/http';
import etag from 'etag';

/**
 * Options for {@link etagFor}.
 *
 * @example
 * etagFor(html, { weak: true });
 */
export interface EtagForOptions {
  /** Generate a weak validator (`W/"..."`): semantically equivalent, not byte-identical (RFC 9110 §8.8.1). */
  weak?: boolean | undefined;
}

/**
 * An entity-tag computed from the representation's bytes (the `etag` package: length and SHA-1),
 * the same tag `res.send` in core generates, so a handler that hashes its own body agrees with it.
 * Strong by default: equal tags mean byte-identical bodies (RFC 9110 §8.8.3).
 *
 * @example
 * etagFor(JSON.stringify(author)); // '"2c-kGVXIM6LcIiQHHx5sNQrHxjPL5k"'
 */
export function etagFor(body: string | Buffer, options: EtagForOptions = {}): string {
  const weak = options.weak === true;
  if (typeof body !== 'string') return etag(body, { weak });
  return textEntityTag(body, weak);
}
