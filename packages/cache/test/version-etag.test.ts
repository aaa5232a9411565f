import { describe, expect, it } from 'vitest';
import { CacheError, versionETag } from '../src/index.js';

describe('versionETag', () => {
  it('quotes strings, numbers, bigints and dates without hashing', () => {
    expect(versionETag('r17')).toBe('"r17"');
    expect(versionETag(42)).toBe('"42"');
    expect(versionETag(9007199254740993n)).toBe('"9007199254740993"');
    expect(versionETag(new Date(Date.UTC(2024, 0, 1)))).toBe('"1704067200000"');
    expect(versionETag('42-7', { weak: true })).toBe('W/"42-7"');
  });

  it('accepts every etagc character, including obs-text', () => {
    expect(versionETag("!#$%&'()*+,-./:;<=>?@[\\]^_`{|}~\u0080\u00ff")).toBe(
      '"!#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~\u0080\u00ff"',
    );
  });

  it.each([
    ['an empty string', ''],
    ['a double quote', 'a"b'],
    ['a space', 'a b'],
    ['a control character', 'a\nb'],
    ['a character above U+00FF', 'a\u0100'],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['an invalid Date', new Date(Number.NaN)],
    ['an object', {}],
  ])('rejects %s with BATON_CACHE_INVALID_ETAG', (_label, version) => {
    let caught: unknown;
    try {
      versionETag(version as string);
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(CacheError);
    expect((caught as CacheError).code).toBe('BATON_CACHE_INVALID_ETAG');
    expect((caught as CacheError).status).toBe(500);
  });
});
