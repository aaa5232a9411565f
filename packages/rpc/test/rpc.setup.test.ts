import { describe, expect, it } from 'vitest';
import { type ProcedureRecord, RpcSetupError, rpc } from '../src/index.js';

function setupError(run: () => unknown): RpcSetupError {
  try {
    run();
  } catch (error) {
    if (error instanceof RpcSetupError) return error;
    throw error;
  }
  throw new Error('expected an RpcSetupError');
}

describe('rpc(): mistakes fail at startup', () => {
  it('a name starting with "rpc." (reserved by JSON-RPC 2.0)', () => {
    const error = setupError(() => rpc({ 'rpc.ping': () => 1 }));
    expect(error.code).toBe('BATON_RPC_INVALID_PROCEDURE');
    expect(error.status).toBe(500);
    expect(error.expose).toBe(false);
    expect(error.message).toBe('rpc(): "rpc.ping" starts with "rpc.", which JSON-RPC 2.0 reserves for the protocol');
  });

  it('a value that is not a procedure', () => {
    const error = setupError(() => rpc({ nope: 42 } as unknown as ProcedureRecord));
    expect(error.code).toBe('BATON_RPC_INVALID_PROCEDURE');
    expect(error.message).toBe('rpc(): "nope" is not a function, procedure() or query()');
    expect(setupError(() => rpc(null as unknown as ProcedureRecord)).code).toBe('BATON_RPC_INVALID_PROCEDURE');
  });

  it.each([0, -1, 1.5, Number.NaN])('maxBatch %s', (maxBatch) => {
    const error = setupError(() => rpc({}, { maxBatch }));
    expect(error.code).toBe('BATON_RPC_INVALID_OPTION');
  });

  it('an unusable limit or cacheControl, from the packages that own them', () => {
    expect(() => rpc({}, { limit: 'lots' })).toThrow('option limit "lots" is invalid');
    expect(() => rpc({}, { cacheControl: { maxAge: -1 } })).toThrow(
      expect.objectContaining({ code: 'BATON_CACHE_INVALID_DURATION' }),
    );
  });
});
