import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseExtendedQuery } from '../src/query/parse-extended.js';
import { splitKey } from '../src/query/split-key.js';

const require = createRequire(import.meta.url);
const qs = require('qs') as { parse(s: string, o?: object): unknown };

/** Deep copy to plain objects, so results compare equal regardless of prototypes. */
const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

function everyObjectHasNullPrototype(value: unknown): boolean {
  if (Array.isArray(value)) return value.every(everyObjectHasNullPrototype);
  if (value !== null && typeof value === 'object') {
    return Object.getPrototypeOf(value) === null && Object.values(value).every(everyObjectHasNullPrototype);
  }
  return typeof value === 'string';
}

describe('parseExtendedQuery', () => {
  it.each([
    ['a=1&b=2', { a: '1', b: '2' }],
    ['a=1&a=2', { a: ['1', '2'] }],
    ['a[]=1&a[]=2', { a: ['1', '2'] }],
    ['a[1]=b&a[3]=c', { a: ['b', 'c'] }],
    ['a[0]=b&a[b]=c', { a: { 0: 'b', b: 'c' } }],
    ['a[19]=x', { a: ['x'] }],
    ['a[20]=x', { a: { 20: 'x' } }],
    ['a[00]=x', { a: { '00': 'x' } }],
    ['a=b&a[c]=d', { a: ['b', { c: 'd' }] }],
    ['a[b][c]=1&a[b][d]=2', { a: { b: { c: '1', d: '2' } } }],
    ['a[0][b]=1&a[0][c]=2', { a: [{ b: '1', c: '2' }] }],
    ['a[][b]=1', { a: [{ b: '1' }] }],
    ['[a][b]=1', { a: { b: '1' } }],
    ['a[=1', { a: { '[': '1' } }],
    ['a]=1', { 'a]': '1' }],
    ['a%5Bb%5D=1', { a: { b: '1' } }],
    ['a+b=c+d', { 'a b': 'c d' }],
    ['a==b', { a: '=b' }],
    ['a&=x&&b=', { a: '', b: '' }],
    ['a=%zz&%E0%A4%A=1', { a: '%zz', '%E0%A4%A': '1' }],
    ['a[b][c][d][e][f][g][h][i]=j', { a: { b: { c: { d: { e: { f: { '[g][h][i]': 'j' } } } } } } }],
  ])('%s', (input, expected) => {
    const parsed = parseExtendedQuery(input);
    expect(plain(parsed)).toEqual(expected);
    expect(everyObjectHasNullPrototype(parsed)).toBe(true);
    expect(plain(qs.parse(input))).toEqual(expected);
  });

  it('turns an array longer than the array limit into an object, as qs 6.17', () => {
    const input = Array.from({ length: 25 }, () => 'a[]=x').join('&');
    const parsed = parseExtendedQuery(input) as { a: Record<string, string> };
    expect(Array.isArray(parsed.a)).toBe(false);
    expect(Object.keys(parsed.a)).toHaveLength(25);
    expect(plain(parsed)).toEqual(plain(qs.parse(input)));
  });

  it('drops __proto__ segments and never touches Object.prototype', () => {
    const parsed = parseExtendedQuery('__proto__[x]=1&a[__proto__][y]=2&b[c][__proto__]=3&constructor[prototype][z]=4');
    expect(plain(parsed)).toEqual({ constructor: { prototype: { z: '4' } } });
    const probe = {} as Record<string, unknown>;
    expect(probe.x ?? probe.y ?? probe.z).toBeUndefined();
  });

  it('honours custom limits', () => {
    expect(plain(parseExtendedQuery('a=1&b=2&c=3', { parameterLimit: 2 }))).toEqual({ a: '1', b: '2' });
    expect(plain(parseExtendedQuery('a[b][c]=1', { depth: 1 }))).toEqual({ a: { b: { '[c]': '1' } } });
    expect(plain(parseExtendedQuery('a[b]=1', { depth: 0 }))).toEqual({ 'a[b]': '1' });
    expect(plain(parseExtendedQuery('a[0]=1', { arrayLimit: 0 }))).toEqual({ a: { 0: '1' } });
  });

  it('stays linear on hostile keys', () => {
    const brackets = `${'['.repeat(50_000)}=1&${']'.repeat(50_000)}=2&a${'[x'.repeat(30_000)}=3`;
    const parsed = parseExtendedQuery(brackets);
    expect(Object.keys(parsed)).toHaveLength(3);
    const deep = `a${'[b]'.repeat(20_000)}=1`;
    const nested = plain(parseExtendedQuery(deep)) as Record<string, unknown>;
    expect(JSON.stringify(nested).length).toBeLessThan(deep.length + 100);
  });

  describe('properties', () => {
    const word = fc.stringMatching(/^[a-z]{1,4}$/);
    const value = fc.stringMatching(/^[a-z0-9]{0,4}$/);

    it('never produces a non-null prototype nor pollutes, whatever the input', () => {
      fc.assert(
        fc.property(
          fc.string({ unit: fc.constantFrom('a', '[', ']', '=', '&', '%', '5', 'B', '_', 'p', '+') }),
          (s) => {
            const parsed = parseExtendedQuery(s);
            expect(everyObjectHasNullPrototype(parsed)).toBe(true);
            expect(({} as Record<string, unknown>).p).toBeUndefined();
          },
        ),
        { numRuns: 300 },
      );
    });

    it('agrees with qs on nested object keys and repeated keys', () => {
      const pair = fc.tuple(fc.array(word, { minLength: 1, maxLength: 4 }), value);
      fc.assert(
        fc.property(fc.uniqueArray(pair, { maxLength: 8, selector: ([path]) => path.join('.') }), (pairs) => {
          // Distinct paths where none is a prefix of another: the shapes real forms send.
          const paths = pairs.map(([p]) => p.join('.'));
          fc.pre(paths.every((p) => !paths.some((q) => q !== p && q.startsWith(`${p}.`))));
          const input = pairs
            .map(
              ([path, v]) =>
                `${path[0]}${path
                  .slice(1)
                  .map((k) => `[${k}]`)
                  .join('')}=${v}`,
            )
            .join('&');
          expect(plain(parseExtendedQuery(input))).toEqual(plain(qs.parse(input)));
        }),
        { numRuns: 300 },
      );
    });

    it('agrees with qs on pushed and indexed arrays', () => {
      fc.assert(
        fc.property(word, fc.array(value, { maxLength: 19 }), fc.boolean(), (key, values, indexed) => {
          const input = values.map((v, i) => `${key}[${indexed ? i : ''}]=${v}`).join('&');
          expect(plain(parseExtendedQuery(input))).toEqual(plain(qs.parse(input)));
        }),
        { numRuns: 200 },
      );
    });
  });
});

describe('splitKey', () => {
  it('cuts keys into segments', () => {
    expect(splitKey('a', 5)).toEqual({ segments: ['a'], literalTail: false });
    expect(splitKey('a[b][]', 5)).toEqual({ segments: ['a', 'b', ''], literalTail: false });
    expect(splitKey('a[b', 5)).toEqual({ segments: ['a', '[b'], literalTail: true });
    expect(splitKey('a[1][2][3]', 2)).toEqual({ segments: ['a', '1', '2', '[3]'], literalTail: true });
    expect(splitKey('[]', 5)).toEqual({ segments: ['[]'], literalTail: false });
  });
});
