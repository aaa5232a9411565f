import type { IncomingHttpHeaders } from 'node:http';
import { parseRange } from '@batonjs/http';
import { isRangeFresh, type Validators } from './conditional.js';
import { createStaticError, type StaticError } from './errors.js';
import type { Segment } from './file-segment-stream.js';
import { multipartRanges } from './multipart-ranges.js';

/**
 * Above this many ranges (after overlapping ones are merged) the whole file is sent instead. Each
 * part costs a header of ~100 bytes, so thousands of one-byte ranges turn a small request into a
 * large amount of work and output (the Apache "Range" DoS, CVE-2011-3192); RFC 9110 §14.2 lets a
 * server ignore a Range header it finds excessive.
 */
export const MAX_RANGES = 50;

const BYTES_UNIT = /^ *bytes=/;

/** What the body will be: which bytes, how long, and the headers that describe them. */
export interface BodyPlan {
  /** 206 for ranges, otherwise undefined (keep the response's status). */
  readonly status: 206 | undefined;
  readonly segments: Segment[];
  readonly length: number;
  readonly contentRange: string | undefined;
  /** The response Content-Type: the file's, or `multipart/byteranges; boundary=…`. */
  readonly contentType: string;
}

function headerString(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * Decides the body from the Range header (RFC 9110 §14): the whole file; one range as a 206 with
 * Content-Range; several as `multipart/byteranges`; an unsatisfiable set as a 416 error whose
 * Content-Range names only the size. Malformed or non-`bytes` ranges and a stale If-Range give the
 * whole file, as do more than {@link MAX_RANGES} ranges.
 *
 * @example
 * planBody({ range: 'bytes=0-99' }, 1000, 'text/plain', validators, true).contentRange; // 'bytes 0-99/1000'
 */
export function planBody(
  headers: IncomingHttpHeaders,
  size: number,
  type: string,
  validators: Validators,
  acceptRanges: boolean,
): BodyPlan | StaticError {
  const whole: BodyPlan = {
    status: undefined,
    segments: size > 0 ? [{ start: 0, end: size - 1 }] : [],
    length: size,
    contentRange: undefined,
    contentType: type,
  };
  const header = headers.range;
  if (!acceptRanges || header === undefined || !BYTES_UNIT.test(header)) return whole;
  const ranges = parseRange(size, header, { combine: true });
  if (ranges === -2 || !isRangeFresh(headerString(headers['if-range']), validators)) return whole;
  if (ranges === -1) {
    return createStaticError('BATON_STATIC_RANGE_NOT_SATISFIABLE', undefined, {
      headers: { 'Content-Range': `bytes */${size}` },
    });
  }
  const [range] = ranges;
  if (ranges.length === 1 && range !== undefined) {
    return {
      status: 206,
      segments: [range],
      length: range.end - range.start + 1,
      contentRange: `bytes ${range.start}-${range.end}/${size}`,
      contentType: type,
    };
  }
  if (ranges.length > MAX_RANGES) return whole;
  const body = multipartRanges(ranges, size, type);
  return {
    status: 206,
    segments: body.segments,
    length: body.length,
    contentRange: undefined,
    contentType: body.contentType,
  };
}
