const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Replaces unpaired UTF-16 surrogates with U+FFFD (String#toWellFormed, which our ES2023 target
 * does not type), so encodeURIComponent can never throw on user-supplied text.
 *
 * @example
 * wellFormed('a\uD800b'); // 'a\uFFFDb'
 */
export function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}
