import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { setCharset } from '../src/response/content-type.js';

describe('setCharset', () => {
  it.each([
    ['application/json', 'utf-8', 'application/json; charset=utf-8'],
    ['text/html; charset=latin1', 'utf-8', 'text/html; charset=utf-8'],
    ['text/plain; CHARSET = latin1; format=flowed', 'utf-8', 'text/plain; charset=utf-8; format=flowed'],
    ['text/plain;;  ; format=flowed', 'utf-8', 'text/plain; format=flowed; charset=utf-8'],
    ['  text/csv  ', 'utf-16', 'text/csv; charset=utf-16'],
    ['text/plain; lone; x="a b"', 'utf-8', 'text/plain; x="a b"; charset=utf-8'],
    ['text/plain; x=a\\b', 'utf-8', 'text/plain; x="a\\\\b"; charset=utf-8'],
    ['', 'utf-8', ''],
    ['text/plain', '', 'text/plain'],
  ])('%j with %s → %j', (type, charset, expected) => {
    expect(setCharset(type, charset)).toBe(expected);
  });

  it.each([
    ['not a type; charset', 'Invalid type: not a type'],
    ['text/plain; f@o=1', 'Invalid parameter name: f@o'],
    ['text/plain; x=a\u0001', 'Invalid parameter value: a\u0001'],
    ['text/plain; x=\u20ac', 'Invalid parameter value: \u20ac'],
  ])('%j cannot be written back: a coded TypeError with Express 5.3 wording', (type, message) => {
    expect(() => setCharset(type, 'utf-8')).toThrow(
      expect.objectContaining({ name: 'TypeError', code: 'BATON_INVALID_CONTENT_TYPE', message }),
    );
  });

  it('gives every call its own answer, whatever came before (the last answer is reused only for the same input)', () => {
    const input = fc.tuple(
      fc.constantFrom('text/html', 'application/json; charset=latin1', 'text/plain; a=b', 'text/plain; foo', ''),
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
