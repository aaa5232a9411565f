import { request } from '@batonjs/test-utils';
import { describe, expect, it } from 'vitest';
import { useResServer } from './res.harness.js';

const start = useResServer();

describe('res.type() / res.contentType()', () => {
  it.each([
    ['json', 'application/json; charset=utf-8'],
    ['.html', 'text/html; charset=utf-8'],
    ['png', 'image/png'],
    ['txt', 'text/plain; charset=utf-8'],
    ['text/csv', 'text/csv; charset=utf-8'],
    ['application/vnd.baton+json', 'application/vnd.baton+json'],
    ['no-such-type', 'application/octet-stream'],
  ])('%s → %s', async (given, expected) => {
    const srv = await start((req, res) => {
      if (req.url === '/alias') res.contentType(given);
      else res.type(given);
      res.end();
    });
    expect((await request(`${srv.origin}/`)).headers['content-type']).toBe(expected);
    expect((await request(`${srv.origin}/alias`)).headers['content-type']).toBe(expected);
  });
});
