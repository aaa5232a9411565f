export type { BodyReadDetails, BodyReadFailure, BodyReadReason } from './body-read-failure.js';
export {
  type CodedError,
  type CodedErrorClass,
  type CodedErrorOptions,
  defineErrors,
  type ErrorCatalogue,
  type ErrorDefinition,
} from './coded-error.js';
export { type ContentDispositionOptions, contentDisposition } from './content-disposition.js';
export { abandonRequest, discardRequest } from './discard-request.js';
export { escapeHtml } from './escape-html.js';
export { isValidHeader, type SafeHeaderValue, setHeaderSafely, warnDroppedHeader } from './header-safety.js';
export { htmlPage } from './html-page.js';
export { httpErrorName } from './http-error-name.js';
export { isThenable } from './is-thenable.js';
export { mimeContentType, mimeLookup } from './mime-types.js';
export { preferredCharsets } from './negotiation/charsets.js';
export { preferredEncodings } from './negotiation/encodings.js';
export { preferredLanguages } from './negotiation/languages.js';
export { mediaTypeQuality, preferredMediaTypes } from './negotiation/media-types.js';
export { type AcceptEntry, parseAccept, parseQuality } from './negotiation/parse-accept.js';
export { type ContentType, parseContentType } from './negotiation/parse-content-type.js';
export {
  acceptedEntries,
  bestMatch,
  rankOffers,
  type Specificity,
  sameToken,
  type Weighted,
} from './negotiation/rank-offers.js';
export { type ByteRange, type ByteRanges, type ParseRangeOptions, parseRange } from './parse-range.js';
export { type ReadBodyCallback, type ReadBodyOptions, readBody } from './read-body.js';
export { DEFAULT_PACE, type ReadPace } from './read-pace.js';
export type {
  InferInput,
  InferOutput,
  StandardFailure,
  StandardIssue,
  StandardJsonSchemaConverter,
  StandardJsonSchemaOptions,
  StandardPathSegment,
  StandardResult,
  StandardSchemaProps,
  StandardSchemaV1,
  StandardSuccess,
  StandardTypes,
} from './standard-schema.js';
export { textEntityTag } from './text-entity-tag.js';
export { pathnameOf, pathStart, protohostOf, urlParts } from './url-parts.js';
export { appendVary, isToken, mergeVary, splitList, type VaryTarget } from './vary.js';
export { wellFormed } from './well-formed.js';
