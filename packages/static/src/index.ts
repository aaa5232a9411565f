// Generic helpers that moved to @batonjs/http; still exported here, where users of 0.1 found them.
export {
  type ByteRange,
  type ByteRanges,
  type ContentDispositionOptions,
  contentDisposition,
  type ParseRangeOptions,
  parseRange,
} from '@batonjs/http';
export { MAX_RANGES } from './body-plan.js';
export { createStaticError, StaticError, type StaticErrorCode, staticErrors } from './errors.js';
export type { DotfilesPolicy, PrecompressedEncoding, SendFileOptions, SetHeaders, SymlinkPolicy } from './options.js';
export { type SendFileCallback, sendFile } from './send-file.js';
export {
  type ServeStaticOptions,
  type StaticMiddleware,
  type StaticRequest,
  serveStatic,
  serveStatic as default,
} from './serve-static.js';
