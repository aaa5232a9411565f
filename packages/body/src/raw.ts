import { type BodyParserMiddleware, createParser } from './create-parser.js';
import { type BaseParserOptions, normalizeOptions } from './options.js';

/** Options of {@link raw}. */
export type RawOptions = BaseParserOptions;

/**
 * Reads `application/octet-stream` bodies into `req.body` as a Buffer (body-parser 2's `raw()`).
 *
 * @example
 * app.put('/blobs/:id', raw({ limit: '5mb' }), (req, res) => res.end(String(req.body.length)));
 */
export function raw(options?: RawOptions): BodyParserMiddleware {
  return createParser(normalizeOptions(options, 'application/octet-stream'), {
    text: undefined,
    parse: (body) => body,
  });
}
