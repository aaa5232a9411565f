import type { JsonRpcErrorObject } from './messages.js';

/**
 * What the client rejects with when the HTTP exchange itself failed: a status other than 200 to a
 * POST (413, 415, 502 from a proxy, ...), or a body that is not JSON-RPC. `status` is the HTTP
 * status; `error` is the JSON-RPC Error object when the body had one. Imports nothing from node:.
 *
 * @example
 * try { await client.createBlog(big); } catch (err) { if (err instanceof RpcHttpError && err.status === 413) shrink(); }
 */
export class RpcHttpError extends Error {
  readonly code = 'BATON_RPC_HTTP_FAILED';
  readonly status: number;
  readonly error: JsonRpcErrorObject | undefined;

  constructor(status: number, message: string, error?: JsonRpcErrorObject) {
    super(message);
    this.name = 'RpcHttpError';
    this.status = status;
    this.error = error;
  }
}
