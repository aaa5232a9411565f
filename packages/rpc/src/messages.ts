/**
 * A request id (JSON-RPC 2.0 §4): a string, a number, or null. A request without one is a notification.
 *
 * @example
 * const id: JsonRpcId = 'call-1';
 */
export type JsonRpcId = string | number | null;

/**
 * A Request object (§4) as a client sends it.
 *
 * @example
 * const call: JsonRpcRequest = { jsonrpc: '2.0', method: 'subtract', params: [42, 23], id: 1 };
 */
export interface JsonRpcRequest {
  readonly jsonrpc: '2.0';
  readonly method: string;
  readonly params?: readonly unknown[] | Readonly<Record<string, unknown>>;
  readonly id?: JsonRpcId;
}

/**
 * The Error object of a failed call (§5.1).
 *
 * @example
 * const error: JsonRpcErrorObject = { code: -32601, message: 'Method not found' };
 */
export interface JsonRpcErrorObject {
  readonly code: number;
  readonly message: string;
  readonly data?: unknown;
}

/**
 * A Response object (§5): exactly one of `result` and `error`.
 *
 * @example
 * const response: JsonRpcResponse = { jsonrpc: '2.0', result: 19, id: 1 };
 */
export type JsonRpcResponse =
  | { readonly jsonrpc: '2.0'; readonly result: unknown; readonly id: JsonRpcId }
  | { readonly jsonrpc: '2.0'; readonly error: JsonRpcErrorObject; readonly id: JsonRpcId };
