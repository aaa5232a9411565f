import { describe, expect, it } from 'vitest';
import { blockStringValue } from '../../src/language/block-string.js';

describe('blockStringValue (spec BlockStringValue)', () => {
  it('removes the common indentation of all lines but the first', () => {
    expect(blockStringValue('first\n    a\n      b\n    c')).toBe('first\na\n  b\nc');
  });

  it('ignores whitespace-only lines when measuring indentation', () => {
    expect(blockStringValue('\n    a\n \n    b')).toBe('a\n\nb');
  });

  it('drops blank leading and trailing lines', () => {
    expect(blockStringValue('\n\n  \t\n  text\n  \n\t\n')).toBe('text');
  });

  it('treats \\r\\n and \\r as line ends and joins with \\n', () => {
    expect(blockStringValue('\r\n  a\r  b\r\n')).toBe('a\nb');
  });

  it('counts tabs as indentation and keeps the first line untouched', () => {
    expect(blockStringValue('  keep\n\t\tx\n\t\ty')).toBe('  keep\nx\ny');
  });

  it('gives the empty string for blank input', () => {
    expect(blockStringValue('')).toBe('');
    expect(blockStringValue('   \n   ')).toBe('');
  });
});
