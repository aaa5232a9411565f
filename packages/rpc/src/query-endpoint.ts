import type { IncomingMessage, ServerResponse } from 'node:http';
import { type CacheControlOptions, cacheControl, conditional, etagFor } from '@batonjs/cache';
import { type ErrorPolicy, reservedError } from './error-object.js';
import { answerInternalFailure } from './internal-failure.js';
import { type CallOutcome, invoke } from './invoke.js';
import { jsonRpcCodes } from './json-rpc-codes.js';
import type { JsonRpcErrorObject } from './messages.js';
import type { RegistryEntry } from './registry.js';
import { sendJson, serialize } from './send-json.js';
import { transportError, transportErrorObject } from './transport-error.js';

/**
 * What the GET endpoint needs, fixed when `rpc()` is created.
 *
 * @example
 * const settings: QuerySettings = { registry, policy, cacheControl: { private: true, maxAge: 60 } };
 */
export interface QuerySettings {
  readonly registry: ReadonlyMap<string, RegistryEntry>;
  readonly policy: ErrorPolicy;
  readonly cacheControl: CacheControlOptions | undefined;
}

const noop = (): void => undefined;

/**
 * The HTTP status of a failed GET. A GET answers one call, so unlike a POST batch its status can
 * say how that call went, which is what caches, proxies and logs read: the error's own
 * `data.status` when it has one, else 400 for a call the client got wrong (-32700, -32600, -32602,
 * and application codes), 404 for an unknown method, 500 for the server's own errors.
 */
function statusForError(error: JsonRpcErrorObject): number {
  const status = (error.data as { status?: unknown } | undefined)?.status;
  if (typeof status === 'number' && Number.isInteger(status) && status >= 400 && status <= 599) return status;
  if (error.code === jsonRpcCodes.methodNotFound) return 404;
  if (error.code === jsonRpcCodes.internalError || (error.code <= -32000 && error.code >= -32099)) return 500;
  return 400;
}

function sendError(res: ServerResponse, error: JsonRpcErrorObject): void {
  // An error must not be stored by a cache and served in place of a later success.
  res.setHeader('Cache-Control', 'no-store');
  sendJson(res, statusForError(error), serialize({ jsonrpc: '2.0', error, id: null }));
}

/** `params` from the query string: absent, or JSON that must be an array or an object. */
function paramsFromUrl(url: string): { readonly params: unknown } | { readonly error: JsonRpcErrorObject } {
  const start = url.indexOf('?');
  const raw = start === -1 ? null : new URLSearchParams(url.slice(start + 1)).get('params');
  if (raw === null || raw === '') return { params: undefined };
  let params: unknown;
  try {
    params = JSON.parse(raw);
  } catch {
    return { error: reservedError(jsonRpcCodes.parseError) };
  }
  if (typeof params !== 'object' || params === null) return { error: reservedError(jsonRpcCodes.invalidRequest) };
  return { params };
}

/**
 * Creates the handler for `GET <mount>/<name>?params=<url-encoded JSON>` (and HEAD): only for
 * queries. A success answers `{"jsonrpc":"2.0","result":...,"id":null}` with a strong ETag of
 * those bytes, a 304 when `If-None-Match` matches it, and the `cacheControl` option's headers; a
 * failure answers the Error object with the status `statusForError` picks and `no-store`.
 *
 * @example
 * const handleQuery = createQueryEndpoint(settings);
 * handleQuery(req, res, 'listBlogs');
 */
export function createQueryEndpoint(
  settings: QuerySettings,
): (req: IncomingMessage, res: ServerResponse, name: string) => void {
  // Validated once, here, so a wrong option fails at startup.
  const applyCacheControl = settings.cacheControl === undefined ? undefined : cacheControl(settings.cacheControl);

  const succeed = (req: IncomingMessage, res: ServerResponse, result: unknown): void => {
    const payload = serialize({ jsonrpc: '2.0', result, id: null });
    applyCacheControl?.(req, res, noop);
    const etag = etagFor(payload);
    const { headers } = req;
    // Most GETs carry no precondition: then there is nothing to evaluate, only the ETag to set.
    if (
      headers['if-none-match'] === undefined &&
      headers['if-modified-since'] === undefined &&
      headers['if-match'] === undefined &&
      headers['if-unmodified-since'] === undefined
    ) {
      res.setHeader('ETag', etag);
    } else if (conditional(req, res, { etag })) {
      return;
    }
    sendJson(res, 200, payload);
  };
  const settle = (req: IncomingMessage, res: ServerResponse, outcome: CallOutcome): void => {
    if (outcome.error === undefined) succeed(req, res, outcome.result);
    else sendError(res, outcome.error);
  };

  return function handleQuery(req, res, name) {
    const entry = settings.registry.get(name);
    const isQuery = entry?.kind === 'query';
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      if (isQuery) {
        res.setHeader('Allow', 'GET, HEAD');
        const message = `${name} is a query: call it with GET here, or in a POST to the endpoint.`;
        sendJson(res, 405, serialize(transportError(405, 'BATON_RPC_METHOD_NOT_ALLOWED', message)));
      } else {
        sendError(res, { ...reservedError(jsonRpcCodes.methodNotFound), data: { status: 404 } });
      }
      return;
    }
    if (entry === undefined) {
      sendError(res, reservedError(jsonRpcCodes.methodNotFound));
      return;
    }
    if (!isQuery) {
      // The procedure exists; only POST (to the endpoint) calls it: a 405, not a 404 for a missing resource.
      res.setHeader('Allow', 'POST');
      const message = `${name} is not a query; only queries can be called with GET. POST it to the endpoint.`;
      sendError(res, transportErrorObject(405, 'BATON_RPC_NOT_A_QUERY', message));
      return;
    }
    const read = paramsFromUrl(req.url ?? '');
    if ('error' in read) {
      sendError(res, read.error);
      return;
    }
    const ctx = { req, res };
    const outcome = invoke(entry, read.params, ctx, settings.policy);
    if (outcome instanceof Promise) {
      outcome
        .then((settled) => settle(req, res, settled))
        .catch((error: unknown) => answerInternalFailure(error, ctx, settings.policy));
    } else {
      settle(req, res, outcome);
    }
  };
}
