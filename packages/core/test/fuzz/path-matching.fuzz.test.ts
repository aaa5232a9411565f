import { assertLinearCost, fuzzText, onlyCodedErrors } from '@batonjs/test-utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compilePath } from '../../src/router/compile-path.js';

/** Route shapes of both matchers: segment-aligned ones and those that need the VM. */
const ROUTES = [
  '/users/:id',
  '/files/*rest',
  '/a{/:b}/c',
  '/:x-:y.json',
  '/blog/:year/:month{-:day}',
  '/',
  '/ab*cd',
].map((path) => compilePath(path, { end: true, strict: false, sensitive: false }));
const PREFIX = compilePath('/api/:v', { end: false, strict: false, sensitive: false });
const PIECES = [
  '/',
  'users',
  'files',
  'a',
  'b',
  'c',
  '-',
  '.',
  'json',
  '%',
  '%2F',
  '%zz',
  '%E0%A4%A',
  '%41',
  '//',
  '..',
  '\u00e9',
];

function matchAll(path: string): unknown {
  return [...ROUTES, PREFIX].map((route) =>
    onlyCodedErrors(
      () => route.match(path),
      (code) => code === 'BATON_INVALID_PATH_PARAM',
    ),
  );
}

describe('path matching', () => {
  it('only ever fails with BATON_INVALID_PATH_PARAM (a 400), on any request path', () => {
    fc.assert(
      fc.property(fuzzText(PIECES, 40), (tail) => {
        const results = matchAll(`/${tail}`) as unknown[];
        expect(results).toHaveLength(ROUTES.length + 1);
      }),
      { numRuns: 250 },
    );
  });

  it('costs time linear in the length of the path, for every route shape', () => {
    assertLinearCost((path) => matchAll(`/${path}`), fuzzText(PIECES, 6));
  });
});
