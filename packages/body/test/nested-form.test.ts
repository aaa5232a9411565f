import fc from 'fast-check';
import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { assertParameterCount, formPairs } from '../src/form-pairs.js';
import { nestForm } from '../src/nested-form.js';

function parseExtended(text: string, depth = 32) {
  const count = assertParameterCount(text, 1000);
  return nestForm(formPairs(text, 'utf-8'), { depth, arrayLimit: Math.max(100, count) });
}

// body-parser 2's own configuration of qs for `extended: true`.
function parseWithQs(text: string, depth = 32) {
  const count = text.split('&').length;
  return qs.parse(text, {
    allowPrototypes: true,
    arrayLimit: Math.max(100, count),
    depth,
    parameterLimit: 1000,
    strictDepth: true,
  });
}

const plain = (value: unknown) => JSON.parse(JSON.stringify(value));

describe('nestForm', () => {
  it('builds objects and arrays from bracketed names', () => {
    expect(plain(parseExtended('a[b][c]=1&a[b][d]=2&e[]=x&e[]=y&f[0][g]=h'))).toEqual({
      a: { b: { c: '1', d: '2' } },
      e: ['x', 'y'],
      f: [{ g: 'h' }],
    });
  });

  it('closes holes in sparse arrays', () => {
    expect(plain(parseExtended('a[5]=x&a[1]=y'))).toEqual({ a: ['y', 'x'] });
  });

  it('throws the depth error past the limit', () => {
    expect(() => parseExtended('a[b][c]=1', 1)).toThrow('The input exceeded the depth');
    expect(plain(parseExtended('a[b]=1', 1))).toEqual({ a: { b: '1' } });
  });

  it('drops __proto__ wherever it appears and creates only null-prototype objects', () => {
    const result = parseExtended('__proto__[x]=1&a[__proto__][y]=2&a[b]=3');
    expect(Object.getPrototypeOf(result)).toBeNull();
    expect(Object.getPrototypeOf(result.a)).toBeNull();
    expect(plain(result)).toEqual({ a: { b: '3' } });
    expect(({} as { x?: unknown }).x).toBeUndefined();
  });

  it('agrees with qs as body-parser configures it, on generated forms', () => {
    const segment = fc.constantFrom('', '0', '1', '2', '7', 'x', 'y', 'constructor', 'hasOwnProperty');
    const name = fc
      .tuple(fc.constantFrom('a', 'b'), fc.array(segment, { maxLength: 3 }))
      .map(([parent, segments]) => parent + segments.map((s) => `[${s}]`).join(''));
    const pair = fc.tuple(name, fc.constantFrom('1', '2', 'v', '')).map(([n, v]) => `${n}=${v}`);
    fc.assert(
      fc.property(fc.array(pair, { minLength: 1, maxLength: 6 }), (pairs) => {
        const text = pairs.join('&');
        expect(plain(parseExtended(text))).toEqual(plain(parseWithQs(text)));
      }),
      { numRuns: 500 },
    );
  });
});
