import type { StandardSchemaV1 } from 'batonjs/rpc';
import { BlogError } from '../errors.js';

/**
 * A Standard Schema v1 over one of the service's own checks (a function that returns the value or
 * throws a 422 BlogError listing the bad fields), so RPC validates with the rules REST uses and no
 * validator library.
 *
 * @example
 * const postInput = inputSchema<{ title: string; content: string }>(validatePost);
 */
export function inputSchema<T>(check: (value: unknown) => T): StandardSchemaV1<T> {
  return {
    '~standard': {
      version: 1,
      vendor: 'blog',
      validate(value) {
        try {
          return { value: check(value) };
        } catch (error) {
          if (!(error instanceof BlogError)) throw error;
          return { issues: (error.errors ?? []).map((e) => ({ message: `${e.field} ${e.message}`, path: [e.field] })) };
        }
      },
    },
  };
}
