import type { JsonRpcErrorObject } from './messages.js';

/**
 * An error a procedure throws on purpose, sent to the caller as the JSON-RPC Error object
 * `{ code, message, data }` unchanged; the client rejects with one carrying the same fields. Codes
 * from -32768 to -32000 are reserved by the specification; applications use any other integer.
 * It imports nothing from node:, so the browser client shares it.
 *
 * @example
 * throw new RpcError(404, 'No blog with this id', { id: params.id });
 */
export class RpcError<Data = unknown> extends Error {
  readonly code: number;
  readonly data: Data | undefined;

  constructor(code: number, message: string, data?: Data) {
    super(message);
    if (!Number.isInteger(code)) throw new TypeError(`RpcError: code must be an integer, got ${String(code)}`);
    this.name = 'RpcError';
    this.code = code;
    this.data = data;
  }

  /** The Error object of JSON-RPC 2.0 §5.1; `data` only when there is some. */
  toJSON(): JsonRpcErrorObject {
    return this.data === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, data: this.data };
  }
}
