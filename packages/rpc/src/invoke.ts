import { isThenable } from '@batonjs/http';
import { type ErrorPolicy, errorObjectFor } from './error-object.js';
import type { JsonRpcErrorObject } from './messages.js';
import type { RpcContext } from './procedure.js';
import type { RegistryEntry } from './registry.js';

/**
 * How one call ended: its result (`undefined` becomes `null`, JSON having no undefined), or the
 * Error object for what it threw.
 *
 * @example
 * const outcome: CallOutcome = { result: 19 };
 */
export type CallOutcome =
  | { readonly result: unknown; readonly error?: undefined }
  | { readonly error: JsonRpcErrorObject; readonly result?: undefined };

/**
 * Runs one procedure and catches what it throws or rejects with. A synchronous procedure gives a
 * synchronous outcome: no promise, no microtask, until something is really asynchronous.
 *
 * @example
 * const outcome = invoke(entry, [42, 23], { req, res }, policy);
 */
export function invoke(
  entry: RegistryEntry,
  params: unknown,
  ctx: RpcContext,
  policy: ErrorPolicy,
): CallOutcome | Promise<CallOutcome> {
  let value: unknown;
  try {
    value = entry.run(params, ctx);
  } catch (error) {
    return { error: errorObjectFor(error, ctx, policy) };
  }
  if (!isThenable(value)) return { result: value === undefined ? null : value };
  return Promise.resolve(value).then(
    (result) => ({ result: result === undefined ? null : result }),
    (error: unknown) => ({ error: errorObjectFor(error, ctx, policy) }),
  );
}
