import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CacheControlOptions } from '@batonjs/cache';
import type { ErrorPolicy } from './error-object.js';
import { RpcSetupError } from './errors.js';
import { createPostEndpoint } from './post-endpoint.js';
import type { ProcedureRecord, RpcContext } from './procedure.js';
import { createQueryEndpoint } from './query-endpoint.js';
import { buildRegistry } from './registry.js';
import { sendJson, serialize } from './send-json.js';
import { transportError } from './transport-error.js';

/**
 * Options of `rpc()`; all optional.
 *
 * @example
 * rpc(procedures, { limit: '1mb', maxBatch: 50, cacheControl: { private: true, maxAge: 60 } });
 */
export interface RpcOptions {
  /** Largest request body, as @batonjs/body's `json()` reads it: bytes or `'100kb'`-style. Default `'100kb'`. */
  readonly limit?: number | string | undefined;
  /** Inflate gzip, deflate and br bodies (`false` answers them 415). Default `true`. */
  readonly inflate?: boolean | undefined;
  /** Most calls one batch may hold; a larger batch is refused with 413 before any runs. Default 100. */
  readonly maxBatch?: number | undefined;
  /** `Cache-Control` (and `Expires`) for successful GETs of queries, as @batonjs/cache's `cacheControl()`. */
  readonly cacheControl?: CacheControlOptions | undefined;
  /**
   * Put the message of an internal error (-32603) into `data.message`. Default: true unless
   * `NODE_ENV` is `production` when `rpc()` is called.
   */
  readonly exposeErrors?: boolean | undefined;
  /** Hears every internal error a procedure threw. Default: `console.error`. */
  readonly onError?: ((error: unknown, ctx: RpcContext) => void) | undefined;
}

/**
 * A node request handler with Express's optional `next`: mount it on a path of a Baton or Express
 * app, or hand it to `http.createServer` (then the endpoint is `/`).
 *
 * @example
 * const handler: RpcMiddleware = rpc({ ping: () => 'pong' });
 */
export type RpcMiddleware = (req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void) => void;

const DEFAULT_MAX_BATCH = 100;

function checkMaxBatch(value: number | undefined): number {
  if (value === undefined) return DEFAULT_MAX_BATCH;
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new RpcSetupError('BATON_RPC_INVALID_OPTION', `rpc(): maxBatch must be a positive integer, got ${value}`);
  }
  return value;
}

/**
 * Decodes the one path segment after the mount point; undefined for anything else (deeper paths,
 * malformed percent-escapes).
 */
function procedureName(path: string): string | undefined {
  const slash = path.indexOf('/', 1);
  if (slash !== -1) return undefined;
  try {
    return decodeURIComponent(path.slice(1));
  } catch {
    return undefined;
  }
}

/**
 * JSON-RPC 2.0 over HTTP as middleware. `POST <mount>` with `application/json` takes a single
 * call or a batch; `GET <mount>/<name>?params=<url-encoded JSON>` calls a `query()` with HTTP
 * caching. docs/rpc.md gives the status of every answer and why.
 *
 * @example
 * app.use('/rpc', rpc({ listBlogs: query(() => store.listBlogs()), createBlog: procedure(blogSchema, create) }));
 */
export function rpc(procedures: ProcedureRecord, options: RpcOptions = {}): RpcMiddleware {
  const registry = buildRegistry(procedures);
  const policy: ErrorPolicy = {
    exposeErrors: options.exposeErrors ?? process.env.NODE_ENV !== 'production',
    onError: options.onError ?? ((error: unknown) => console.error(error)),
  };
  const handlePost = createPostEndpoint({
    registry,
    policy,
    maxBatch: checkMaxBatch(options.maxBatch),
    limit: options.limit ?? '100kb',
    inflate: options.inflate ?? true,
  });
  const handleQuery = createQueryEndpoint({ registry, policy, cacheControl: options.cacheControl });

  return function rpcMiddleware(req, res, next) {
    const url = req.url ?? '/';
    const end = url.indexOf('?');
    const path = end === -1 ? url : url.slice(0, end);
    if (path === '/' || path === '') {
      if (req.method === 'POST') {
        handlePost(req, res);
      } else {
        res.setHeader('Allow', 'POST');
        const message = `${req.method} is not allowed here: send JSON-RPC calls with POST.`;
        sendJson(res, 405, serialize(transportError(405, 'BATON_RPC_METHOD_NOT_ALLOWED', message)));
      }
      return;
    }
    const name = procedureName(path);
    if (name !== undefined) {
      handleQuery(req, res, name);
      return;
    }
    if (next !== undefined) {
      next();
      return;
    }
    const message = `${path} is not an endpoint of this JSON-RPC middleware.`;
    sendJson(res, 404, serialize(transportError(404, 'BATON_RPC_NOT_FOUND', message)));
  };
}
