import { request } from '@batonjs/test-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveReq } from './req.harness.js';

describe('req.acceptsEncodings()', () => {
  let srv: Awaited<ReturnType<typeof serveReq>>;
  beforeAll(async () => {
    srv = await serveReq((req) => {
      const offered = req.query.o;
      if (offered === undefined) return req.acceptsEncodings();
      return req.acceptsEncodings(Array.isArray(offered) ? (offered as string[]) : [offered as string]);
    });
  });
  afterAll(() => srv.close());

  const ask = async (header: string | undefined, offers: string[]) => {
    const qs = offers.map((o) => `o=${encodeURIComponent(o)}`).join('&');
    const headers = header === undefined ? {} : { 'accept-encoding': header };
    const res = await request(`${srv.origin}/?${qs}`, { headers });
    expect(res.status).toBe(200);
    return res.json();
  };

  it('picks the best offered coding by weight', async () => {
    expect(await ask('gzip;q=0.5, br', ['gzip', 'br'])).toBe('br');
    expect(await ask('gzip, br', ['br', 'gzip'])).toBe('gzip');
    expect(await ask('GZIP', ['gzip'])).toBe('gzip');
  });

  it('treats identity as acceptable unless ruled out, and a missing header as identity only', async () => {
    expect(await ask(undefined, ['gzip'])).toBe(false);
    expect(await ask(undefined, ['gzip', 'identity'])).toBe('identity');
    expect(await ask('gzip', ['identity'])).toBe('identity');
    expect(await ask('gzip, identity;q=0', ['identity'])).toBe(false);
    expect(await ask('gzip, *;q=0', ['identity', 'br'])).toBe(false);
  });

  it('matches anything with *', async () => {
    expect(await ask('*', ['br'])).toBe('br');
    expect(await ask('br;q=0, *', ['br', 'deflate'])).toBe('deflate');
  });

  it('lists the accepted codings without arguments', async () => {
    expect(await ask('deflate;q=0.5, gzip', [])).toEqual(['gzip', 'deflate', 'identity']);
    expect(await ask(undefined, [])).toEqual(['identity']);
  });

  it('survives a hostile header', async () => {
    const hostile = `${'x;q=0.0001;q=abc, '.repeat(5000)}gzip;q=0.9`;
    expect(await ask(hostile, ['gzip', 'br'])).toBe('gzip');
    expect(await ask('br', ['br'])).toBe('br');
  });
});
