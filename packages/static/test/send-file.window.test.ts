// send's start/end options: only that window of the file is sent; ranges, multipart parts and
// 416s are relative to it, validators still describe the whole file, and bad offsets are refused
// when the options are compiled.
import { request, serve, type TestServer } from '@batonjs/test-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SendFileOptions } from '../src/index.js';
import { compileSendOptions } from '../src/options.js';
import { BIG_SIZE, bigSlice, createFixtures, type Fixtures, withSendFile } from './fixtures.js';

let fx: Fixtures;
const open: TestServer[] = [];
beforeAll(() => {
  fx = createFixtures();
});
afterAll(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
  fx.cleanup();
});

async function get(options: SendFileOptions, path: string, headers: Record<string, string> = {}) {
  const srv = await serve(withSendFile({ root: fx.root, ...options }));
  open.push(srv);
  return request(`${srv.origin}${path}`, { headers });
}

describe('sendFile start/end', () => {
  it('sends bytes start..end of a small file, with the whole file validators', async () => {
    const whole = await get({}, '/a.txt');
    const res = await get({ start: 2, end: 6 }, '/a.txt');
    expect(res.status).toBe(200);
    expect(res.text).toBe('llo w');
    expect(res.headers['content-length']).toBe('5');
    expect(res.headers.etag).toBe(whole.headers.etag);
  });

  it('streams a window of a large file', async () => {
    const res = await get({ start: 100_000, end: 299_999 }, '/big.bin');
    expect(res.status).toBe(200);
    expect(res.body.equals(bigSlice(100_000, 299_999))).toBe(true);
  });

  it('answers a range relative to the window, and 416 with the window size', async () => {
    const ranged = await get({ start: 6 }, '/a.txt', { range: 'bytes=0-4' });
    expect(ranged.status).toBe(206);
    expect(ranged.headers['content-range']).toBe('bytes 0-4/6');
    expect(ranged.text).toBe('world');
    const unsatisfiable = await get({ start: 6 }, '/a.txt', { range: 'bytes=10-' });
    expect(unsatisfiable.status).toBe(416);
    expect(unsatisfiable.headers['content-range']).toBe('bytes */6');
  });

  it('shifts every part of a multipart answer', async () => {
    const res = await get({ start: BIG_SIZE - 100 }, '/big.bin', { range: 'bytes=0-9,90-99' });
    expect(res.status).toBe(206);
    const text = res.body.toString('latin1');
    expect(text).toContain('Content-Range: bytes 0-9/100');
    expect(text).toContain(bigSlice(BIG_SIZE - 100, BIG_SIZE - 91).toString('latin1'));
    expect(text).toContain(bigSlice(BIG_SIZE - 10, BIG_SIZE - 1).toString('latin1'));
  });

  it('sends nothing when the window lies past the end of the file', async () => {
    const res = await get({ start: 50 }, '/a.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-length']).toBe('0');
    expect(res.text).toBe('');
  });

  it('refuses offsets that are not non-negative integers', () => {
    for (const bad of [-1, 1.5, Number.NaN, '3' as unknown as number]) {
      expect(() => compileSendOptions({ start: bad })).toThrow('start option must be a non-negative integer');
      expect(() => compileSendOptions({ end: bad })).toThrow('end option must be a non-negative integer');
    }
  });
});
