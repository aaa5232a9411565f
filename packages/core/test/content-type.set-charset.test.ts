import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { setCharset } from '../src/response/content-type.js';

describe('setCharset', () => {
  it.each([
    ['application/json', 'utf-8', 'application/json; charset=utf-8'],
    ['text/html; charset=latin1', 'utf-8', 'text/html; charset=utf-8'],
    ['text/plain; CHARSET = latin1; format=flowed', 'utf-8', 'text/plain; format=flowed; charset=utf-8'],
    ['text/plain;;  ; format=flowed', 'utf-8', 'text/plain; format=flowed; charset=utf-8'],
    ['  text/csv  ', 'utf-16', 'text/csv; charset=utf-16'],
    ['not a type; charset', 'utf-8', 'not a type; charset; charset=utf-8'],
    ['', 'utf-8', '; charset=utf-8'],
  ])('%j with %s → %j', (type, charset, expected) => {
    expect(setCharset(type, charset)).toBe(expected);
  });

  it('gives every call its own answer, whatever came before (the last answer is reused only for the same input)', () => {
    const input = fc.tuple(
      fc.constantFrom('text/html', 'application/json; charset=latin1', 'text/plain; a=b', ''),
      fc.constantFrom('utf-8', 'latin1', ''),
    );
    fc.assert(
      fc.property(fc.array(input, { minLength: 1, maxLength: 20 }), (calls) => {
        // Each answer alone, with the memo holding something else first.
        const alone = calls.map(([type, charset]) => {
          setCharset('x/other', 'other');
          return setCharset(type, charset);
        });
        expect(calls.map(([type, charset]) => setCharset(type, charset))).toEqual(alone);
      }),
    );
  });
});
