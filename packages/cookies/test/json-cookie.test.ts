import { describe, expect, it } from 'vitest';
import { JSONCookie, JSONCookies } from '../src/index.js';

describe('JSONCookie', () => {
  it('parses values with the j: prefix', () => {
    expect(JSONCookie('j:{"cart":[1,2]}')).toEqual({ cart: [1, 2] });
    expect(JSONCookie('j:"text"')).toBe('text');
  });

  it('gives undefined for plain strings, invalid JSON and non-strings', () => {
    expect(JSONCookie('plain')).toBeUndefined();
    expect(JSONCookie('j:{broken')).toBeUndefined();
    expect(JSONCookie('J:{}')).toBeUndefined();
    expect(JSONCookie(42)).toBeUndefined();
  });

  it('keeps a JSON __proto__ key as an own property without polluting Object.prototype', () => {
    const parsed = JSONCookie('j:{"__proto__":{"polluted":true}}') as Record<string, unknown>;
    expect(Object.hasOwn(parsed, '__proto__')).toBe(true);
    expect(Object.prototype).not.toHaveProperty('polluted');
  });
});

describe('JSONCookies', () => {
  it('replaces JSON cookies in place and keeps falsy results raw, as cookie-parser', () => {
    const jar: Record<string, unknown> = { a: 'j:[1]', b: 'plain', c: 'j:0', d: 'j:null', e: 'j:bad' };
    const result = JSONCookies(jar);
    expect(result).toBe(jar);
    expect(jar).toEqual({ a: [1], b: 'plain', c: 'j:0', d: 'j:null', e: 'j:bad' });
  });
});
