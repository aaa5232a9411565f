import { request } from '@batonjs/test-utils';
import { describe, expect, it } from 'vitest';
import { useResServer } from './res.harness.js';

const start = useResServer();

describe('res.get()', () => {
  it('reads headers case-insensitively, undefined when unset', async () => {
    const srv = await start((_req, res) => {
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
