import { request, serve, type TestServer } from '@batonjs/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { appendVary, CacheError } from '../src/index.js';

let srv: TestServer | undefined;
afterEach(async () => {
  await srv?.close();
  srv = undefined;
});

async function varyAfter(existing: string | string[] | undefined, fields: string[]): Promise<unknown> {
  srv = await serve((_req, res) => {
    if (existing !== undefined) res.setHeader('Vary', existing);
    try {
      appendVary(res, fields);
      res.end('ok');
    } catch (err) {
      res.statusCode = 500;
      res.end((err as CacheError).code);
    }
  });
  const res = await request(`${srv.origin}/`);
  return res.status === 200 ? res.headers.vary : res.text;
}

describe('appendVary', () => {
  it('sets, appends and deduplicates case-insensitively', async () => {
    expect(await varyAfter(undefined, ['Accept'])).toBe('Accept');
    expect(await varyAfter('Accept', ['accept', 'Accept-Encoding'])).toBe('Accept, Accept-Encoding');
    expect(await varyAfter(['Origin', 'Accept'], ['Cookie'])).toBe('Origin, Accept, Cookie');
    // As Express's vary: nothing to add leaves the header's text as it was.
    expect(await varyAfter(' , Accept ,', [])).toBe(', Accept ,'); // the client trims the leading space
  });

  it('lets * absorb everything', async () => {
    expect(await varyAfter('Accept', ['*'])).toBe('*');
    expect(await varyAfter('*', ['Accept'])).toBe('*');
  });

  it('rejects a field that is not a token with a coded error', async () => {
    expect(await varyAfter(undefined, ['Accept, Cookie'])).toBe('BATON_CACHE_INVALID_VARY');
    expect(await varyAfter(undefined, [''])).toBe('BATON_CACHE_INVALID_VARY');
    expect(() => appendVary({} as never, ['bad field'])).toThrow(CacheError);
  });
});
