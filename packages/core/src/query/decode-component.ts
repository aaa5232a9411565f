/**
 * Decodes one key or value of a query string: `+` is a space, `%XX` sequences are UTF-8. A
 * malformed sequence leaves the text as it was (with `+` still turned into spaces) instead of
 * throwing, so a bad query string never fails the request.
 *
 * @example
 * decodeComponent('a+b%20c'); // 'a b c'
 */
export function decodeComponent(text: string): string {
  const spaced = text.includes('+') ? text.replaceAll('+', ' ') : text;
  if (!spaced.includes('%')) return spaced;
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}
