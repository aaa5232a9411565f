import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { StaticError } from '../src/index.js';
import { resolvePath } from '../src/resolve-path.js';

const ROOT = '/srv/www';

describe('resolvePath', () => {
  it.each([
    ['/a.txt', { path: '/srv/www/a.txt', trailingSlash: false }],
    ['a/b.txt', { path: '/srv/www/a/b.txt', trailingSlash: false }],
    ['/dir/', { path: '/srv/www/dir/', trailingSlash: true }],
    ['', { path: '/srv/www', trailingSlash: false }],
    ['/', { path: '/srv/www/', trailingSlash: true }],
    ['//etc/passwd', { path: '/srv/www/etc/passwd', trailingSlash: false }],
    ['/a/../b.txt', { path: '/srv/www/b.txt', trailingSlash: false }],
    ['/./a.txt', { path: '/srv/www/a.txt', trailingSlash: false }],
  ])('%j → %j', (path, expected) => {
    expect(resolvePath(path, ROOT, 'ignore')).toEqual(expected);
  });

  it.each([
    ['/../a', 'BATON_STATIC_FORBIDDEN_PATH'],
    ['/a/../../b', 'BATON_STATIC_FORBIDDEN_PATH'],
    ['..', 'BATON_STATIC_FORBIDDEN_PATH'],
    ['/a\\..\\..\\b', 'BATON_STATIC_FORBIDDEN_PATH'],
    ['/a\0b', 'BATON_STATIC_MALFORMED_PATH'],
    ['/.env', 'BATON_STATIC_DOTFILE_IGNORED'],
    ['/x/.git/HEAD', 'BATON_STATIC_DOTFILE_IGNORED'],
    [`/${'a'.repeat(256)}`, 'ENAMETOOLONG'],
    [`/${'é'.repeat(128)}`, 'ENAMETOOLONG'],
    [`/${'a/'.repeat(2100)}`, 'ENAMETOOLONG'],
  ])('%j → %s', (path, code) => {
    const result = resolvePath(path, ROOT, 'ignore');
    expect(result).toBeInstanceOf(StaticError);
    expect((result as StaticError).code).toBe(code);
  });

  it('a 255-byte name is still allowed', () => {
    expect(resolvePath(`/${'a'.repeat(255)}`, ROOT, 'ignore')).toEqual({
      path: `/srv/www/${'a'.repeat(255)}`,
      trailingSlash: false,
    });
  });

  it('without root: absolute paths only, every segment checked for dots', () => {
    expect(resolvePath('/home/u/a.txt', null, 'ignore')).toEqual({ path: '/home/u/a.txt', trailingSlash: false });
    expect((resolvePath('/home/u/.ssh/id', null, 'deny') as StaticError).code).toBe('BATON_STATIC_DOTFILE_DENIED');
    expect((resolvePath('/home/../etc', null, 'allow') as StaticError).code).toBe('BATON_STATIC_FORBIDDEN_PATH');
    expect(() => resolvePath('a.txt', null, 'ignore')).toThrow(TypeError);
  });

  it('never resolves outside root, whatever the path (property)', () => {
    const segment = fc.constantFrom('..', '.', 'a', '', '%2e', '\\..', '..\\', '.git', 'b.txt', '/');
    fc.assert(
      fc.property(
        fc.array(segment, { maxLength: 12 }),
        fc.constantFrom('allow', 'deny', 'ignore'),
        (parts, dotfiles) => {
          const result = resolvePath(parts.join('/'), ROOT, dotfiles as 'allow');
          if (result instanceof StaticError) return;
          expect(result.path === ROOT || result.path.startsWith(`${ROOT}/`)).toBe(true);
          expect(result.path.split('/')).not.toContain('..');
        },
      ),
    );
  });
});
