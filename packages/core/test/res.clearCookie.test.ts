import { request } from '@batonjs/test-utils';
import { describe, expect, it } from 'vitest';
import { useResServer } from './res.harness.js';

const start = useResServer();

function cookies(headers: Record<string, string | string[] | undefined>): string[] {
  const value = headers['set-cookie'];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

describe('res.clearCookie()', () => {
  it('expires the cookie at the epoch with Path=/', async () => {
    const { origin } = await start((_req, res) => res.clearCookie('sid').end());
    expect(cookies((await request(`${origin}/`)).headers)).toEqual([
      'sid=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    ]);
  });

  it('keeps path and domain but ignores maxAge and expires', async () => {
    const { origin } = await start((_req, res) =>
      res
        .clearCookie('sid', {
          path: '/admin',
          domain: 'example.com',
          maxAge: 1000,
          expires: new Date(2_000_000_000_000),
        })
        .end(),
    );
    expect(cookies((await request(`${origin}/`)).headers)).toEqual([
      'sid=; Domain=example.com; Path=/admin; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    ]);
  });
});
