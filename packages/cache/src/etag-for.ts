import { hash } from 'node:crypto';
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
  // The etag package's formula (length in hex, SHA-1 in base64 cut to 27 characters) with node's
  // one-shot crypto.hash: etag builds a Hash object per call, a cost core's res.send measured and
  // avoids the same way. A test checks the tags agree.
  const tag = `"${Buffer.byteLength(body, 'utf8').toString(16)}-${hash('sha1', body, 'base64').slice(0, 27)}"`;
  return weak ? `W/${tag}` : tag;
}
