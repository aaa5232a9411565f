import { request } from '@batonjs/test-utils';
import { describe, expect, it } from 'vitest';
import { useResServer } from './res.harness.js';

const start = useResServer();

describe('res.append()', () => {
  it('sets a header that was not there', async () => {
    const { origin } = await start((_req, res) => res.append('Link', '</a.css>; rel=preload').end());
    expect((await request(`${origin}/`)).headers.link).toBe('</a.css>; rel=preload');
  });

  it('keeps every value for repeated appends', async () => {
    const { origin } = await start((_req, res) =>
      res.append('Set-Cookie', 'a=1').append('Set-Cookie', ['b=2', 'c=3']).append('Set-Cookie', 'd=4').end(),
    );
    expect((await request(`${origin}/`)).headers['set-cookie']).toEqual(['a=1', 'b=2', 'c=3', 'd=4']);
  });

  it('sends each appended value as its own field line', async () => {
    const { origin } = await start((_req, res) => res.set('Warning', '199 - "a"').append('Warning', '199 - "b"').end());
    const res = await request(`${origin}/`);
    expect(res.headers.warning).toEqual(['199 - "a"', '199 - "b"']);
  });

  it('works after set() replaced the value', async () => {
    const { origin } = await start((_req, res) => {
      res.append('X-List', 'one');
      res.set('X-List', 'two');
      res.append('X-List', 'three').end();
    });
    expect((await request(`${origin}/`)).headers['x-list']).toEqual(['two', 'three']);
  });
});
