import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from '../src/index.js';

describe('parse', () => {
  it('reads name=value pairs separated by "; "', () => {
    expect({ ...parse('a=1; b=two; c=3') }).toEqual({ a: '1', b: 'two', c: '3' });
  });

  it('returns a null-prototype object', () => {
    expect(Object.getPrototypeOf(parse('a=1'))).toBeNull();
    expect(Object.getPrototypeOf(parse(''))).toBeNull();
  });

  it('unwraps one pair of double quotes; a lone quote is an empty value, as the cookie package reads it', () => {
    expect({ ...parse('a="quoted value"; b=""; c="; d="x') }).toEqual({ a: 'quoted value', b: '', c: '', d: '"x' });
  });

  it('keeps the first occurrence of a name (RFC 6265 sends the most specific cookie first)', () => {
    expect({ ...parse('sid=first; sid=second; other=1; sid=third') }).toEqual({ sid: 'first', other: '1' });
  });

  it('percent-decodes values but never names', () => {
    expect({ ...parse('na%20me=caf%C3%A9%20au%20lait') }).toEqual({ 'na%20me': 'café au lait' });
  });

  it('keeps the raw value when an escape is malformed', () => {
    expect({ ...parse('a=%E0%A4%A; b=100%; c=%zz; d=%C3%A9') }).toEqual({ a: '%E0%A4%A', b: '100%', c: '%zz', d: 'é' });
  });

  it('uses a custom decoder for every value and keeps the raw value when it throws', () => {
    const decode = (value: string): string => {
      if (value === 'boom') throw new Error('nope');
      return value.toUpperCase();
    };
    expect({ ...parse('a=x; b=boom; c=%41', { decode }) }).toEqual({ a: 'X', b: 'boom', c: '%41' });
  });

  it('skips segments without "=" and keeps reading after them', () => {
    expect({ ...parse('flag; a=1; ;;; other; b=2;') }).toEqual({ a: '1', b: '2' });
    expect({ ...parse('no-equals-at-all') }).toEqual({});
  });

  it('handles empty input and empty names and values', () => {
    expect({ ...parse('') }).toEqual({});
    expect({ ...parse(';') }).toEqual({});
    expect({ ...parse('=') }).toEqual({ '': '' });
    expect({ ...parse('a=') }).toEqual({ a: '' });
    expect({ ...parse('=nameless; a=1') }).toEqual({ '': 'nameless', a: '1' });
  });

  it('trims spaces and tabs around names and values, not inside them', () => {
    expect({ ...parse(' \ta \t=\t 1 2 \t;b=  3') }).toEqual({ a: '1 2', b: '3' });
  });

  it('keeps everything after the first "=" in the value', () => {
    expect({ ...parse('a=b=c=d; e==') }).toEqual({ a: 'b=c=d', e: '=' });
  });

  it('treats a non-string header as empty instead of throwing', () => {
    expect({ ...parse(undefined as unknown as string) }).toEqual({});
  });

  it('leaves __proto__ out and stores constructor as an own key, without polluting any prototype', () => {
    const cookies = parse('__proto__=polluted; constructor=x; toString=y; hasOwnProperty=z');
    expect(Object.keys(cookies)).toEqual(['constructor', 'toString', 'hasOwnProperty']);
    expect(Object.getPrototypeOf(cookies)).toBeNull();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('parses 5,000 pairs, keeping the first of each name', () => {
    const pairs: string[] = [];
    for (let i = 0; i < 5000; i++) pairs.push(`c${i % 2500}=v${i}`);
    const cookies = parse(pairs.join('; '));
    expect(Object.keys(cookies)).toHaveLength(2500);
    expect(cookies.c0).toBe('v0');
    expect(cookies.c2499).toBe('v2499');
  });

  it('parses a header of 100,000 semicolons and a trailing pair (the next "=" is searched once)', () => {
    expect({ ...parse(`${';'.repeat(100_000)}a=1`) }).toEqual({ a: '1' });
    expect({ ...parse(`${'x;'.repeat(50_000)}a=1`) }).toEqual({ a: '1' });
  });

  it('round-trips any set of token names and arbitrary values written with encodeURIComponent', () => {
    // A cookie named __proto__ is left out, as cookie-parser does (fast-check likes to try it).
    const name = fc.stringMatching(/^[A-Za-z0-9!#$&'*+.^_`|~-]{1,12}$/).filter((n) => n !== '__proto__');
    fc.assert(
      fc.property(fc.dictionary(name, fc.string({ maxLength: 20 })), (jar) => {
        const header = Object.entries(jar)
          .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
          .join('; ');
        expect({ ...parse(header) }).toEqual({ ...jar });
      }),
    );
  });

  it('never throws and always returns string values, whatever the header', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (header) => {
        const cookies = parse(header);
        for (const value of Object.values(cookies)) expect(typeof value).toBe('string');
      }),
    );
  });
});
