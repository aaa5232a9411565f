import { describe, expect, it } from 'vitest';
import { parsePerfMap } from '../src/instructions/perf-map.js';

// Code at 0x1000 collected and its memory reused by newer, shorter code: the newer entry wins
// where both cover an address, the older one still names the part only it covers.
const map = parsePerfMap(
  [
    '1000 100 JS:~old file:///app/a.js:1:1',
    'not an entry',
    '1000 80 JS:*new file:///app/a.js:1:1',
    '2000 10 Builtin:ArrayPrototypePush', // 0x10 bytes
    '',
  ].join('\n'),
);

describe('parsePerfMap', () => {
  it('names an address by the latest entry that covers it', () => {
    expect(map.nameAt(0x1000)).toBe('JS:*new file:///app/a.js:1:1');
    expect(map.nameAt(0x107f)).toBe('JS:*new file:///app/a.js:1:1');
    expect(map.nameAt(0x1080)).toBe('JS:~old file:///app/a.js:1:1');
    expect(map.nameAt(0x2005)).toBe('Builtin:ArrayPrototypePush');
  });

  it('names nothing outside every entry (an entry ends before start + size)', () => {
    expect(map.nameAt(0xfff)).toBeUndefined();
    expect(map.nameAt(0x1100)).toBeUndefined();
    expect(map.nameAt(0x2010)).toBeUndefined();
  });

  it('gives the same answer when asked again', () => {
    expect(map.nameAt(0x1090)).toBe('JS:~old file:///app/a.js:1:1');
    expect(map.nameAt(0x1090)).toBe('JS:~old file:///app/a.js:1:1');
  });
});
