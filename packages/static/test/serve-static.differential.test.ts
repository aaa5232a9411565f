import type { IncomingMessage, ServerResponse } from 'node:http';
import { rawRequest } from '@batonjs/test-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServeStaticOptions } from '../src/index.js';
import { createFixtures, type Fixtures, MTIME } from './fixtures.js';
import { type Middleware, useBothServers } from './serve-both.js';

/**
 * The same final handler for both, doing what Express's finalhandler does with an error: drop the
 * content headers, apply the error's `headers` (a 416's Content-Range), answer `err.status`;
 * `next()` is a plain 404.
 */
function app(middleware: Middleware) {
  return (req: IncomingMessage, res: ServerResponse) =>
    middleware(req, res, (err?: unknown) => {
      if (err === undefined) {
        res.statusCode = 404;
        res.end('next');
        return;
      }
      const { status = 500, headers = {} } = err as { status?: number; headers?: Record<string, string> };
      for (const name of ['Content-Encoding', 'Content-Language', 'Content-Range']) res.removeHeader(name);
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      res.statusCode = status;
      res.end('error');
    });
}

/** Headers whose values must agree; Date and the like naturally differ. */
const KEY_HEADERS = [
  'content-type',
  'content-length',
  'content-range',
  'etag',
  'last-modified',
  'cache-control',
  'accept-ranges',
  'location',
  'allow',
  'content-security-policy',
  'x-content-type-options',
];

function parse(reply: string) {
  const at = reply.indexOf('\r\n\r\n');
  const [statusLine = '', ...lines] = reply.slice(0, at).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).toLowerCase();
    if (KEY_HEADERS.includes(name)) headers[name] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body: reply.slice(at + 4) };
}

const before = new Date(MTIME.getTime() - 60_000).toUTCString();

/** [method, target, extra header lines]: only behaviour both promise (see README for where we differ). */
const requests: Array<[string, string, string]> = [
  ['GET', '/a.txt', ''],
  ['HEAD', '/a.txt', ''],
  ['GET', '/index.html', ''],
  ['GET', '/data.json', ''],
  ['GET', '/noext', ''],
  ['GET', '/empty.txt', ''],
  ['GET', '/big.bin', ''],
  ['GET', '/caf%C3%A9.txt', ''],
  ['GET', '/with%20space.txt', ''],
  ['GET', '/', ''],
  ['GET', '/sub/', ''],
  ['GET', '/sub', ''],
  ['GET', '/sub?a=1', ''],
  ['GET', '//sub', ''],
  ['GET', '/noindex/', ''],
  ['GET', '/page', ''],
  ['GET', '/missing.txt', ''],
  ['GET', '/a.txt/', ''],
  ['POST', '/a.txt', ''],
  ['PUT', '/missing', ''],
  ['GET', '/.hidden', ''],
  ['GET', '/.git/config', ''],
  ['GET', '/a/.hidden/b.txt', ''],
  ['GET', '/../secret.txt', ''],
  ['GET', '/%2e%2e/secret.txt', ''],
  ['GET', '/..%2fsecret.txt', ''],
  ['GET', '/..%5csecret.txt', ''],
  ['GET', '/%252e%252e/secret.txt', ''],
  ['GET', '/a.txt%00', ''],
  ['GET', '/%E0%A4%A', ''],
  ['GET', `/${'a'.repeat(5000)}`, ''],
  ['GET', '/link-inside.txt', ''],
  ['GET', '/a.txt', 'Range: bytes=0-4\r\n'],
  ['GET', '/a.txt', 'Range: bytes=-3\r\n'],
  ['GET', '/a.txt', 'Range: bytes=6-\r\n'],
  ['GET', '/a.txt', 'Range: bytes=50-60\r\n'],
  ['GET', '/a.txt', 'Range: bytes=0-3,2-6\r\n'],
  ['GET', '/a.txt', 'Range: bytes=abc\r\n'],
  ['GET', '/a.txt', 'Range: items=0-1\r\n'],
  ['GET', '/a.txt', `Range: bytes=0-4\r\nIf-Range: ${MTIME.toUTCString()}\r\n`],
  ['GET', '/a.txt', `Range: bytes=0-4\r\nIf-Range: ${before}\r\n`],
  ['GET', '/a.txt', 'Range: bytes=0-4\r\nIf-Range: "stale"\r\n'],
  ['GET', '/a.txt', `If-Modified-Since: ${MTIME.toUTCString()}\r\n`],
  ['GET', '/a.txt', `If-Modified-Since: ${before}\r\n`],
  ['GET', '/a.txt', 'If-None-Match: *\r\n'],
  ['GET', '/a.txt', 'If-None-Match: "x"\r\n'],
  ['GET', '/a.txt', 'If-Match: "x"\r\n'],
  ['GET', '/a.txt', 'If-Match: *\r\n'],
  ['GET', '/a.txt', `If-Unmodified-Since: ${before}\r\n`],
  ['GET', '/a.txt', 'If-None-Match: *\r\nCache-Control: no-cache\r\n'],
];

const variants: Array<[string, ServeStaticOptions]> = [
  ['defaults', {}],
  ['fallthrough: false', { fallthrough: false }],
  ['options', { maxAge: '2h', immutable: true, extensions: ['html'], index: ['file.txt'], redirect: false }],
  ['no validators', { etag: false, lastModified: false, cacheControl: false, acceptRanges: false }],
  ['dotfiles deny', { dotfiles: 'deny', fallthrough: false }],
  ['dotfiles allow', { dotfiles: 'allow' }],
];

let fx: Fixtures;
beforeAll(() => {
  fx = createFixtures();
});
afterAll(() => fx.cleanup());

describe.each(variants)('serveStatic matches serve-static 2 (%s)', (_name, options) => {
  const servers = useBothServers(() => fx.root, options, app);

  it.each(requests)('%s %s %j', async (method, target, extra) => {
    const message = `${method} ${target} HTTP/1.1\r\nHost: x\r\n${extra}Connection: close\r\n\r\n`;
    const [a, b] = await Promise.all([
      rawRequest(servers.ours.port, message),
      rawRequest(servers.theirs.port, message),
    ]);
    const mine = parse(a);
    const reference = parse(b);
    expect(mine.status).toBe(reference.status);
    if (mine.status < 400) expect(mine.headers).toEqual(reference.headers);
    // On a 412/416 send leaves the file's validators on the response; ours leaves it untouched.
    else expect(mine.headers['content-range']).toBe(reference.headers['content-range']);
    if (mine.status < 300 || mine.status === 301) expect(mine.body).toBe(reference.body);
  });
});
