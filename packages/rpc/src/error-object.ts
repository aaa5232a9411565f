import { jsonRpcCodes, jsonRpcMessages } from './json-rpc-codes.js';
import type { JsonRpcErrorObject } from './messages.js';
import type { RpcContext } from './procedure.js';
import { RpcError } from './rpc-error.js';

/**
 * How thrown errors that are not meant for the caller are treated.
 *
 * @example
 * const policy: ErrorPolicy = { exposeErrors: false, onError: (error) => log.error(error) };
 */
export interface ErrorPolicy {
  /** Put the message of an internal error into `data.message` (outside production). */
  readonly exposeErrors: boolean;
  /** Hears every internal error, whether or not its message went to the caller. */
  readonly onError: (error: unknown, ctx: RpcContext) => void;
}

/** A 4xx/5xx `status` (or `statusCode`) as http-errors and Express put on errors. */
function httpStatusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  const value = typeof status === 'number' ? status : statusCode;
  return typeof value === 'number' && Number.isInteger(value) && value >= 400 && value <= 599 ? value : undefined;
}

/**
 * The JSON-RPC Error object (§5.1) for whatever a procedure threw:
 * - an `RpcError` goes out as it is: the application chose its code, message and data;
 * - an error with a 4xx status (a 401 from a login check) is -32000 with its own message, and
 *   `data.status` (plus `data.code` when the error has a string code) so the status is not lost;
 * - anything else is -32603 Internal error: its message is withheld unless `exposeErrors`, a 5xx
 *   status still goes into `data.status`, and `onError` hears the error.
 *
 * @example
 * errorObjectFor(Object.assign(new Error('Login required'), { status: 401 }), ctx, policy);
 * // { code: -32000, message: 'Login required', data: { status: 401 } }
 */
export function errorObjectFor(error: unknown, ctx: RpcContext, policy: ErrorPolicy): JsonRpcErrorObject {
  if (error instanceof RpcError) return error.toJSON();
  const status = httpStatusOf(error);
  const code = (error as { code?: unknown } | null)?.code;
  if (status !== undefined && status < 500) {
    const message = error instanceof Error && error.message !== '' ? error.message : `HTTP ${status}`;
    return {
      code: jsonRpcCodes.httpError,
      message,
      data: typeof code === 'string' ? { status, code } : { status },
    };
  }
  policy.onError(error, ctx);
  const data: { status?: number; message?: string } = {};
  if (status !== undefined) data.status = status;
  if (policy.exposeErrors) data.message = error instanceof Error ? error.message : String(error);
  const internal = jsonRpcCodes.internalError;
  return Object.keys(data).length === 0
    ? { code: internal, message: jsonRpcMessages[internal]! }
    : { code: internal, message: jsonRpcMessages[internal]!, data };
}

/**
 * An Error object with one of the reserved codes and the specification's message for it.
 *
 * @example
 * reservedError(jsonRpcCodes.methodNotFound); // { code: -32601, message: 'Method not found' }
 */
export function reservedError(code: number): JsonRpcErrorObject {
  return { code, message: jsonRpcMessages[code] ?? 'Server error' };
}
