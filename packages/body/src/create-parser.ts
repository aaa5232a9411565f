import { AsyncResource } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { discardRequest } from '@batonjs/http';
import { decodeText, isSupportedCharset } from './decode-text.js';
import { BodyError, type BodyParserError, decorateError } from './errors.js';
import { hasBody, parseMediaType } from './media-type.js';
import type { NormalizedOptions } from './options.js';
import { type ReadBodyCallback, readBody } from './read-body.js';

/** A request as the parsers see it: node's, plus the `body` they fill in. */
export type BodyRequest = IncomingMessage & { body?: unknown };

/** The middleware every factory returns; it works on bare `node:http` requests and responses. */
export type BodyParserMiddleware = (req: BodyRequest, res: ServerResponse, next: (err?: unknown) => void) => void;

/** What distinguishes one parser from another. */
export interface ParserSpec {
  /**
   * For parsers that decode text: which charsets they accept (before `TextDecoder` is asked) and
   * the one assumed when the request names none. `undefined` for `raw()`.
   */
  readonly text: { readonly accepts: (charset: string) => boolean; readonly defaultCharset: string } | undefined;
  /** Turns the decoded body (a string, or the Buffer for `raw()`) into `req.body`. */
  readonly parse: (body: string | Buffer, charset: string | null) => unknown;
}

// Marks a request whose body one of our parsers consumed, so a later parser skips it even when
// the parsed value is `undefined` (a JSON reviver can return that). Symbol.for: two copies of the
// package still agree.
const PARSED = Symbol.for('baton.body.parsed');

type Marked = BodyRequest & { [PARSED]?: true };

function alreadyHandled(req: Marked): boolean {
  // `complete && readableEnded`: something else (another body reader) consumed the stream.
  return req.body !== undefined || req[PARSED] === true || (req.complete && req.readableEnded);
}

function charsetError(charset: string): BodyError {
  return new BodyError('BATON_BODY_CHARSET_UNSUPPORTED', `unsupported charset "${charset.toUpperCase()}"`, {
    charset,
  });
}

function parseError(err: unknown, body: unknown): BodyParserError {
  if (err instanceof BodyError) {
    err.body = body;
    return err;
  }
  const error = err instanceof Error ? err : new Error(String(err));
  return decorateError(error, 'BATON_BODY_PARSE_FAILED', { body });
}

function verifyError(err: unknown, body: Buffer): BodyParserError {
  const error = err instanceof Error ? err : new Error(String(err));
  return decorateError(error, 'BATON_BODY_VERIFY_FAILED', { body });
}

/**
 * Builds a body-parser middleware from what is specific to one parser: skip what is not ours,
 * check the charset, read through the shared reader, verify, decode, parse.
 *
 * @example
 * const text = createParser(normalizeOptions(options, 'text/plain'), { text: anyCharset, parse: (s) => s });
 */
export function createParser(options: NormalizedOptions, spec: ParserSpec): BodyParserMiddleware {
  const { shouldParse, verify } = options;
  const { limit, inflate, timeout, minRate } = options;
  const readOptions = { limit, inflate, timeout, minRate };
  return (req, res, next) => {
    if (alreadyHandled(req)) {
      next();
      return;
    }
    if (!('body' in req)) req.body = undefined;
    if (!hasBody(req)) {
      next();
      return;
    }
    const header = req.headers['content-type'];
    const media = header === undefined ? undefined : parseMediaType(header);
    if (!shouldParse(req, media)) {
      next();
      return;
    }
    let charset: string | null = null;
    if (spec.text !== undefined) {
      charset = media?.charset ?? spec.text.defaultCharset;
      if (!spec.text.accepts(charset) || !isSupportedCharset(charset)) {
        const err = charsetError(charset);
        discardRequest(
          req,
          res,
          AsyncResource.bind(() => next(err)),
        );
        return;
      }
    }
    const encoding = charset;
    (req as Marked)[PARSED] = true;
    // The body arrives in the socket's async context, not the request's: bound to the context this
    // parser was called in, verify, parse, the rest of the chain and the error handler after a parse
    // error all see the AsyncLocalStorage values set before it (as raw-body binds its callback).
    // Only requests whose body is read pay for the binding.
    const onBody: ReadBodyCallback = (err, buf) => {
      if (err !== undefined || buf === undefined) {
        next(err);
        return;
      }
      if (verify !== undefined) {
        try {
          // null for raw(), as body-parser passes it; typed string as @types/body-parser has it.
          verify(req, res, buf, encoding as string);
        } catch (thrown) {
          next(verifyError(thrown, buf));
          return;
        }
      }
      let body: string | Buffer = buf;
      try {
        if (encoding !== null) body = decodeText(buf, encoding);
        req.body = spec.parse(body, encoding);
      } catch (thrown) {
        next(parseError(thrown, body));
        return;
      }
      next();
    };
    readBody(req, res, readOptions, AsyncResource.bind(onBody));
  };
}
