import { jsonRpcCodes } from './json-rpc-codes.js';
import type { JsonRpcErrorObject, JsonRpcResponse } from './messages.js';

/**
 * The Error object of a transport-level refusal (wrong method, media type, size, truncated body):
 * -32600 Invalid Request, with the HTTP status and the coded reason in `data`.
 *
 * @example
 * transportErrorObject(405, 'BATON_RPC_METHOD_NOT_ALLOWED', 'Use POST');
 */
export function transportErrorObject(status: number, code: string, message: string): JsonRpcErrorObject {
  return { code: jsonRpcCodes.invalidRequest, message, data: { status, code } };
}

/**
 * The body of a transport-level refusal: still a JSON-RPC response, id null, so a JSON-RPC client
 * can read it.
 *
 * @example
 * transportError(415, 'BATON_RPC_UNSUPPORTED_MEDIA_TYPE', 'Content-Type must be application/json');
 */
export function transportError(status: number, code: string, message: string): JsonRpcResponse {
  return { jsonrpc: '2.0', error: transportErrorObject(status, code, message), id: null };
}
