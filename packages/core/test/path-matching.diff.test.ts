import fc from 'fast-check';
// path-to-regexp 8 is what Express 5's router uses; it arrives with the express dev dependency.
import { match as ptrMatch } from 'path-to-regexp';
import { describe, expect, it } from 'vitest';
import { compilePath } from '../src/router/compile-path.js';

type Result = { path: string; params: Record<string, unknown> } | false | 'error';

function theirs(path: string, input: string, end: boolean, sensitive: boolean, strict: boolean): Result {
  let fn: ReturnType<typeof ptrMatch>;
  try {
    const loose = strict || path === '/' ? path : path.replace(/\/+$/, '');
    fn = ptrMatch(loose, { end, sensitive, trailing: !strict, decode: decodeURIComponent });
  } catch {
    return 'error';
  }
  try {
    const m = fn(input);
    return m === false ? false : { path: m.path, params: { ...m.params } };
  } catch {
    return 'error';
  }
}

function ours(path: string, input: string, end: boolean, sensitive: boolean, strict: boolean): Result {
  try {
    const m = compilePath(path, { end, sensitive, strict }).match(input);
    return m === null ? false : { path: m.path, params: { ...m.params } };
  } catch {
    return 'error';
  }
}

const patternPiece = fc.constantFrom(
  '/',
  '/a',
  '/B',
  '-',
  '.',
  'x',
  '..',
  ':p',
  ':q',
  '*w',
  '*v',
  '{/:o}',
  '{-:g}',
  '{.:e}',
  '/users',
  '{/x}',
  '-x-',
);
const pathPiece = fc.constantFrom('/', 'a', 'A', 'b', '-', '.', 'x', '..', '%41', 'users', '-x-', '%E0%A4%A', '');

describe('path matching agrees with Express 5 (path-to-regexp 8)', () => {
  it('on random patterns and paths', () => {
    fc.assert(
      fc.property(
        fc.array(patternPiece, { minLength: 1, maxLength: 6 }),
        fc.array(pathPiece, { minLength: 0, maxLength: 8 }),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (pp, ip, end, sensitive, strict) => {
          // Parameter names must be unique within a path for the comparison to be meaningful.
          const seen = new Map<string, number>();
          const path = `/${pp.join('')}`.replace(/([:*])([a-z])/g, (_m, sigil: string, name: string) => {
            const n = (seen.get(name) ?? 0) + 1;
            seen.set(name, n);
            return `${sigil}${name}${n}`;
          });
          const input = `/${ip.join('')}`;
          expect(ours(path, input, end, sensitive, strict)).toEqual(theirs(path, input, end, sensitive, strict));
        },
      ),
      { numRuns: 4000 },
    );
  });

  it('on literal patterns, given themselves and near variants (the literal fast path and its edges)', () => {
    const literalPiece = fc.constantFrom('/', '/a', '/B', '-', '.', 'x', '/users', '-x-', '\\:');
    // The request path made from the pattern's text: itself, or one step away from it.
    const variants: Record<string, (text: string) => string> = {
      same: (text) => text,
      upper: (text) => text.toUpperCase(),
      lower: (text) => text.toLowerCase(),
      slash: (text) => `${text}/`,
      suffix: (text) => `${text}x`,
      segment: (text) => `${text}/x`,
      shorter: (text) => text.slice(0, -1),
    };
    fc.assert(
      fc.property(
        fc.array(literalPiece, { minLength: 1, maxLength: 5 }),
        fc.constantFrom(...Object.keys(variants)),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (pp, variant, end, sensitive, strict) => {
          const path = `/${pp.join('')}`;
          const input = (variants[variant] as (text: string) => string)(path.replace(/\\:/g, ':'));
          expect(ours(path, input, end, sensitive, strict)).toEqual(theirs(path, input, end, sensitive, strict));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('matches a literal route path given itself whole, with no params', () => {
    for (const end of [true, false]) {
      const m = compilePath('/route-999', { end, sensitive: false, strict: false }).match('/route-999');
      expect(m).toEqual({ path: '/route-999', params: {} });
      expect(Object.getPrototypeOf(m?.params)).toBe(null);
      expect(compilePath('/a\\:b', { end, sensitive: true, strict: true }).match('/a:b')).toEqual({
        path: '/a:b',
        params: {},
      });
    }
  });

  it.each([
    ['/:a-:b', '/x-y-z'],
    ['/*a/*b/:c', '/1/2/3/4'],
    ['/files/*p', '/files/a/b/'],
    ['/users{/:id}', '/users/'],
    ['/a{/:b}{/:c}', '/a/x'],
    ['/:a{-:b}', '/x-y'],
    ['/:a..:b', '/x..y..z'],
    ['/:a-x{-:b}', '/q-x-r-x-s'],
    ['/Users', '/users'],
    ['/:"a b"', '/x'],
    ['/\\:x', '/:x'],
  ])('%s on %s', (path, input) => {
    for (const end of [true, false]) {
      expect(ours(path, input, end, false, false)).toEqual(theirs(path, input, end, false, false));
    }
  });
});
