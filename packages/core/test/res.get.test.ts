import { request, type TestServer } from '@baton/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { serveRes } from './res.harness.js';

let srv: TestServer | undefined;
afterEach(async () => {
  await srv?.close();
  srv = undefined;
});

describe('res.get()', () => {
  it('reads headers case-insensitively, undefined when unset', async () => {
    srv = await serveRes((_req, res) => {
      res.type('json').set('X-N', 5).append('Set-Cookie', ['a=1', 'b=2']);
      res.json({
        type: res.get('content-TYPE'),
        n: res.get('x-n'),
        cookies: res.get('Set-Cookie'),
        missing: res.get('X-Missing') ?? 'none',
      });
    });
    const res = await request(`${srv.origin}/`);
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({
      type: 'application/json; charset=utf-8',
      n: '5',
      cookies: ['a=1', 'b=2'],
      missing: 'none',
    });
  });
});
