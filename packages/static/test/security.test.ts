import { symlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { rawRequest, serve, type TestServer } from '@batonjs/test-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from '../src/index.js';
import { createFixtures, type Fixtures, rawBody, rawStatus, SECRET, withFinalHandler } from './fixtures.js';

let fx: Fixtures;
let strict: TestServer;
let lenient: TestServer;

beforeAll(async () => {
  fx = createFixtures();
  strict = await serve(withFinalHandler(serveStatic(fx.root, { fallthrough: false })));
  lenient = await serve(withFinalHandler(serveStatic(fx.root)));
});
afterAll(async () => {
  await strict.close();
  await lenient.close();
  fx.cleanup();
});

/** Sends the target byte for byte (undici would normalise `..` and `%2e%2e` away). */
function raw(server: TestServer, target: string): Promise<string> {
  return rawRequest(server.port, `GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
}

function expectNoLeak(reply: string) {
  expect(reply).not.toContain(SECRET);
  expect(reply).not.toContain(dirname(fx.root));
  expect(reply).not.toContain('dot secret');
  expect(reply).not.toContain('[core]');
}

const cases: Array<[string, string, number, string]> = [
  ['dot-dot', '/../secret.txt', 403, 'BATON_STATIC_FORBIDDEN_PATH'],
  ['dot-dot into a sibling', '/../outside/secret.txt', 403, 'BATON_STATIC_FORBIDDEN_PATH'],
  ['dot-dot after a real directory', '/sub/../../secret.txt', 403, 'BATON_STATIC_FORBIDDEN_PATH'],
  ['deep dot-dot', '/sub/../../../../../../etc/passwd', 403, 'BATON_STATIC_FORBIDDEN_PATH'],
  ['encoded dots', '/%2e%2e/secret.txt', 403, 'BATON_STATIC_FORBIDDEN_PATH'],
  ['encoded dots, upper case', '/%2E%2E/outside/secret.txt', 403, 'BATON_STATIC_FORBIDDEN_PATH'],
  ['encoded slash', '/..%2fsecret.txt', 403, 'BATON_STATIC_FORBIDDEN_PATH'],
  ['encoded dots and slashes', '/%2e%2e%2f%2e%2e%2fsecret.txt', 403, 'BATON_STATIC_FORBIDDEN_PATH'],
  ['half-encoded dot', '/.%2e/secret.txt', 403, 'BATON_STATIC_FORBIDDEN_PATH'],
  ['encoded backslash', '/..%5csecret.txt', 403, 'BATON_STATIC_FORBIDDEN_PATH'],
  ['encoded backslashes after a directory', '/sub%5c..%5c..%5csecret.txt', 403, 'BATON_STATIC_FORBIDDEN_PATH'],
  ['raw backslash', '/..\\secret.txt', 403, 'BATON_STATIC_FORBIDDEN_PATH'],
  ['double-encoded dots stay literal', '/%252e%252e/secret.txt', 404, 'ENOENT'],
  ['double-encoded slash stays literal', '/sub%252f..%252f..%252fsecret.txt', 404, 'ENOENT'],
  ['absolute path in the URL', '//etc/passwd', 404, 'ENOENT'],
  ['encoded absolute path', '/%2fetc%2fpasswd', 404, 'ENOENT'],
  ['absolute-form target', 'http://x/../secret.txt', 403, 'BATON_STATIC_FORBIDDEN_PATH'],
  ['asterisk target', '*', 400, 'BATON_STATIC_MALFORMED_PATH'],
  ['null byte', '/a.txt%00', 400, 'BATON_STATIC_MALFORMED_PATH'],
  ['null byte before an extension', '/a.txt%00.png', 400, 'BATON_STATIC_MALFORMED_PATH'],
  ['null byte with traversal', '/..%00/secret.txt', 400, 'BATON_STATIC_MALFORMED_PATH'],
  ['truncated escape', '/%E0%A4%A', 400, 'BATON_STATIC_MALFORMED_PATH'],
  ['lone percent', '/%', 400, 'BATON_STATIC_MALFORMED_PATH'],
  ['non-hex escape', '/%zz.txt', 400, 'BATON_STATIC_MALFORMED_PATH'],
  ['invalid UTF-8', '/%C0%AE%C0%AE/secret.txt', 400, 'BATON_STATIC_MALFORMED_PATH'],
  ['dotfile', '/.hidden', 404, 'BATON_STATIC_DOTFILE_IGNORED'],
  ['dot directory', '/.git/config', 404, 'BATON_STATIC_DOTFILE_IGNORED'],
  ['dot directory reached through a parent', '/sub/../.git/config', 404, 'BATON_STATIC_DOTFILE_IGNORED'],
  ['dot directory, encoded', '/%2egit%2fconfig', 404, 'BATON_STATIC_DOTFILE_IGNORED'],
  ['dot directory in the middle', '/a/.hidden/b.txt', 404, 'BATON_STATIC_DOTFILE_IGNORED'],
  ['symlink to a file outside root', '/link-outside.txt', 403, 'BATON_STATIC_OUTSIDE_ROOT'],
  ['file under a symlinked directory outside root', '/linkdir-outside/secret.txt', 403, 'BATON_STATIC_OUTSIDE_ROOT'],
  ['symlink to a dotfile', '/link-to-dotfile', 404, 'BATON_STATIC_DOTFILE_IGNORED'],
  ['10,000-character name', `/${'a'.repeat(10_000)}`, 404, 'ENAMETOOLONG'],
  ['10,000-character path of short segments', `/${'ab/'.repeat(3333)}x`, 404, 'ENAMETOOLONG'],
  ['long name made of escapes', `/${'%C3%A9'.repeat(200)}`, 404, 'ENAMETOOLONG'],
];

describe('security', () => {
  it.each(cases)('%s (%s) → %i %s, nothing outside root', async (_name, target, status, code) => {
    const reply = await raw(strict, target);
    expect(rawStatus(reply)).toBe(status);
    expect(reply).toContain('Content-Type: application/json');
    expect(JSON.parse(rawBody(reply))).toMatchObject({ code });
    expectNoLeak(reply);
  });

  it.each(cases)('with fallthrough, %s (%s) goes to next()', async (_name, target) => {
    const reply = await raw(lenient, target);
    expect(rawStatus(reply)).toBe(404);
    expect(rawBody(reply)).toBe('next');
    expectNoLeak(reply);
  });

  it('serves a symlink that stays inside root', async () => {
    const reply = await raw(strict, '/link-inside.txt');
    expect(rawStatus(reply)).toBe(200);
    expect(rawBody(reply)).toBe('hello world\n');
  });

  it('a symlinked directory outside root only redirects and never lists or serves', async () => {
    const redirect = await raw(strict, '/linkdir-outside');
    expect(rawStatus(redirect)).toBe(301);
    expect(redirect).toContain('\r\nLocation: /linkdir-outside/\r\n');
    const index = await raw(strict, '/linkdir-outside/');
    expect(rawStatus(index)).toBe(404);
    expectNoLeak(index);
  });

  it('a root that is itself a symlink (a deploy `current` link) serves, and still confines', async () => {
    const linkRoot = join(dirname(fx.root), 'current');
    symlinkSync(fx.root, linkRoot);
    const linked = await serve(withFinalHandler(serveStatic(linkRoot, { fallthrough: false })));
    try {
      const ok = await raw(linked, '/sub/file.txt');
      expect(rawStatus(ok)).toBe(200);
      expect(rawBody(ok)).toBe('sub file\n');
      const inside = await raw(linked, '/link-inside.txt');
      expect(rawBody(inside)).toBe('hello world\n');
      const out = await raw(linked, '/link-outside.txt');
      expect(rawStatus(out)).toBe(403);
      expect(JSON.parse(rawBody(out))).toMatchObject({ code: 'BATON_STATIC_OUTSIDE_ROOT' });
      expectNoLeak(out);
    } finally {
      await linked.close();
    }
  });

  it("symlinks: 'follow' serves where links lead, as serve-static does", async () => {
    const follow = await serve(withFinalHandler(serveStatic(fx.root, { symlinks: 'follow', fallthrough: false })));
    try {
      const out = await raw(follow, '/link-outside.txt');
      expect(rawStatus(out)).toBe(200);
      expect(rawBody(out)).toBe(SECRET);
      const traversal = await raw(follow, '/../secret.txt');
      expect(rawStatus(traversal)).toBe(403);
      expect(traversal).not.toContain(SECRET);
    } finally {
      await follow.close();
    }
    expect(() => serveStatic(fx.root, { symlinks: 'never' as never })).toThrow(TypeError);
  });

  it('an absolute-form target never redirects to its host', async () => {
    const reply = await raw(strict, 'http://evil.example/sub');
    expect(rawStatus(reply)).toBe(301);
    expect(reply).toContain('\r\nLocation: /sub/\r\n');
  });

  it('error messages never name the root', async () => {
    for (const [, target] of cases) {
      const reply = await raw(strict, target);
      expect(rawBody(reply)).not.toContain(fx.root);
    }
  });

  it('keeps serving after every hostile request', async () => {
    const reply = await raw(strict, '/a.txt');
    expect(rawStatus(reply)).toBe(200);
    expect(rawBody(reply)).toBe('hello world\n');
  });
});
