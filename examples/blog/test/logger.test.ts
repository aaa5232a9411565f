import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BlogServer, startBlog } from './helpers/blog-server.js';

let srv: BlogServer;
beforeAll(async () => {
  srv = await startBlog({ log: { prefix: '[test-blog]', stream: { write: (line: string) => lines.push(line) } } });
});
afterAll(() => srv.close());
const lines: string[] = [];

describe('logger(prefix)', () => {
  it('prints "<prefix> <method> <url> <status> <ms>ms" with the URL as the client sent it', async () => {
    await srv.fetch('/api/blogs?limit=2&offset=1');
    await srv.fetch('/api/blogs/999');
    await srv.fetch('/api/blogs', { method: 'POST' });
    await srv.fetch('/not/api/%7Ehome?q=a%20b');
    expect(lines).toHaveLength(4);
    const pattern = /^\[test-blog\] (\S+) (\S+) (\d{3}) (\d+\.\d)ms\n$/;
    expect(lines.map((line) => pattern.exec(line)?.slice(1, 4))).toEqual([
      ['GET', '/api/blogs?limit=2&offset=1', '200'],
      ['GET', '/api/blogs/999', '404'],
      ['POST', '/api/blogs', '401'],
      ['GET', '/not/api/%7Ehome?q=a%20b', '404'],
    ]);
  });
});
