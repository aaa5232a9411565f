import { describe, expect, it } from 'vitest';
import { StaticError } from '../src/index.js';
import { decodePath, encodeUrl, rawPathname } from '../src/url-path.js';

describe('rawPathname', () => {
  it.each([
    ['/a/b.txt', '/a/b.txt'],
    ['/a?x=1', '/a'],
    ['/a#frag', '/a'],
    ['/a%3Fb?c', '/a%3Fb'],
    ['http://host:8080/a/b?q', '/a/b'],
    ['https://user@host', ''],
    ['*', '*'],
  ])('%j → %j', (url, expected) => {
    expect(rawPathname(url)).toBe(expected);
  });
});

describe('decodePath', () => {
  it('decodes once', () => {
    expect(decodePath('/caf%C3%A9/%252e')).toBe('/café/%2e');
    expect(decodePath('/plain')).toBe('/plain');
  });
  it.each(['/%', '/%zz', '/%E0%A4%A', '/%C0%AE'])('%j is malformed', (path) => {
    const result = decodePath(path);
    expect(result).toBeInstanceOf(StaticError);
    expect((result as StaticError).code).toBe('BATON_STATIC_MALFORMED_PATH');
    expect((result as StaticError).status).toBe(400);
  });
});

describe('encodeUrl', () => {
  it.each([
    ['/a b/', '/a%20b/'],
    ['/a%20b/', '/a%20b/'],
    ['/100%/', '/100%25/'],
    ['/é/', '/%C3%A9/'],
    ['/😀/', '/%F0%9F%98%80/'],
    ['/\uD800/', '/%EF%BF%BD/'],
    ['/a"<b>/', '/a%22%3Cb%3E/'],
    ['/a/?x=1&y=[2]', '/a/?x=1&y=[2]'],
    ['/a\r\nX: y/', '/a%0D%0AX:%20y/'],
  ])('%j → %j', (url, expected) => {
    expect(encodeUrl(url)).toBe(expected);
  });
});
