export { type CacheControlOptions, cacheControl, setCacheControl } from './cache-control.js';
export { type CheckPreconditionsOptions, checkPreconditions } from './check-preconditions.js';
export { type ConditionalOptions, conditional } from './conditional.js';
export type { Duration } from './duration.js';
export {
  type EntityTag,
  type EntityTagList,
  parseEntityTag,
  parseEntityTagList,
  strongMatch,
  weakMatch,
} from './entity-tag.js';
export { CacheError, type CacheErrorCode, cacheErrors } from './errors.js';
export { type EtagForOptions, etagFor } from './etag-for.js';
export { formatHttpDate, parseHttpDate } from './http-date.js';
export { type CurrentRepresentation, evaluatePreconditions, type PreconditionOutcome } from './preconditions.js';
export { appendVary } from './vary.js';
export { type Version, type VersionETagOptions, versionETag } from './version-etag.js';
