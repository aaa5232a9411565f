import { request } from '@batonjs/test-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveReq } from './req.harness.js';

describe('req.acceptsCharsets()', () => {
  let srv: Awaited<ReturnType<typeof serveReq>>;
  beforeAll(async () => {
    srv = await serveReq((req) => {
      const offered = req.query.o;
      if (offered === undefined) return req.acceptsCharsets();
      return req.acceptsCharsets(...(Array.isArray(offered) ? (offered as string[]) : [offered as string]));
    });
  });
  afterAll(() => srv.close());

  const ask = async (header: string | undefined, offers: string[]) => {
    const qs = offers.map((o) => `o=${encodeURIComponent(o)}`).join('&');
    const headers = header === undefined ? {} : { 'accept-charset': header };
    const res = await request(`${srv.origin}/?${qs}`, { headers });
    expect(res.status).toBe(200);
    return res.json();
  };

  it('accepts every charset without a header', async () => {
    expect(await ask(undefined, ['utf-8', 'latin1'])).toBe('utf-8');
    expect(await ask(undefined, [])).toEqual(['*']);
  });

  it('picks by weight, case-insensitively, with * as a fallback', async () => {
    expect(await ask('iso-8859-1;q=0.4, UTF-8', ['iso-8859-1', 'utf-8'])).toBe('utf-8');
    expect(await ask('utf-8, *;q=0.1', ['utf-16', 'utf-8'])).toBe('utf-8');
    expect(await ask('utf-8;q=0, *', ['utf-8', 'utf-16'])).toBe('utf-16');
  });

  it('returns false when nothing is acceptable', async () => {
    expect(await ask('utf-8', ['iso-8859-1'])).toBe(false);
  });

  it('lists the accepted charsets by preference without arguments', async () => {
    expect(await ask('a;q=0.1, b, c;q=0.5, d;q=0', [])).toEqual(['b', 'c', 'a']);
  });

  it('survives a hostile header', async () => {
    const hostile = `${',;q=;'.repeat(20_000)}, utf-8`;
    expect(await ask(hostile, ['latin1', 'utf-8'])).toBe('utf-8');
  });
});
