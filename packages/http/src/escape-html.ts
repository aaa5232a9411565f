const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

const SPECIAL = /[&<>"']/g;

/**
 * Escapes the five characters that matter in HTML text and in quoted attribute values, so text
 * from a request or an app can be placed in a page without becoming markup.
 *
 * @example
 * escapeHtml('<a href="x">'); // '&lt;a href=&quot;x&quot;&gt;'
 */
export function escapeHtml(text: string): string {
  // Most texts hold none of them: answer those without building a new string.
  SPECIAL.lastIndex = 0;
  if (!SPECIAL.test(text)) return text;
  return text.replace(SPECIAL, (char) => HTML_ESCAPES[char] ?? char);
}
