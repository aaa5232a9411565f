import type { IncomingMessage } from 'node:http';
import { GraphQLHttpError } from '../errors.js';
import { watchReadPace } from './read-pace.js';

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

const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/**
 * Reads a request body as UTF-8 text, at most `limit` bytes: a Content-Length above the limit is
 * refused before reading, a body that grows past it is cut off, a body that arrives too slowly is
 * abandoned (408; the caller closes the connection), and bytes that are not UTF-8 are an error
 * rather than replacement characters.
 *
 * @example
 * const text = await readBody(req, { limit: 100 * 1024, timeout: 30_000, minRate: 1024 });
 */
export function readBody(req: IncomingMessage, limits: BodyReadLimits): Promise<string> {
  const { limit } = limits;
  return new Promise((resolve, reject) => {
    const declared = req.headers['content-length'];
    if (declared !== undefined && Number(declared) > limit) {
      discard(req);
      reject(new GraphQLHttpError('BATON_GRAPHQL_BODY_TOO_LARGE'));
      return;
    }
    const chunks: Buffer[] = [];
    let received = 0;
    let settled = false;
    const stopWatching = watchReadPace(
      limits.timeout,
      limits.minRate,
      () => received,
      (reason) => {
        // Reading (or draining) the rest of a trickle is what the client wants: stop reading.
        req.pause();
        finish(
          new GraphQLHttpError(reason === 'timeout' ? 'BATON_GRAPHQL_BODY_TIMEOUT' : 'BATON_GRAPHQL_BODY_TOO_SLOW'),
        );
      },
    );
    const finish = (error: GraphQLHttpError | undefined) => {
      if (settled) return;
      settled = true;
      stopWatching();
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('aborted', onAborted);
      req.off('error', onError);
      if (error !== undefined) {
        if (error.status !== 408) discard(req);
        reject(error);
        return;
      }
      try {
        resolve(decoder.decode(Buffer.concat(chunks, received)));
      } catch (cause) {
        reject(new GraphQLHttpError('BATON_GRAPHQL_BODY_INVALID_UTF8', undefined, { cause }));
      }
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) finish(new GraphQLHttpError('BATON_GRAPHQL_BODY_TOO_LARGE'));
      else chunks.push(chunk);
    };
    const onEnd = () => finish(undefined);
    const onAborted = () => finish(new GraphQLHttpError('BATON_GRAPHQL_BODY_ABORTED'));
    const onError = (cause: Error) => finish(new GraphQLHttpError('BATON_GRAPHQL_BODY_ABORTED', undefined, { cause }));
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('aborted', onAborted);
    req.on('error', onError);
  });
}

/** Lets the rest of a refused body drain, so the connection can answer and be reused. */
function discard(req: IncomingMessage): void {
  req.resume();
}
