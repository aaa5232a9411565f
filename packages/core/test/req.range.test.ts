import { request } from '@batonjs/test-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveReq } from './req.harness.js';

describe('req.range()', () => {
  let srv: Awaited<ReturnType<typeof serveReq>>;
  beforeAll(async () => {
    srv = await serveReq((req) => {
      const ranges = req.range(1000, { combine: req.query.combine !== undefined });
      return Array.isArray(ranges) ? { type: ranges.type, ranges: [...ranges] } : (ranges ?? null);
    });
  });
  afterAll(() => srv.close());

  const ask = async (range: string | undefined, query = '') => {
    const res = await request(`${srv.origin}/${query}`, { headers: range === undefined ? {} : { range } });
    expect(res.status).toBe(200);
    return res.json();
  };

  it('is undefined without a Range header', async () => {
    expect(await ask(undefined)).toBe(null);
  });

  it('parses byte ranges against the size', async () => {
    expect(await ask('bytes=0-99')).toEqual({ type: 'bytes', ranges: [{ start: 0, end: 99 }] });
    expect(await ask('bytes=-100')).toEqual({ type: 'bytes', ranges: [{ start: 900, end: 999 }] });
    expect(await ask('bytes=500-')).toEqual({ type: 'bytes', ranges: [{ start: 500, end: 999 }] });
    expect(await ask('bytes=900-5000')).toEqual({ type: 'bytes', ranges: [{ start: 900, end: 999 }] });
  });

  it('a suffix longer than the size selects everything (RFC 9110 §14.1.2), where range-parser says -1', async () => {
    expect(await ask('bytes=-999999999')).toEqual({ type: 'bytes', ranges: [{ start: 0, end: 999 }] });
    expect(await ask('bytes=-1000')).toEqual({ type: 'bytes', ranges: [{ start: 0, end: 999 }] });
    expect(await ask('bytes=-0')).toBe(-1);
  });

  it('keeps or combines overlapping ranges', async () => {
    expect(await ask('bytes=0-4,2-9,20-29')).toEqual({
      type: 'bytes',
      ranges: [
        { start: 0, end: 4 },
        { start: 2, end: 9 },
        { start: 20, end: 29 },
      ],
    });
    expect(await ask('bytes=0-4,2-9,20-29', '?combine=1')).toEqual({
      type: 'bytes',
      ranges: [
        { start: 0, end: 9 },
        { start: 20, end: 29 },
      ],
    });
  });

  it('is -1 when unsatisfiable and -2 when malformed', async () => {
    expect(await ask('bytes=2000-3000')).toBe(-1);
    expect(await ask('bytes=abc')).toBe(-2);
    expect(await ask('nonsense')).toBe(-2);
  });

  it('copes with thousands of ranges', async () => {
    const many = `bytes=${Array.from({ length: 5000 }, (_, i) => `${i % 1000}-${i % 1000}`).join(',')}`;
    const result = (await ask(many, '?combine=1')) as { ranges: unknown[] };
    expect(result.ranges).toEqual([{ start: 0, end: 999 }]);
  });
});
