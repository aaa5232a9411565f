import { type BodyParserMiddleware, createParser } from './create-parser.js';
import { type BaseParserOptions, normalizeOptions } from './options.js';

/** Options of {@link text}. */
export interface TextOptions extends BaseParserOptions {
  /** Charset when `Content-Type` names none. Default `'utf-8'`. */
  defaultCharset?: string;
}

/**
 * Reads `text/plain` bodies into `req.body` as a string (body-parser 2's `text()`), decoded with
 * the request's charset through `TextDecoder`; an unknown charset is a 415.
 *
 * @example
 * app.post('/notes', text({ type: 'text/*' }), (req, res) => res.end(req.body));
 */
export function text(options?: TextOptions): BodyParserMiddleware {
  return createParser(normalizeOptions(options, 'text/plain'), {
    text: { accepts: () => true, defaultCharset: options?.defaultCharset || 'utf-8' },
    parse: (body) => body,
  });
}
