import type { ServerResponse } from 'node:http';
import fc from 'fast-check';
import varyReference from 'vary';
import { describe, expect, it } from 'vitest';
import { appendVary, isToken, mergeVary, splitList, type VaryTarget } from '../src/index.js';

function target(initial?: string | string[]): VaryTarget & { writes: number; value: unknown } {
  const t = {
    writes: 0,
    value: initial as unknown,
    getHeader: () => t.value as string | string[] | undefined,
    setHeader: (_name: string, value: string) => {
      t.writes++;
      t.value = value;
    },
  };
  return t;
}

describe('isToken', () => {
  it('accepts RFC 9110 tokens and nothing else', () => {
    expect(['Accept', 'X-Custom_1', "!#$%&'*+-.^_`|~"].every(isToken)).toBe(true);
    expect(['', 'a b', 'a,b', 'a:b', 'é', 'a\r\nb', '(x)'].some(isToken)).toBe(false);
  });
});

describe('splitList', () => {
  it('drops empty members and surrounding white space', () => {
    expect(splitList(' Accept , ,Origin,')).toEqual(['Accept', 'Origin']);
  });
});

describe('mergeVary', () => {
  it('adds names once, case-insensitively, keeping the text already there', () => {
    expect(mergeVary('Accept', ['accept-encoding', 'ACCEPT'])).toBe('Accept, accept-encoding');
    expect(mergeVary('Accept,Origin', 'origin, X')).toBe('Accept,Origin, X');
    expect(mergeVary('', 'Accept')).toBe('Accept');
  });

  it('lets * absorb everything', () => {
    expect(mergeVary('Accept', '*')).toBe('*');
    expect(mergeVary('*', 'Accept')).toBe('*');
    expect(mergeVary('*, Accept', 'Origin')).toBe('*');
  });

  it('returns the same string when nothing changes', () => {
    const header = 'Accept, Origin';
    expect(mergeVary(header, ['origin'])).toBe(header);
  });
});

describe('appendVary', () => {
  it('merges into the response header and writes only on change', () => {
    const res = target(['Accept', 'Origin']);
    appendVary(res, 'Accept');
    expect(res.writes).toBe(0);
    appendVary(res, ['Accept-Encoding']);
    expect(res.value).toBe('Accept, Origin, Accept-Encoding');
    expect(res.writes).toBe(1);
  });

  it('answers as Express’s vary package for any header and field list', () => {
    const name = fc.constantFrom('Accept', 'accept', 'Origin', 'X-A', '*', 'Accept-Encoding');
    fc.assert(
      fc.property(
        fc.option(fc.array(name, { maxLength: 4 }).map((a) => a.join(', '))),
        fc.array(name, { minLength: 1, maxLength: 4 }),
        (initial, fields) => {
          const ours = target(initial ?? undefined);
          appendVary(ours, fields);
          const theirs = target(initial ?? undefined);
          varyReference(theirs as unknown as ServerResponse, fields);
          expect(ours.value).toBe(theirs.value);
        },
      ),
      { numRuns: 500 },
    );
  });
});
