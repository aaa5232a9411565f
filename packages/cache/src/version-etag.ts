import { isEtagChar } from './entity-tag.js';
import { CacheError } from './errors.js';

/**
 * Something that identifies a version of a resource: a revision number, a hash, an `updated_at`.
 *
 * @example
 * const versions: Version[] = ['r17', 17, 17n, new Date()];
 */
export type Version = string | number | bigint | Date;

/**
 * Options for {@link versionETag}.
 *
 * @example
 * versionETag(row.revision, { weak: true });
 */
export interface VersionETagOptions {
  /** Generate a weak validator (`W/"..."`), e.g. when several byte encodings share one version. */
  weak?: boolean | undefined;
}

/**
 * An entity-tag from a version the application already has, without hashing the body: so a handler
 * can answer 304 from a database `updated_at` or revision column before it renders anything.
 * Dates become their millisecond timestamp. The result is quoted and checked against RFC 9110 §8.8.3
 * (`etagc`: visible ASCII except `"`, or obs-text); an empty or invalid version throws.
 *
 * @example
 * versionETag(row.updatedAt); // '"1732262400000"'
 * versionETag(`${row.id}-${row.revision}`, { weak: true }); // 'W/"42-7"'
 */
export function versionETag(version: Version, options: VersionETagOptions = {}): string {
  const text = versionText(version);
  if (text === undefined || text.length === 0) {
    throw new CacheError('BATON_CACHE_INVALID_ETAG', `version ${String(version)} cannot identify a representation`);
  }
  for (let i = 0; i < text.length; i++) {
    if (!isEtagChar(text.charCodeAt(i))) {
      throw new CacheError(
        'BATON_CACHE_INVALID_ETAG',
        `version contains a character an entity-tag cannot hold (${JSON.stringify(text[i])} at ${i})`,
      );
    }
  }
  return options.weak === true ? `W/"${text}"` : `"${text}"`;
}

function versionText(version: unknown): string | undefined {
  if (typeof version === 'string') return version;
  if (typeof version === 'bigint') return version.toString();
  if (typeof version === 'number') return Number.isFinite(version) ? String(version) : undefined;
  if (version instanceof Date) {
    const time = version.getTime();
    return Number.isNaN(time) ? undefined : String(time);
  }
  return undefined;
}
