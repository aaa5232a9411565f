import { request } from '@batonjs/test-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveReq } from './req.harness.js';

describe('req.acceptsLanguages()', () => {
  let srv: Awaited<ReturnType<typeof serveReq>>;
  beforeAll(async () => {
    srv = await serveReq((req) => {
      const offered = req.query.o;
      if (offered === undefined) return req.acceptsLanguages();
      return req.acceptsLanguages(...(Array.isArray(offered) ? (offered as string[]) : [offered as string]));
    });
  });
  afterAll(() => srv.close());

  const ask = async (header: string | undefined, offers: string[]) => {
    const qs = offers.map((o) => `o=${encodeURIComponent(o)}`).join('&');
    const headers = header === undefined ? {} : { 'accept-language': header };
    const res = await request(`${srv.origin}/?${qs}`, { headers });
    expect(res.status).toBe(200);
    return res.json();
  };

  it('accepts any language without a header', async () => {
    expect(await ask(undefined, ['en', 'fr'])).toBe('en');
    expect(await ask(undefined, [])).toEqual(['*']);
  });

  it('picks the exact tag over a prefix match, by weight', async () => {
    expect(await ask('fr-CA, fr;q=0.8, en;q=0.5', ['en', 'fr'])).toBe('fr');
    expect(await ask('en;q=0.5, fr', ['en', 'fr'])).toBe('fr');
    expect(await ask('en-US', ['en-GB', 'en-US'])).toBe('en-US');
  });

  it('matches a tag and its primary language both ways, as Express', async () => {
    expect(await ask('en', ['en-GB'])).toBe('en-GB');
    expect(await ask('en-GB', ['en'])).toBe('en');
    expect(await ask('de', ['en'])).toBe(false);
  });

  it('lists the accepted ranges by preference without arguments', async () => {
    expect(await ask('da, en-GB;q=0.8, en;q=0.7', [])).toEqual(['da', 'en-GB', 'en']);
  });

  it('survives a hostile header', async () => {
    const hostile = `${'x-y-z;q=0.00001, '.repeat(6000)}fr;q=0.9`;
    expect(await ask(hostile, ['en', 'fr'])).toBe('fr');
  });
});
