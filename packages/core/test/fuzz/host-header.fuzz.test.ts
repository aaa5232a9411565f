import { assertLinearCost, fuzzText } from '@batonjs/test-utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidHost } from '../../src/request/host-header.js';

const PIECES = [
  'a',
  'example',
  '.',
  ':',
  '80',
  '[',
  ']',
  '::1',
  '%',
  '%20',
  '/',
  '..',
  '@',
  ' ',
  '_',
  '-',
  '\r',
  '\u00e9',
];

describe('Host validation', () => {
  it('never throws, and what it accepts has no character outside an authority', () => {
    fc.assert(
      fc.property(fuzzText(PIECES, 30), (host) => {
        if (isValidHost(host)) expect(host).toMatch(/^[A-Za-z0-9\-._~!$&'()*+,;=%:[\]]*$/);
      }),
      { numRuns: 200 },
    );
  });

  it('costs time linear in the value', () => {
    assertLinearCost(isValidHost, fuzzText(PIECES, 5), { size: 1000 });
  });
});
