export { DEFAULT_PACE, type ReadPace } from '@batonjs/http';
export type { BodyParserMiddleware, BodyRequest } from './create-parser.js';
export {
  BODY_ERRORS,
  BodyError,
  type BodyErrorCode,
  type BodyErrorDetails,
  type BodyErrorFields,
  type BodyParserError,
} from './errors.js';
export type { FormCharset } from './form-pairs.js';
export { type JsonOptions, json } from './json.js';
export type { TypeOption } from './media-type.js';
export type { FormValue } from './nested-form.js';
export type { BaseParserOptions, VerifyFunction } from './options.js';
export { type RawOptions, raw } from './raw.js';
export { type ReadBodyCallback, type ReadBodyOptions, readBody } from './read-body.js';
export { type TextOptions, text } from './text.js';
export { type UrlencodedOptions, urlencoded } from './urlencoded.js';
