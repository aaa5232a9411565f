import type { IncomingMessage } from 'node:http';
import { GraphQLHttpError } from '../errors.js';

const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/**
 * Reads a request body as UTF-8 text, at most `limit` bytes: a Content-Length above the limit is
 * refused before reading, a body that grows past it is cut off, and bytes that are not UTF-8 are
 * an error rather than replacement characters.
 *
 * @example
 * const text = await readBody(req, 100 * 1024);
 */
export function readBody(req: IncomingMessage, limit: number): Promise<string> {
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
    const finish = (error: GraphQLHttpError | undefined) => {
      if (settled) return;
      settled = true;
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('aborted', onAborted);
      req.off('error', onError);
      if (error !== undefined) {
        discard(req);
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
