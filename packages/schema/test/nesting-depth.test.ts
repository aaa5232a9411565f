import { describe, expect, it } from 'vitest';
import { tooDeep } from '../src/nesting-depth.js';

describe('tooDeep()', () => {
  it('finds the first path past the limit, in document order, and nothing within it', () => {
    expect(tooDeep({ a: { b: [1] } }, 2)).toEqual(['a', 'b']);
    expect(tooDeep({ a: { b: [1] } }, 3)).toBeUndefined();
    expect(tooDeep([{ x: 1 }, [[{}]]], 2)).toEqual([1, 0]);
    expect(tooDeep('text', 1)).toBeUndefined();
    expect(tooDeep(null, 1)).toBeUndefined();
  });

  it('walks 100,000 levels without overflowing the stack', () => {
    let deep: unknown = {};
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(tooDeep(deep, 64)).toHaveLength(64);
  });
});
