import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pathnameOf, pathStart, protohostOf, urlParts } from '../src/index.js';

describe('urlParts', () => {
  it.each([
    ['/search?q=baton#top', '/search', 'q=baton'],
    ['/a/b', '/a/b', undefined],
    ['/a?', '/a', ''],
    ['/a#x?y', '/a', undefined],
    ['/a?b?c', '/a', 'b?c'],
    ['*', '*', undefined],
    ['http://h/a?b', '/a', 'b'],
    ['http://h?x', '/', 'x'],
    ['http://h#f', '/', undefined],
    ['http://h', '/', undefined],
    ['a/b://c/d', 'a/b://c/d', undefined],
    ['', '', undefined],
    ['?x', '', 'x'],
  ])('%j → pathname %j, query %j', (url, pathname, query) => {
    expect(urlParts(url)).toEqual({ pathname, query });
  });
});

describe('pathnameOf', () => {
  it.each([
    ['/a/b?x=1', '/a/b'],
    ['http://example.com/a?x', '/a'],
    ['https://example.com', '/'],
    ['?x', '/'],
    ['/a#b', '/a'],
    ['*', '*'],
  ])('%j → %j', (url, pathname) => {
    expect(pathnameOf(url)).toBe(pathname);
  });

  it('is undefined when there is no URL to route', () => {
    expect(pathnameOf(undefined)).toBeUndefined();
    expect(pathnameOf('')).toBeUndefined();
  });

  it('returns an origin-form target without query as the same string', () => {
    const url = `/${'x'.repeat(5)}`;
    expect(pathnameOf(url)).toBe(url);
  });
});

describe('protohostOf and pathStart', () => {
  it.each([
    ['http://h/a', 'http://h', 8],
    ['http://h:8080?q', 'http://h:8080', 13],
    ['https://user@h#f', 'https://user@h', 14],
    ['/a', undefined, 0],
    ['a/b://c', undefined, 0],
    ['*', undefined, 0],
  ])('%j → %j at %d', (url, protohost, start) => {
    expect(protohostOf(url)).toBe(protohost);
    expect(pathStart(url)).toBe(start);
  });
});

const text = (chars: string) => fc.string({ unit: fc.constantFrom(...chars.split('')), maxLength: 8 });
const path = text('ab/%.:;').map((s) => `/${s}`);
const query = fc.option(text('ab=&?/'), { nil: undefined });
const fragment = fc.option(text('ab?#/'), { nil: undefined });
const protohost = fc.option(fc.constantFrom('http://h', 'https://ex.com:8443', 'http://u@h'), { nil: undefined });

describe('properties', () => {
  it('splits what was joined: protohost, path, query and fragment', () => {
    fc.assert(
      fc.property(protohost, path, query, fragment, (ph, p, q, f) => {
        const url = `${ph ?? ''}${p}${q === undefined ? '' : `?${q}`}${f === undefined ? '' : `#${f}`}`;
        expect(protohostOf(url)).toBe(ph);
        expect(urlParts(url)).toEqual({ pathname: p, query: q });
        expect(pathnameOf(url)).toBe(p);
        expect(url.slice(pathStart(url)).startsWith(p)).toBe(true);
      }),
    );
  });

  it('pathnameOf is urlParts().pathname, with / for an empty path', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', '/', '?', '#', ':', 'h', 'p'), minLength: 1 }), (url) => {
        const { pathname } = urlParts(url);
        expect(pathnameOf(url)).toBe(pathname === '' ? '/' : pathname);
      }),
    );
  });
});
