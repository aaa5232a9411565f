import { describe, expect, it } from 'vitest';
import { parseSimpleQuery } from '../src/query/parse-simple.js';
import { compileQueryParser } from '../src/settings/compile-query-parser.js';

describe('parseSimpleQuery', () => {
  it('keeps keys flat and collects repeated keys', () => {
    const parsed = parseSimpleQuery('a=1&a=2&b[c]=3&d=x+y&e');
    expect({ ...parsed }).toEqual({ a: ['1', '2'], 'b[c]': '3', d: 'x y', e: '' });
    expect(Object.getPrototypeOf(parsed)).toBe(null);
  });

  it('reads at most 1000 pairs', () => {
    const parsed = parseSimpleQuery(Array.from({ length: 3000 }, (_, i) => `k${i}=v`).join('&'));
    expect(Object.keys(parsed)).toHaveLength(1000);
  });

  it('keeps __proto__ as a plain own key of a null-prototype object', () => {
    const parsed = parseSimpleQuery('__proto__=x&constructor=y');
    expect(Object.getPrototypeOf(parsed)).toBe(null);
    expect(Object.keys(parsed)).toEqual(['__proto__', 'constructor']);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});

describe('compileQueryParser', () => {
  it('compiles the setting values Express accepts', () => {
    expect(compileQueryParser('simple')).toBe(parseSimpleQuery);
    expect(compileQueryParser(true)).toBe(parseSimpleQuery);
    expect(compileQueryParser(false)).toBeUndefined();
    expect({ ...compileQueryParser('extended')?.('a[b]=1') }).toEqual({ a: { b: '1' } });
    const own = (s: string) => ({ s });
    expect(compileQueryParser(own)).toBe(own);
  });

  it('throws TypeError for anything else', () => {
    expect(() => compileQueryParser('qs')).toThrow(new TypeError('unknown value for query parser function: qs'));
    expect(() => compileQueryParser(undefined)).toThrow(TypeError);
  });
});
