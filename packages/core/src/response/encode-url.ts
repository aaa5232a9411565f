/**
 * Characters a URL may carry as they are (RFC 3986 unreserved and reserved characters, plus the
 * few that browsers accept unencoded in practice: `\`, `^`, `|`). Everything else, including
 * control characters (CR, LF), space, quotes, `<`, `>`, backtick, braces and non-ASCII, is encoded.
 */
const ALLOWED = new Uint8Array(128);
for (const ch of "!#$%&'()*+,-./0123456789:;=?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_abcdefghijklmnopqrstuvwxyz|~") {
  ALLOWED[ch.charCodeAt(0)] = 1;
}

function isHex(code: number): boolean {
  return (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x46) || (code >= 0x61 && code <= 0x66);
}

/**
 * Percent-encodes what a URL must not contain, leaving existing `%XX` escapes alone so an
 * already-encoded URL is not encoded twice (the `encodeurl` package's contract). A `%` not followed
 * by two hex digits becomes `%25`; a lone UTF-16 surrogate becomes U+FFFD (`%EF%BF%BD`) rather than
 * throwing. The result never contains CR or LF, so it is always safe in a header.
 *
 * @example
 * encodeUrl('/caf\u00e9?q=a b%20c'); // '/caf%C3%A9?q=a%20b%20c'
 */
export function encodeUrl(url: string): string {
  let out = '';
  let start = 0;
  const length = url.length;
  for (let i = 0; i < length; i++) {
    const code = url.charCodeAt(i);
    if (code < 128 && ALLOWED[code] === 1) {
      if (code !== 0x25 || (isHex(url.charCodeAt(i + 1)) && isHex(url.charCodeAt(i + 2)))) continue;
    }
    out += url.slice(start, i);
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < length) {
      const next = url.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        out += encodeURIComponent(url.slice(i, i + 2));
        i++;
        start = i + 1;
        continue;
      }
    }
    out += code >= 0xd800 && code <= 0xdfff ? '%EF%BF%BD' : encodeURIComponent(url[i] as string);
    start = i + 1;
  }
  return start === 0 ? url : out + url.slice(start);
}
