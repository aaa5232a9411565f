import { RpcSetupError } from './errors.js';
import { Procedure, type ProcedureKind, type ProcedureRecord, type RpcContext } from './procedure.js';

/**
 * One procedure as the middleware runs it.
 *
 * @example
 * const entry: RegistryEntry = { kind: 'query', run: (params, ctx) => listBlogs.call(params, ctx) };
 */
export interface RegistryEntry {
  readonly kind: ProcedureKind;
  readonly run: (params: unknown, ctx: RpcContext) => unknown;
}

/**
 * Procedures by name in a Map, built once: a lookup never reaches `Object.prototype` (a method
 * named "toString" or "__proto__" is simply not found), and a mistake in the record fails here,
 * at startup. Names starting with "rpc." are reserved by JSON-RPC 2.0 §4 for the protocol itself.
 *
 * @example
 * const registry = buildRegistry({ add: ([a, b]: [number, number]) => a + b });
 */
export function buildRegistry(procedures: ProcedureRecord): ReadonlyMap<string, RegistryEntry> {
  if (typeof procedures !== 'object' || procedures === null) {
    throw new RpcSetupError(
      'BATON_RPC_INVALID_PROCEDURE',
      'rpc(): the procedures must be an object of named functions',
    );
  }
  const registry = new Map<string, RegistryEntry>();
  for (const [name, value] of Object.entries(procedures)) {
    if (name.startsWith('rpc.')) {
      throw new RpcSetupError(
        'BATON_RPC_INVALID_PROCEDURE',
        `rpc(): "${name}" starts with "rpc.", which JSON-RPC 2.0 reserves for the protocol`,
      );
    }
    if (value instanceof Procedure) {
      registry.set(name, { kind: value.kind, run: (params, ctx) => value.call(params, ctx) });
    } else if (typeof value === 'function') {
      registry.set(name, { kind: 'procedure', run: value as (params: unknown, ctx: RpcContext) => unknown });
    } else {
      throw new RpcSetupError(
        'BATON_RPC_INVALID_PROCEDURE',
        `rpc(): "${name}" is not a function, procedure() or query()`,
      );
    }
  }
  return registry;
}
