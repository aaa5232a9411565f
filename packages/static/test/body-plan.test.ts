import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BodyPlan, MAX_RANGES, planBody } from '../src/body-plan.js';
import { StaticError } from '../src/index.js';
import { multipartRanges } from '../src/multipart-ranges.js';

const validators = { etag: 'W/"a-1"', lastModified: 'Tue, 02 Jan 2024 03:04:05 GMT' };
const plan = (range: string | undefined, size = 100, extra: Record<string, string> = {}, acceptRanges = true) =>
  planBody({ ...(range === undefined ? {} : { range }), ...extra }, size, 'text/plain', validators, acceptRanges);

describe('planBody', () => {
  it('sends the whole file without a usable Range', () => {
    for (const result of [plan(undefined), plan('bytes=x'), plan('lines=1-2'), plan('bytes=0-1', 100, {}, false)]) {
      expect(result).toEqual({
        status: undefined,
        segments: [{ start: 0, end: 99 }],
        length: 100,
        contentRange: undefined,
        contentType: 'text/plain',
      });
    }
    expect((plan(undefined, 0) as BodyPlan).segments).toEqual([]);
  });

  it('one range is a 206 with Content-Range', () => {
    expect(plan('bytes=10-19')).toMatchObject({ status: 206, length: 10, contentRange: 'bytes 10-19/100' });
  });

  it('unsatisfiable is a 416 error with the size', () => {
    const result = plan('bytes=200-');
    expect(result).toBeInstanceOf(StaticError);
    expect((result as StaticError).code).toBe('BATON_STATIC_RANGE_NOT_SATISFIABLE');
    expect((result as StaticError).headers).toEqual({ 'Content-Range': 'bytes */100' });
  });

  it('If-Range decides between the range and the whole file', () => {
    expect(plan('bytes=0-9', 100, { 'if-range': validators.etag })).toMatchObject({ status: 206 });
    expect(plan('bytes=0-9', 100, { 'if-range': '"other"' })).toMatchObject({ status: undefined, length: 100 });
    expect(plan('bytes=0-9', 100, { 'if-range': validators.lastModified })).toMatchObject({ status: 206 });
    expect(plan('bytes=0-9', 100, { 'if-range': 'not a date' })).toMatchObject({ status: undefined });
  });

  it(`multipart up to ${MAX_RANGES} ranges, the whole file beyond`, () => {
    const ranges = (n: number) => `bytes=${Array.from({ length: n }, (_, i) => `${i * 2}-${i * 2}`).join(',')}`;
    expect(plan(ranges(MAX_RANGES), 1000)).toMatchObject({ status: 206 });
    expect((plan(ranges(MAX_RANGES), 1000) as BodyPlan).contentType).toMatch(/^multipart\/byteranges; boundary=/);
    expect(plan(ranges(MAX_RANGES + 1), 1000)).toMatchObject({ status: undefined, length: 1000 });
  });
});

describe('multipartRanges', () => {
  it('announces exactly the length it lays out, with a fresh boundary each time', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(999), fc.nat(999)), { minLength: 2, maxLength: 10 }), (pairs) => {
        const ranges = pairs.map(([a, b]) => ({ start: Math.min(a, b), end: Math.max(a, b) }));
        const body = multipartRanges(ranges, 1000, 'text/plain; charset=utf-8');
        const laidOut = body.segments.reduce(
          (sum, segment) => sum + (Buffer.isBuffer(segment) ? segment.length : segment.end - segment.start + 1),
          0,
        );
        expect(laidOut).toBe(body.length);
        expect(body.segments.filter((segment) => !Buffer.isBuffer(segment))).toEqual(ranges);
      }),
    );
    const a = multipartRanges(
      [
        { start: 0, end: 0 },
        { start: 2, end: 2 },
      ],
      3,
      'x/y',
    );
    const b = multipartRanges(
      [
        { start: 0, end: 0 },
        { start: 2, end: 2 },
      ],
      3,
      'x/y',
    );
    expect(a.contentType).not.toBe(b.contentType);
  });
});
