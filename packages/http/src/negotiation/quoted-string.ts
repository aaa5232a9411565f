const DQUOTE = 0x22;
const BSLASH = 0x5c;

/**
 * Where the RFC 9110 §5.6.4 quoted-string opened at `open` closes: the index of its closing quote,
 * stepping over quoted-pairs (`\"`), or `len` when it never closes (lenient readers take the rest).
 *
 * @example
 * quotedStringEnd('"a\\"b"; x', 0, 9); // 5
 */
export function quotedStringEnd(text: string, open: number, len: number): number {
  let i = open + 1;
  while (i < len) {
    const c = text.charCodeAt(i);
    if (c === DQUOTE) return i;
    i += c === BSLASH && i + 1 < len ? 2 : 1;
  }
  return len;
}

/**
 * The text of the quoted-string between `open` (its opening quote) and `end` (from
 * {@link quotedStringEnd}), each quoted-pair `\x` reduced to `x`.
 *
 * @example
 * unquote('"a\\"b"', 0, 5); // 'a"b'
 */
export function unquote(text: string, open: number, end: number): string {
  const inner = text.slice(open + 1, end);
  // Almost no value holds an escape: skip the replace for those.
  return inner.includes('\\') ? inner.replace(/\\([\s\S])/g, '$1') : inner;
}
