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

/**
 * Splits `application/x-www-form-urlencoded` text (WHATWG URL §5.1) into decoded name/value
 * pairs in order, grouping repeated names: `a=1&a=2` gives `a -> ['1', '2']`. A name with no `=`
 * gets `''`. The map has no prototype, so any name is just data.
 *
 * @example
 * formPairs('a=1&b+c=%7E', 'utf-8'); // Map { 'a' => '1', 'b c' => '~' }
 */
export function formPairs(text: string, charset: FormCharset): Map<string, string | string[]> {
  const pairs = new Map<string, string | string[]>();
  for (const piece of text.split('&')) {
    if (piece === '') continue;
    // `a[b=c]=d`: an `=` inside brackets belongs to the name.
    const bracketEquals = piece.indexOf(']=');
    const eq = bracketEquals === -1 ? piece.indexOf('=') : bracketEquals + 1;
    const name = decodeComponent(eq === -1 ? piece : piece.slice(0, eq), charset);
    if (name === '') continue;
    const value = eq === -1 ? '' : decodeComponent(piece.slice(eq + 1), charset);
    const existing = pairs.get(name);
    if (existing === undefined) pairs.set(name, value);
    else if (Array.isArray(existing)) existing.push(value);
    else pairs.set(name, [existing, value]);
  }
  return pairs;
}
