import { type BodyParserMiddleware, createParser } from './create-parser.js';
import { type BaseParserOptions, normalizeOptions } from './options.js';

/** Options of {@link json}. */
export interface JsonOptions extends BaseParserOptions {
  /** Passed to `JSON.parse` as its second argument. */
  reviver?: (this: unknown, key: string, value: unknown) => unknown;
  /** Accept only objects and arrays at the top level. Default `true`. */
  strict?: boolean;
  /** Charset when `Content-Type` names none. Default `'utf-8'`. */
  defaultCharset?: string;
}

// JSON whitespace (RFC 8259 §2): what may precede the first value.
function firstNonWhitespace(text: string): number {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c !== 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) return i;
  }
  return -1;
}

/**
 * The error a `strict` violation gets, in V8's own words: we let V8 report an unexpected token at
 * the offending position (by putting a character there no JSON value can start with) and then
 * put the real character back into its message.
 */
function strictViolation(text: string, index: number): SyntaxError {
  const actual = text[index]!;
  const marker = text.includes('\u0000') ? '\u0001' : '\u0000';
  try {
    JSON.parse(`${text.slice(0, index)}${marker}${text.slice(index + 1)}`);
  } catch (err) {
    if (err instanceof SyntaxError) {
      err.message = err.message.split(marker).join(actual);
      return err;
    }
  }
  return new SyntaxError(`Unexpected token '${actual}' at position ${index}`);
}

/**
 * Parses `application/json` bodies into `req.body` (body-parser 2's `json()`): UTF-8/16 charsets,
 * objects and arrays only unless `strict: false`, an empty body gives `{}`. Malformed JSON is a
 * 400 `entity.parse.failed` carrying V8's SyntaxError message.
 *
 * @example
 * const server = http.createServer((req, res) => json()(req, res, (err) => res.end(JSON.stringify(req.body))));
 */
export function json(options?: JsonOptions): BodyParserMiddleware {
  const reviver = options?.reviver;
  const strict = options?.strict !== false;
  return createParser(normalizeOptions(options, 'application/json'), {
    // RFC 8259 §8.1: JSON is Unicode; body-parser accepts any utf-* charset label.
    text: { accepts: (charset) => charset.startsWith('utf-'), defaultCharset: options?.defaultCharset || 'utf-8' },
    parse: (body) => {
      const text = body as string;
      // An empty body is a common client mistake body-parser forgives.
      if (text.length === 0) return {};
      if (strict) {
        const first = text.charCodeAt(0);
        // '{' or '[' straight away is the common case; only otherwise look past whitespace.
        if (first !== 0x7b && first !== 0x5b) {
          const index = firstNonWhitespace(text);
          const c = index === -1 ? '' : text[index];
          if (c !== '{' && c !== '[') {
            if (index === -1) return JSON.parse(text);
            throw strictViolation(text, index);
          }
        }
      }
      return JSON.parse(text, reviver);
    },
  });
}
