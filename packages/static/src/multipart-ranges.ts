import { randomBytes } from 'node:crypto';
import type { Segment } from './file-segment-stream.js';

/** A byte range of the file, both ends inclusive. */
export interface ByteRange {
  readonly start: number;
  readonly end: number;
}

/** A `multipart/byteranges` body as segments to stream, with its exact length. */
export interface MultipartBody {
  readonly contentType: string;
  readonly segments: Segment[];
  readonly length: number;
}

/**
 * Lays out a `multipart/byteranges` body (RFC 9110 §14.6): each part names the file's type and
 * its `Content-Range`, parts are separated by a random boundary that cannot be guessed from the
 * file, and the total length is computed up front so the response keeps a Content-Length.
 *
 * @example
 * multipartRanges([{ start: 0, end: 9 }, { start: 20, end: 29 }], 100, 'text/plain; charset=utf-8');
 */
export function multipartRanges(ranges: readonly ByteRange[], size: number, type: string): MultipartBody {
  const boundary = randomBytes(12).toString('hex');
  const segments: Segment[] = [];
  let length = 0;
  const literal = (text: string) => {
    const bytes = Buffer.from(text, 'latin1');
    segments.push(bytes);
    length += bytes.length;
  };
  ranges.forEach((range, i) => {
    literal(
      `${i === 0 ? '' : '\r\n'}--${boundary}\r\nContent-Type: ${type}\r\nContent-Range: bytes ${range.start}-${range.end}/${size}\r\n\r\n`,
    );
    segments.push(range);
    length += range.end - range.start + 1;
  });
  literal(`\r\n--${boundary}--\r\n`);
  return { contentType: `multipart/byteranges; boundary=${boundary}`, segments, length };
}
