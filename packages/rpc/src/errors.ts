import { defineErrors, type ErrorCatalogue } from '@batonjs/http';

/**
 * The catalogue of @batonjs/rpc's coded errors. The transport codes (405, 413, 415, 404) are never
 * thrown: they travel in `error.data.code` of the JSON-RPC Error object the middleware answers
 * with, next to `error.data.status`. The setup codes are thrown by `rpc()` when it is created, so a
 * mistake fails at startup. The client codes name what the client rejects with.
 *
 * @example
 * rpcErrors.BATON_RPC_BATCH_TOO_LARGE.status; // 413
 */
export const rpcErrors = {
  BATON_RPC_METHOD_NOT_ALLOWED: {
    status: 405,
    message: 'The HTTP method is not allowed here: POST to the endpoint, GET or HEAD only for a query',
  },
  BATON_RPC_UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'A POST whose Content-Type is not application/json' },
  BATON_RPC_BATCH_TOO_LARGE: { status: 413, message: 'A batch has more calls than the maxBatch option allows' },
  BATON_RPC_NOT_FOUND: { status: 404, message: 'The path names no endpoint of this middleware (and there is no next)' },
  BATON_RPC_NOT_A_QUERY: {
    status: 405,
    message: 'A GET names a procedure that is not a query; only queries can be called with GET',
  },
  BATON_RPC_INVALID_PROCEDURE: {
    status: 500,
    message: 'A procedure is not a function or a procedure()/query(), or its name starts with the reserved "rpc."',
  },
  BATON_RPC_INVALID_OPTION: { status: 500, message: 'An option of rpc() has a value it cannot use' },
  BATON_RPC_HTTP_FAILED: {
    status: 502,
    message: 'Client: the server answered with an HTTP failure, or with something that is not JSON-RPC',
  },
} as const satisfies ErrorCatalogue;

/**
 * One of the codes of the rpc error catalogue.
 *
 * @example
 * const code: RpcErrorCode = 'BATON_RPC_BATCH_TOO_LARGE';
 */
export type RpcErrorCode = keyof typeof rpcErrors;

/**
 * A mistake in how `rpc()` was set up (a procedure that is not one, an unusable option), thrown
 * when the middleware is created: coded, with status 500 (mirrored as `statusCode`) and `expose: false`.
 *
 * @example
 * try { rpc({ 'rpc.ping': () => 1 }); } catch (err) { if (err instanceof RpcSetupError) console.log(err.code); }
 */
export class RpcSetupError extends defineErrors('RpcSetupError', rpcErrors) {}
