import { randomBytes } from 'node:crypto';
import { request, serve, type TestServer } from '@batonjs/test-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from '../src/index.js';
import { createFixtures, type Fixtures, withFinalHandler, withSendFile } from './fixtures.js';

/** RFC 9110 §14.1.2: a suffix longer than the representation selects all of it. */
const SIZE = 200 * 1024;
let fx: Fixtures;
let file: Buffer;
const servers: Record<string, TestServer> = {};

beforeAll(async () => {
  fx = createFixtures();
  file = randomBytes(SIZE);
  fx.write('200k.bin', file);
  servers.serveStatic = await serve(withFinalHandler(serveStatic(fx.root)));
  servers.sendFile = await serve(withSendFile({ root: fx.root }));
});
afterAll(async () => {
  for (const srv of Object.values(servers)) await srv.close();
  fx.cleanup();
});

describe.each(['serveStatic', 'sendFile'])('Range: bytes=-999999999 on a 200 KiB file (%s)', (name) => {
  const get = (range: string) => request(`${(servers[name] as TestServer).origin}/200k.bin`, { headers: { range } });

  it('206 with Content-Range: bytes 0-204799/204800 and the whole file', async () => {
    const res = await get('bytes=-999999999');
    expect(res.status).toBe(206);
    expect(res.headers['content-range']).toBe('bytes 0-204799/204800');
    expect(res.headers['content-length']).toBe(String(SIZE));
    expect(res.body.equals(file)).toBe(true);
  });

  it('a suffix of exactly the size is the same; a zero suffix stays 416', async () => {
    const exact = await get(`bytes=-${SIZE}`);
    expect(exact.status).toBe(206);
    expect(exact.headers['content-range']).toBe('bytes 0-204799/204800');
    const zero = await get('bytes=-0');
    expect(zero.status).toBe(416);
  });
});
