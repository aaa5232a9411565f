import { request } from '@batonjs/test-utils';
import { describe, expect, it } from 'vitest';
import { useResServer } from './res.harness.js';

const start = useResServer();

describe('res.links()', () => {
  it('sets the Link header from rel → url', async () => {
    const { origin } = await start((_req, res) =>
      res.links({ next: 'http://api.example.com/users?page=2', last: 'http://api.example.com/users?page=5' }).end(),
    );
    const res = await request(`${origin}/`);
    expect(res.status).toBe(200);
    expect(res.headers.link).toBe(
      '<http://api.example.com/users?page=2>; rel="next", <http://api.example.com/users?page=5>; rel="last"',
    );
  });

  it('accepts several urls for one rel and appends to links already set', async () => {
    const { origin } = await start((_req, res) =>
      res
        .links({ prev: '/p/1' })
        .links({ pages: ['/p/1', '/p/2'] })
        .end(),
    );
    expect((await request(`${origin}/`)).headers.link).toBe(
      '</p/1>; rel="prev", </p/1>; rel="pages", </p/2>; rel="pages"',
    );
  });
});
