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

  it('answers the same from its memo: repeated, past the memo’s size, and for bodies too long to remember', () => {
    const bodies = Array.from({ length: 600 }, (_, n) => JSON.stringify({ n, pad: 'x'.repeat(n % 7) }));
    // Twice through more bodies than the memo holds (256 per strength): hits, misses and restarts.
    for (let round = 0; round < 2; round++) {
      for (const body of bodies) {
        expect(textEntityTag(body, true)).toBe(etag(Buffer.from(body, 'utf8'), { weak: true }));
        expect(textEntityTag(body, false)).toBe(etag(Buffer.from(body, 'utf8'), { weak: false }));
      }
    }
    // The body tagged last answers first: equal bodies built apart, and bodies that take turns.
    const built = (n: number): string => JSON.stringify({ n });
    for (const n of [1, 1, 2, 1, 2, 2, 10, 1]) {
      expect(textEntityTag(built(n), true)).toBe(etag(Buffer.from(built(n), 'utf8'), { weak: true }));
      expect(textEntityTag(built(n), false)).toBe(etag(Buffer.from(built(n), 'utf8'), { weak: false }));
    }
    // Same length, one character apart: the comparison cannot stop at the length.
    expect(textEntityTag('{"n":3}', true)).toBe(etag('{"n":3}', { weak: true }));
    expect(textEntityTag('{"n":4}', true)).toBe(etag('{"n":4}', { weak: true }));
    // The weak and strong tags of one body never answer for each other.
    expect(textEntityTag('same', true)).toBe(`W/${textEntityTag('same', false)}`);
    for (const long of ['y'.repeat(1024), 'y'.repeat(1025), `${'é'.repeat(3000)}!`]) {
      expect(textEntityTag(long, true)).toBe(etag(Buffer.from(long, 'utf8'), { weak: true }));
      expect(textEntityTag(long, true)).toBe(etag(Buffer.from(long, 'utf8'), { weak: true }));
    }
  });
});
