import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseBytes } from '../src/bytes.js';

describe('parseBytes', () => {
  it.each([
    [100, 100],
    ['100', 100],
    ['100b', 100],
    ['1kb', 1024],
    ['100kb', 102400],
    ['100 KB', 102400],
    ['1.5mb', 1572864],
    ['1gb', 1024 ** 3],
    ['1tb', 1024 ** 4],
    ['1pb', 1024 ** 5],
    [' 2MB ', 2 * 1024 ** 2],
  ] as const)('%j is %i bytes', (input, bytes) => {
    expect(parseBytes(input)).toBe(bytes);
  });

  it.each(['', 'lots', '1xb', 'kb', '1 k b', '--1kb'])('%j is not a size', (input) => {
    expect(parseBytes(input)).toBeUndefined();
  });

  it('rejects NaN but keeps other numbers as given', () => {
    expect(parseBytes(Number.NaN)).toBeUndefined();
    expect(parseBytes(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
  });

  it('agrees with the bytes package body-parser uses', async () => {
    const { default: bytes } = await import('bytes');
    const units = fc.constantFrom('', 'b', 'kb', 'KB', 'mb', 'Mb', 'gb', 'tb', 'pb');
    const sizes = fc.tuple(fc.nat({ max: 5000 }), fc.boolean(), fc.nat({ max: 99 }), units, fc.constantFrom('', ' '));
    fc.assert(
      fc.property(sizes, ([whole, hasFraction, fraction, unit, space]) => {
        const text = `${whole}${hasFraction && unit !== '' ? `.${fraction}` : ''}${space}${unit}`;
        expect(parseBytes(text)).toBe(bytes.parse(text));
      }),
    );
  });
});
