import escapeHtmlReference from 'escape-html';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../src/index.js';

describe('escapeHtml', () => {
  it('escapes the five characters that matter in HTML', () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;',
    );
  });

  it('returns text without them unchanged', () => {
    expect(escapeHtml('plain text')).toBe('plain text');
    expect(escapeHtml('')).toBe('');
  });

  it('answers exactly as escape-html (Express’s) for any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', '&', '<', '>', '"', "'", ' ', 'é', '\n') }), (text) => {
        expect(escapeHtml(text)).toBe(escapeHtmlReference(text));
      }),
      { numRuns: 500 },
    );
  });
});
