// What serve-static 2 hands an app's error handler, and what ours hands it, for the same requests:
// the error's name (http-errors' for the statuses send raises itself, `Error` with a node code for
// what the filesystem said), the start of its message (send's fs messages go on to name the
// absolute path, which ours never do), status, expose, and the Content-Range of a 416 as the
// client receives it. Also the setup: `null` options and the factory's arity.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { rawRequest } from '@batonjs/test-utils';
import referenceServeStatic from 'serve-static';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServeStaticOptions, serveStatic } from '../src/index.js';
import { createFixtures, type Fixtures } from './fixtures.js';
import { type Middleware, useBothServers } from './serve-both.js';

/** An app's own error handler: it reports the error and does not apply `err.headers`. */
function app(middleware: Middleware) {
  return (req: IncomingMessage, res: ServerResponse) =>
    middleware(req, res, (err?: unknown) => {
      const e = (err ?? {}) as { name?: string; message?: string; code?: unknown; status?: number; expose?: unknown };
      // Our BATON_* codes are an addition; a node code that send reports must match.
      const code = typeof e.code === 'string' && e.code.startsWith('BATON_') ? undefined : e.code;
      const report =
        err === undefined
          ? { next: true }
          : { name: e.name, message: e.message?.split(',')[0], code, expose: e.expose };
      res.statusCode = e.status ?? 404;
      res.end(JSON.stringify(report));
    });
}

function parse(reply: string) {
  const at = reply.indexOf('\r\n\r\n');
  const [statusLine = ''] = reply.slice(0, at).split('\r\n');
  const range = /\r\ncontent-range: ([^\r]*)/i.exec(reply.slice(0, at))?.[1];
  return { status: Number(statusLine.split(' ')[1]), contentRange: range, body: reply.slice(at + 4) };
}

const targets: Array<[string, string]> = [
  ['/missing.txt', ''],
  ['/a.txt/', ''],
  ['/noindex/', ''],
  ['/.hidden', ''],
  ['/a/.hidden/b.txt', ''],
  ['/../secret.txt', ''],
  ['/%2e%2e/secret.txt', ''],
  ['/a.txt%00', ''],
  ['/%E0%A4%A', ''],
  [`/${'a'.repeat(300)}`, ''],
  [`/${'ab/'.repeat(1500)}x`, ''],
  ['/a.txt', 'Range: bytes=50-60\r\n'],
  ['/a.txt', 'If-Match: "x"\r\n'],
];

const variants: Array<[string, ServeStaticOptions]> = [
  ['fallthrough: false', { fallthrough: false }],
  ['fallthrough: false, dotfiles: deny', { fallthrough: false, dotfiles: 'deny' }],
  ['defaults', {}],
];

let fx: Fixtures;
beforeAll(() => {
  fx = createFixtures();
});
afterAll(() => fx.cleanup());

describe.each(variants)('errors match serve-static 2 (%s)', (_name, options) => {
  const servers = useBothServers(() => fx.root, options, app);

  it.each(targets)('GET %s %j', async (target, extra) => {
    const message = `GET ${target} HTTP/1.1\r\nHost: x\r\n${extra}Connection: close\r\n\r\n`;
    const [a, b] = await Promise.all([
      rawRequest(servers.ours.port, message),
      rawRequest(servers.theirs.port, message),
    ]);
    expect(parse(a)).toEqual(parse(b));
  });
});

describe('setup as serve-static', () => {
  it('has the same arity', () => {
    expect(serveStatic.length).toBe(referenceServeStatic.length);
    expect(serveStatic.length).toBe(2);
  });
});

describe('null options, as serve-static reads them', () => {
  const servers = useBothServers(() => fx.root, null, app);

  it('serves as with none', async () => {
    const message = 'GET /a.txt HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n';
    const [a, b] = await Promise.all([
      rawRequest(servers.ours.port, message),
      rawRequest(servers.theirs.port, message),
    ]);
    expect(parse(a)).toEqual(parse(b));
    expect(parse(a)).toMatchObject({ status: 200, body: 'hello world\n' });
  });
});
