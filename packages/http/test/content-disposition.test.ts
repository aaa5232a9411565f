import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentDisposition } from '../src/index.js';

describe('contentDisposition', () => {
  it.each([
    [undefined, {}, 'attachment'],
    [undefined, { type: 'inline' as const }, 'inline'],
    ['report.pdf', {}, 'attachment; filename=report.pdf'],
    ['report.pdf', { type: 'inline' as const }, 'inline; filename=report.pdf'],
    ['/var/data/2024/report.pdf', {}, 'attachment; filename=report.pdf'],
    ['', {}, 'attachment; filename=""'],
    ['x#$&+^`|.txt', {}, 'attachment; filename=x#$&+^`|.txt'],
    ['with space.txt', {}, 'attachment; filename="with space.txt"'],
    ["it's (1).txt", {}, `attachment; filename="it's (1).txt"`],
    ['a"b\\c.txt', {}, 'attachment; filename="a\\"b\\\\c.txt"'],
    ['résumé.pdf', {}, `attachment; filename="r?sum?.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf`],
    ['日本語.txt', {}, `attachment; filename="???.txt"; filename*=UTF-8''%E6%97%A5%E6%9C%AC%E8%AA%9E.txt`],
    ['😀.png', {}, `attachment; filename="??.png"; filename*=UTF-8''%F0%9F%98%80.png`],
    ["l'été (v2).txt", {}, `attachment; filename="l'?t? (v2).txt"; filename*=UTF-8''l%27%C3%A9t%C3%A9%20%28v2%29.txt`],
    ['a%20b.txt', {}, `attachment; filename=a%20b.txt; filename*=UTF-8''a%2520b.txt`],
    [
      'a\r\nSet-Cookie: x.txt',
      {},
      `attachment; filename="a??Set-Cookie: x.txt"; filename*=UTF-8''a%0D%0ASet-Cookie%3A%20x.txt`,
    ],
    ['a\uD800.txt', {}, `attachment; filename="a?.txt"; filename*=UTF-8''a%EF%BF%BD.txt`],
  ])('%j %j → %s', (filename, options, expected) => {
    expect(contentDisposition(filename, options)).toBe(expected);
  });

  it('rejects an unknown type and a non-string filename', () => {
    expect(() => contentDisposition('a.txt', { type: 'form-data' as never })).toThrow(TypeError);
    expect(() => contentDisposition(42 as never)).toThrow('filename must be a string');
  });

  it('always yields a header value of printable ASCII whose filename* decodes to the name', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (raw) => {
        const name = raw.replaceAll('/', '');
        const header = contentDisposition(name);
        expect(header).toMatch(/^[\x20-\x7e]*$/);
        const quoted =
          /^attachment; filename=(?:"((?:[^"\\]|\\.)*)"|([!#$%&'*+.0-9A-Z^_`a-z|~-]+))(?:; filename\*=UTF-8''([A-Za-z0-9!\-._~%]*))?$/.exec(
            header,
          );
        expect(quoted).not.toBeNull();
        const extended = quoted?.[3];
        if (extended === undefined) expect(quoted?.[2] ?? quoted?.[1]?.replace(/\\(.)/g, '$1')).toBe(name);
        else expect(decodeURIComponent(extended)).toBe(name);
      }),
    );
  });
});
