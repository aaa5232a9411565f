import etag from 'etag';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { textEntityTag } from '../src/index.js';

describe('textEntityTag', () => {
  it('is the etag package’s tag, weak and strong (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), fc.boolean(), (text, weak) => {
        expect(textEntityTag(text, weak)).toBe(etag(Buffer.from(text, 'utf8'), { weak }));
      }),
      { numRuns: 1000 },
    );
    expect(textEntityTag('{"hello":"world"}', true)).toBe('W/"11-IkjuL6CqqtmReFMfkkvwC0sKj04"');
    expect(textEntityTag('', false)).toBe('"0-2jmj7l5rSw0yVb/vlWAYkK/YBwk"');
  });

  it('counts UTF-8 bytes, not UTF-16 units, and hashes a lone surrogate as U+FFFD, as etag does', () => {
    for (const text of ['é', '😀', '\ud800', 'a\udc00b']) {
      expect(textEntityTag(text, false)).toBe(etag(Buffer.from(text, 'utf8')));
    }
    expect(textEntityTag('😀', true).startsWith('W/"4-')).toBe(true);
  });
});
