import type { ASTNode } from '../language/ast.js';
import { GraphQLError } from './graphql-error.js';

/**
 * Wraps whatever a resolver threw (or rejected with) into a GraphQLError located at the field's nodes and response
 * path. A GraphQLError that already has a path is returned unchanged, so an error is only located once as it
 * travels up through parent fields.
 *
 * @example
 * try { resolve() } catch (thrown) { errors.push(locatedError(thrown, fieldNodes, ['user', 'name'])); }
 */
export function locatedError(
  originalError: unknown,
  nodes: ASTNode | readonly ASTNode[] | null | undefined,
  path?: readonly (string | number)[],
): GraphQLError {
  const error = toError(originalError);
  if (error instanceof GraphQLError && error.path !== undefined) return error;
  if (error instanceof GraphQLError) {
    return new GraphQLError(error.message, {
      nodes: error.nodes ?? nodes,
      source: error.source,
      positions: error.positions,
      path,
      originalError: error,
      extensions: error.extensions,
    });
  }
  return new GraphQLError(error.message, { nodes, path, originalError: error });
}

function toError(thrown: unknown): Error {
  if (thrown instanceof Error) return thrown;
  let shown: string;
  try {
    shown = typeof thrown === 'string' ? JSON.stringify(thrown) : String(thrown);
  } catch {
    shown = Object.prototype.toString.call(thrown);
  }
  return new Error(`Unexpected error value: ${shown}`);
}
