import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseEntityTag, parseEntityTagList, strongMatch, weakMatch } from '../src/index.js';

describe('parseEntityTagList', () => {
  it('reads "*" and lists of strong and weak tags with optional whitespace and empty members', () => {
    expect(parseEntityTagList(' * ')).toEqual({ any: true, tags: [] });
    expect(parseEntityTagList('W/"a", "b",,\t"c" ,')).toEqual({
      any: false,
      tags: [
        { weak: true, opaque: '"a"' },
        { weak: false, opaque: '"b"' },
        { weak: false, opaque: '"c"' },
      ],
    });
  });

  it('keeps commas and obs-text inside a tag', () => {
    expect(parseEntityTagList('"a,b", "\u00e9"').tags.map((tag) => tag.opaque)).toEqual(['"a,b"', '"\u00e9"']);
  });

  it('skips malformed members and keeps the well-formed ones', () => {
    expect(parseEntityTagList('abc, w/"lower", W/ "space", "ok", "unterminated').tags).toEqual([
      { weak: false, opaque: '"ok"' },
    ]);
    expect(parseEntityTagList('"a" "b", "c"').tags).toEqual([{ weak: false, opaque: '"c"' }]);
    expect(parseEntityTagList('"a\u0100", "d"').tags).toEqual([{ weak: false, opaque: '"d"' }]);
    expect(parseEntityTagList('*, "e"')).toEqual({ any: false, tags: [{ weak: false, opaque: '"e"' }] });
  });

  it('gives an empty list for empty and missing fields', () => {
    expect(parseEntityTagList('')).toEqual({ any: false, tags: [] });
    expect(parseEntityTagList(undefined)).toEqual({ any: false, tags: [] });
  });

  it('reads a 64 KB list of 8,000 tags and a 64 KB member of junk', () => {
    const many = Array.from({ length: 8000 }, (_, i) => `"t${i}"`).join(', ');
    expect(many.length).toBeGreaterThan(64_000);
    const list = parseEntityTagList(many);
    expect(list.tags).toHaveLength(8000);
    expect(list.tags[7999]).toEqual({ weak: false, opaque: '"t7999"' });
    expect(parseEntityTagList(`"${'x'.repeat(65_536)}`).tags).toEqual([]);
    expect(parseEntityTagList(`${'W/'.repeat(32_768)}"z"`).tags).toEqual([]);
    expect(parseEntityTagList(`"a, ${'"a, '.repeat(16_000)}`).tags).toEqual([]);
  });

  it('round-trips any list of well-formed tags', () => {
    const etagc = fc.constantFrom(...'!#$%&()*+-./0123456789:;<=>?@ABCXYZ[]^_`abcxyz{|}~,\u0080\u00ff'.split(''));
    const tag = fc.record({
      weak: fc.boolean(),
      opaque: fc.string({ unit: etagc, maxLength: 8 }).map((t) => `"${t}"`),
    });
    fc.assert(
      fc.property(fc.array(tag, { maxLength: 10 }), fc.constantFrom(',', ', ', ' ,\t'), (tags, separator) => {
        const field = tags.map((t) => (t.weak ? `W/${t.opaque}` : t.opaque)).join(separator);
        expect(parseEntityTagList(field)).toEqual({ any: false, tags });
      }),
    );
  });

  it('never throws and only returns well-formed tags, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('"', 'W', '/', ',', ' ', 'a', '*', '\u0100', '\t') }), (field) => {
        for (const tag of parseEntityTagList(field).tags) expect(parseEntityTag(tag.opaque)).toBeDefined();
      }),
    );
  });
});

describe('parseEntityTag, strongMatch, weakMatch', () => {
  it('parse exactly one tag', () => {
    expect(parseEntityTag(' W/"v" ')).toEqual({ weak: true, opaque: '"v"' });
    expect(parseEntityTag('"a", "b"')).toBeUndefined();
    expect(parseEntityTag('v')).toBeUndefined();
  });

  it('compare as RFC 9110 §8.8.3.2 table', () => {
    const weak1 = { weak: true, opaque: '"1"' };
    const weak2 = { weak: true, opaque: '"2"' };
    const strong1 = { weak: false, opaque: '"1"' };
    expect([strongMatch(weak1, weak1), weakMatch(weak1, weak1)]).toEqual([false, true]);
    expect([strongMatch(weak1, weak2), weakMatch(weak1, weak2)]).toEqual([false, false]);
    expect([strongMatch(weak1, strong1), weakMatch(weak1, strong1)]).toEqual([false, true]);
    expect([strongMatch(strong1, strong1), weakMatch(strong1, strong1)]).toEqual([true, true]);
  });
});
