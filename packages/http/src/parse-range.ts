/**
 * One byte range, both ends inclusive (`bytes=0-99` is `{ start: 0, end: 99 }`).
 *
 * @example
 * const first: ByteRange = { start: 0, end: 99 };
 */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The satisfiable ranges of a Range header, with its unit as `type` (range-parser's shape).
 *
 * @example
 * const ranges = parseRange(1000, 'bytes=0-9') as ByteRanges; // [{ start: 0, end: 9 }], ranges.type === 'bytes'
 */
export type ByteRanges = ByteRange[] & { type: string };

/**
 * Options of {@link parseRange}: `combine` merges overlapping and adjacent ranges.
 *
 * @example
 * parseRange(size, header, { combine: true } satisfies ParseRangeOptions);
 */
export interface ParseRangeOptions {
  readonly combine?: boolean | undefined;
}

/** `*DIGIT` with at least one digit, as a number; NaN otherwise. */
function position(text: string): number {
  if (text.length === 0) return Number.NaN;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x30 || code > 0x39) return Number.NaN;
  }
  return Number(text);
}

/**
 * Parses a Range header against a representation of `size` bytes (RFC 9110 §14.1.2), with
 * range-parser's contract: the satisfiable ranges (end clamped to the last byte), -1 when none is
 * satisfiable, -2 when the header is malformed. One difference, the one RFC 9110 asks for: a
 * suffix longer than the representation (`bytes=-999999999` on 200 KiB) selects all of it,
 * where range-parser 1.x calls it unsatisfiable. Linear in the header's length (sorting aside,
 * when combining).
 *
 * @example
 * parseRange(204800, 'bytes=-999999999'); // [{ start: 0, end: 204799 }], type 'bytes'
 */
export function parseRange(size: number, header: string, options?: ParseRangeOptions): ByteRanges | -1 | -2 {
  const equals = header.indexOf('=');
  if (equals === -1) return -2;
  const ranges = [] as unknown as ByteRanges;
  ranges.type = header.slice(0, equals);
  for (const spec of header.slice(equals + 1).split(',')) {
    const dash = spec.indexOf('-');
    if (dash === -1) return -2;
    const first = spec.slice(0, dash).trim();
    const last = spec.slice(dash + 1).trim();
    let start = position(first);
    let end = position(last);
    if (first.length === 0) {
      // suffix-range: the last `end` bytes, or all of them when there are fewer.
      start = Math.max(0, size - end);
      end = size - 1;
    } else if (last.length === 0) {
      end = size - 1;
    }
    if (end > size - 1) end = size - 1;
    if (Number.isNaN(start) || Number.isNaN(end)) return -2;
    if (start > end || start < 0) continue;
    ranges.push({ start, end });
  }
  if (ranges.length === 0) return -1;
  return options?.combine ? combine(ranges) : ranges;
}

/** Merges overlapping and adjacent ranges, keeping them in the order they were first asked for. */
function combine(ranges: ByteRanges): ByteRanges {
  const ordered = ranges.map((range, index) => ({ ...range, index })).sort((a, b) => a.start - b.start);
  let kept = 0;
  for (let i = 1; i < ordered.length; i++) {
    const range = ordered[i] as (typeof ordered)[number];
    const current = ordered[kept] as (typeof ordered)[number];
    if (range.start > current.end + 1) {
      ordered[++kept] = range;
    } else if (range.end > current.end) {
      current.end = range.end;
      current.index = Math.min(current.index, range.index);
    }
  }
  ordered.length = kept + 1;
  const combined = ordered
    .sort((a, b) => a.index - b.index)
    .map(({ start, end }) => ({ start, end })) as unknown as ByteRanges;
  combined.type = ranges.type;
  return combined;
}
