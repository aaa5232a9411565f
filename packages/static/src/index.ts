export { MAX_RANGES } from './body-plan.js';
export { type ContentDispositionOptions, contentDisposition } from './content-disposition.js';
export { createStaticError, StaticError, type StaticErrorCode, staticErrors } from './errors.js';
export type { DotfilesPolicy, PrecompressedEncoding, SendFileOptions, SetHeaders, SymlinkPolicy } from './options.js';
export { type ByteRange, type ByteRanges, type ParseRangeOptions, parseRange } from './parse-range.js';
export { type SendFileCallback, sendFile } from './send-file.js';
export {
  type ServeStaticOptions,
  type StaticMiddleware,
  type StaticRequest,
  serveStatic,
  serveStatic as default,
} from './serve-static.js';
