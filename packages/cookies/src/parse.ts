/**
 * Options for {@link parse}.
 *
 * @example
 * parse(header, { decode: (value) => Buffer.from(value, 'base64url').toString() });
 */
export interface ParseOptions {
  /**
   * Decodes each cookie value. When given it is called for every value; a throw keeps the raw value.
   * The default percent-decodes values that contain `%` and keeps the raw value on a bad escape.
   */
  decode?: ((value: string) => string) | undefined;
}

const SPACE = 0x20;
const TAB = 0x09;
const DQUOTE = 0x22;

/**
 * Parses a `Cookie` request header into a null-prototype object of name → value.
 *
 * Follows RFC 6265 §4.2.1 (`cookie-string = cookie-pair *( ";" SP cookie-pair )`) leniently, the way
 * browsers really send it and the `cookie` package reads it: optional whitespace (SP, HTAB) around
 * names and values is trimmed, segments without `=` are skipped, the first occurrence of a name wins
 * (RFC 6265 §5.4 sends the most specific cookie first), a value wrapped in DQUOTEs is unwrapped, and
 * decoding never throws. The result has no prototype to pollute; a cookie named `__proto__` is
 * left out, as cookie-parser's result (a plain object, whose `__proto__` setter swallows it) never
 * shows it, while `constructor` and the like are ordinary own keys.
 *
 * One forward pass: the position of the next `=` only ever moves forward, so a header of thousands
 * of pairs (or of thousands of `;` with no `=`) costs time linear in its length.
 *
 * @example
 * parse('sid=abc; theme="dark"; sid=ignored'); // { sid: 'abc', theme: 'dark' }
 */
export function parse(header: string, options?: ParseOptions): Record<string, string> {
  const cookies: Record<string, string> = Object.create(null);
  if (typeof header !== 'string') return cookies;
  const decode = options?.decode;
  const length = header.length;
  let start = 0;
  let eq = -1;
  while (start < length) {
    let end = header.indexOf(';', start);
    if (end === -1) end = length;
    if (eq < start) {
      eq = header.indexOf('=', start);
      if (eq === -1) break;
    }
    if (eq < end) {
      const name = header.slice(skipSpaceForward(header, start, eq), skipSpaceBackward(header, eq, start));
      if (!(name in cookies) && name !== '__proto__') {
        cookies[name] = decodeValue(readValue(header, eq + 1, end), decode);
      }
    }
    start = end + 1;
  }
  return cookies;
}

/**
 * The value between `from` and `to`, trimmed of OWS and unwrapped from one pair of DQUOTEs. A lone
 * `"` counts as both (an empty value), as the `cookie` package under cookie-parser reads it.
 */
function readValue(header: string, from: number, to: number): string {
  let first = skipSpaceForward(header, from, to);
  let last = skipSpaceBackward(header, to, first);
  if (last - first >= 1 && header.charCodeAt(first) === DQUOTE && header.charCodeAt(last - 1) === DQUOTE) {
    if (last - first === 1) return '';
    first++;
    last--;
  }
  return header.slice(first, last);
}

function decodeValue(raw: string, decode: ((value: string) => string) | undefined): string {
  // Without a custom decoder only values that carry an escape pay for decodeURIComponent.
  if (decode === undefined && !raw.includes('%')) return raw;
  try {
    return decode === undefined ? decodeURIComponent(raw) : decode(raw);
  } catch {
    return raw;
  }
}

function skipSpaceForward(text: string, index: number, limit: number): number {
  while (index < limit) {
    const code = text.charCodeAt(index);
    if (code !== SPACE && code !== TAB) break;
    index++;
  }
  return index;
}

function skipSpaceBackward(text: string, index: number, limit: number): number {
  while (index > limit) {
    const code = text.charCodeAt(index - 1);
    if (code !== SPACE && code !== TAB) break;
    index--;
  }
  return index;
}
