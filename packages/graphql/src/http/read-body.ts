import type { IncomingMessage, ServerResponse } from 'node:http';
import { type BodyReadFailure, type BodyReadReason, readBody as readRequestBody } from '@batonjs/http';
import { GraphQLHttpError, type GraphQLHttpErrorCode } from '../errors.js';

/**
 * How much and how fast a body may arrive: `limit` bytes, within `timeout` ms, at `minRate`
 * bytes a second on average after the first second (0 turns a pace limit off).
 *
 * @example
 * const options: BodyReadLimits = { limit: 100 * 1024, timeout: 30_000, minRate: 1024 };
 */
export interface BodyReadLimits {
  readonly limit: number;
  readonly timeout: number;
  readonly minRate: number;
}

/**
 * The code of each condition the shared reader reports. The handler refuses a Content-Encoding
 * before reading, and a body that ends short of its Content-Length is one the client broke off.
 */
const CODES: Readonly<Record<BodyReadReason, GraphQLHttpErrorCode>> = {
  'stream-encoding-set': 'BATON_GRAPHQL_INTERNAL',
  'stream-not-readable': 'BATON_GRAPHQL_BODY_MISSING',
  'too-large': 'BATON_GRAPHQL_BODY_TOO_LARGE',
  'encoding-unsupported': 'BATON_GRAPHQL_UNSUPPORTED_ENCODING',
  'size-invalid': 'BATON_GRAPHQL_BODY_ABORTED',
  aborted: 'BATON_GRAPHQL_BODY_ABORTED',
  'inflate-failed': 'BATON_GRAPHQL_UNSUPPORTED_ENCODING',
  timeout: 'BATON_GRAPHQL_BODY_TIMEOUT',
  'too-slow': 'BATON_GRAPHQL_BODY_TOO_SLOW',
};

function toGraphQLError(failure: BodyReadFailure): GraphQLHttpError {
  return new GraphQLHttpError(CODES[failure.reason], undefined, { cause: failure.cause });
}

const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/**
 * Reads a request body as UTF-8 text with `@batonjs/http`'s reader: a Content-Length above the
 * limit is refused before reading, a body that grows past it is cut off, a body that arrives too
 * slowly is abandoned (408, and the connection closes), the unread rest of a refused body is
 * drained or the connection closed, and bytes that are not UTF-8 are an error rather than
 * replacement characters.
 *
 * @example
 * const text = await readBody(req, res, { limit: 100 * 1024, timeout: 30_000, minRate: 1024 });
 */
export function readBody(req: IncomingMessage, res: ServerResponse, limits: BodyReadLimits): Promise<string> {
  return new Promise((resolve, reject) => {
    const options = { limit: limits.limit, inflate: false, timeout: limits.timeout, minRate: limits.minRate };
    readRequestBody(req, res, options, toGraphQLError, (error, body) => {
      if (error !== undefined || body === undefined) {
        reject(error);
        return;
      }
      try {
        resolve(decoder.decode(body));
      } catch (cause) {
        reject(new GraphQLHttpError('BATON_GRAPHQL_BODY_INVALID_UTF8', undefined, { cause }));
      }
    });
  });
}
