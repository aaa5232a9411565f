import { BodyError } from './errors.js';

/** The charsets a URL-encoded body may use (body-parser 2 accepts these two only). */
export type FormCharset = 'utf-8' | 'iso-8859-1';

// Percent-escapes decode to bytes, and the bytes to text in the form's charset; a malformed
// escape leaves the text as it was sent, as browsers' own form decoders do.
function decodeComponent(text: string, charset: FormCharset): string {
  const spaced = text.includes('+') ? text.replace(/\+/g, ' ') : text;
  if (!spaced.includes('%')) return spaced;
  if (charset === 'iso-8859-1')
    return spaced.replace(/%([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/**
 * Counts parameters the way body-parser does (every `&` starts one, empty ones too) and refuses
 * more than `limit` before any decoding work is spent on them.
 *
 * @example
 * assertParameterCount('a=1&b=2', 1000); // 2
 */
export function assertParameterCount(text: string, limit: number): number {
  let count = 1;
  for (let i = text.indexOf('&'); i !== -1; i = text.indexOf('&', i + 1)) {
    count++;
    if (count > limit) throw new BodyError('BATON_BODY_TOO_MANY_PARAMETERS', 'too many parameters');
  }
  return count;
}

/** body-parser 2's `charsetSentinel` and `interpretNumericEntities` options (as qs has them). */
export interface FormOptions {
  /**
   * Read the form's charset from a `utf8=` parameter that browsers add: `utf8=✓` in UTF-8 means
   * utf-8, `utf8=&#10003;` (the check mark as the browser escaped it) means iso-8859-1. The first
   * `utf8=` parameter is dropped from the result whatever its value.
   */
  readonly charsetSentinel?: boolean | undefined;
  /** In iso-8859-1 forms, turn `&#NNNN;` in values into the characters browsers escaped that way. */
  readonly interpretNumericEntities?: boolean | undefined;
}

const UTF8_SENTINEL = 'utf8=%E2%9C%93';
const ISO_SENTINEL = 'utf8=%26%2310003%3B';

function numericEntities(value: string): string {
  return value.includes('&#')
    ? value.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number.parseInt(n, 10)))
    : value;
}

/**
 * Splits `application/x-www-form-urlencoded` text (WHATWG URL §5.1) into decoded name/value
 * pairs in order, grouping repeated names: `a=1&a=2` gives `a -> ['1', '2']`. A name with no `=`
 * gets `''`. The map has no prototype, so any name is just data.
 *
 * @example
 * formPairs('a=1&b+c=%7E', 'utf-8'); // Map { 'a' => '1', 'b c' => '~' }
 */
export function formPairs(
  text: string,
  charset: FormCharset,
  options: FormOptions = {},
): Map<string, string | string[]> {
  const pairs = new Map<string, string | string[]>();
  const pieces = text.split('&');
  if (options.charsetSentinel) {
    const sentinel = pieces.findIndex((piece) => piece.startsWith('utf8='));
    if (sentinel !== -1) {
      if (pieces[sentinel] === UTF8_SENTINEL) charset = 'utf-8';
      else if (pieces[sentinel] === ISO_SENTINEL) charset = 'iso-8859-1';
      pieces.splice(sentinel, 1);
    }
  }
  const entities = options.interpretNumericEntities === true && charset === 'iso-8859-1';
  for (const piece of pieces) {
    if (piece === '') continue;
    // `a[b=c]=d`: an `=` inside brackets belongs to the name.
    const bracketEquals = piece.indexOf(']=');
    const eq = bracketEquals === -1 ? piece.indexOf('=') : bracketEquals + 1;
    const name = decodeComponent(eq === -1 ? piece : piece.slice(0, eq), charset);
    if (name === '') continue;
    const decoded = eq === -1 ? '' : decodeComponent(piece.slice(eq + 1), charset);
    const value = entities ? numericEntities(decoded) : decoded;
    const existing = pairs.get(name);
    if (existing === undefined) pairs.set(name, value);
    else if (Array.isArray(existing)) existing.push(value);
    else pairs.set(name, [existing, value]);
  }
  return pairs;
}
