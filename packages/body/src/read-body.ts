import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  type BodyReadFailure,
  type BodyReadReason,
  type ReadBodyOptions,
  readBody as readRequestBody,
} from '@batonjs/http';

export type { ReadBodyOptions } from '@batonjs/http';

import { BodyError, type BodyErrorCode } from './errors.js';

/** The code of each condition the shared reader reports. */
const CODES: Readonly<Record<BodyReadReason, BodyErrorCode>> = {
  'stream-encoding-set': 'BATON_BODY_STREAM_ENCODING_SET',
  'stream-not-readable': 'BATON_BODY_STREAM_NOT_READABLE',
  'too-large': 'BATON_BODY_TOO_LARGE',
  'encoding-unsupported': 'BATON_BODY_ENCODING_UNSUPPORTED',
  'size-invalid': 'BATON_BODY_SIZE_INVALID',
  aborted: 'BATON_BODY_ABORTED',
  'inflate-failed': 'BATON_BODY_INFLATE_FAILED',
  timeout: 'BATON_BODY_TIMEOUT',
  'too-slow': 'BATON_BODY_TOO_SLOW',
};

/** The reader's failure as body-parser's error: raw-body's message and figures, our code. */
function toBodyError(failure: BodyReadFailure): BodyError {
  return new BodyError(CODES[failure.reason], failure.message, failure.details);
}

/** Receives the whole body, or the error that stopped reading it. */
export type ReadBodyCallback = (err: BodyError | undefined, body: Buffer | undefined) => void;

/**
 * Reads a request body into one Buffer with `@batonjs/http`'s reader (limit, inflation, pace,
 * draining after an error), reporting what stopped it as a {@link BodyError}.
 *
 * @example
 * readBody(req, res, { limit: 102400, inflate: true }, (err, body) => (err ? next(err) : use(body)));
 */
export function readBody(
  req: IncomingMessage,
  res: ServerResponse,
  options: ReadBodyOptions,
  callback: ReadBodyCallback,
): void {
  readRequestBody(req, res, options, toBodyError, callback);
}
