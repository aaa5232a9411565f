import { request, type TestServer } from '@baton/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { serveRes } from './res.harness.js';

let srv: TestServer | undefined;
afterEach(async () => {
  await srv?.close();
  srv = undefined;
});

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
    srv = await serveRes((req, res) => {
      if (req.url === '/alias') res.contentType(given);
      else res.type(given);
      res.end();
    });
    expect((await request(`${srv.origin}/`)).headers['content-type']).toBe(expected);
    expect((await request(`${srv.origin}/alias`)).headers['content-type']).toBe(expected);
  });
});
