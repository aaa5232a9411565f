import type { ErrorPolicy } from './error-object.js';
import { reservedError } from './error-object.js';
import { type CallOutcome, invoke } from './invoke.js';
import { jsonRpcCodes } from './json-rpc-codes.js';
import type { JsonRpcId, JsonRpcResponse } from './messages.js';
import type { RpcContext } from './procedure.js';
import type { RegistryEntry } from './registry.js';

/** Whether `value` may be an id (§4): a string, a finite number, or null. */
function isId(value: unknown): value is JsonRpcId {
  return value === null || typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
}

/** Params must be structured (§4.2): an array or an object. */
function isStructured(value: unknown): boolean {
  return typeof value === 'object' && value !== null;
}

function respond(outcome: CallOutcome, id: JsonRpcId): JsonRpcResponse {
  return outcome.error === undefined
    ? { jsonrpc: '2.0', result: outcome.result, id }
    : { jsonrpc: '2.0', error: outcome.error, id };
}

/**
 * Answers one Request object of a POST body (JSON-RPC 2.0 §4–§5): `undefined` for a
 * notification (no `id` member), which runs but gets no entry, whatever happens. A value that is
 * not a valid Request object gets -32600 Invalid Request, even without an id, with its id when
 * that is readable and null otherwise; an unknown method -32601. Synchronous procedures are
 * answered synchronously.
 *
 * @example
 * answerCall({ jsonrpc: '2.0', method: 'subtract', params: [42, 23], id: 1 }, registry, ctx, policy);
 * // { jsonrpc: '2.0', result: 19, id: 1 }
 */
export function answerCall(
  entry: unknown,
  registry: ReadonlyMap<string, RegistryEntry>,
  ctx: RpcContext,
  policy: ErrorPolicy,
): JsonRpcResponse | undefined | Promise<JsonRpcResponse | undefined> {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
    return { jsonrpc: '2.0', error: reservedError(jsonRpcCodes.invalidRequest), id: null };
  }
  const call = entry as Record<string, unknown>;
  // Own members only: a body can say "__proto__", and JSON.parse makes that an own member too.
  const hasId = Object.hasOwn(call, 'id');
  const id = hasId ? call.id : undefined;
  const hasParams = Object.hasOwn(call, 'params');
  if (
    call.jsonrpc !== '2.0' ||
    typeof call.method !== 'string' ||
    (hasId && !isId(id)) ||
    (hasParams && !isStructured(call.params))
  ) {
    return { jsonrpc: '2.0', error: reservedError(jsonRpcCodes.invalidRequest), id: isId(id) ? id : null };
  }
  const procedure = registry.get(call.method);
  if (procedure === undefined) {
    return hasId
      ? { jsonrpc: '2.0', error: reservedError(jsonRpcCodes.methodNotFound), id: id as JsonRpcId }
      : undefined;
  }
  const outcome = invoke(procedure, hasParams ? call.params : undefined, ctx, policy);
  if (!hasId) return outcome instanceof Promise ? outcome.then(() => undefined) : undefined;
  return outcome instanceof Promise
    ? outcome.then((settled) => respond(settled, id as JsonRpcId))
    : respond(outcome, id as JsonRpcId);
}
