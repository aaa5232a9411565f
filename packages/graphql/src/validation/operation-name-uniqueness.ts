import { GraphQLError } from '../error/graphql-error.js';
import type { NameNode } from '../language/ast.js';
import type { ValidationRule } from './validation-context.js';

/**
 * Spec §5.2.1.1 Operation Name Uniqueness: no two operations share a name.
 *
 * @example
 * validate(schema, parse('query A { a } query A { b }'), [OperationNameUniquenessRule]);
 * // There can be only one operation named "A".
 */
export const OperationNameUniquenessRule: ValidationRule = (context) => {
  const known = new Map<string, NameNode>();
  return {
    OperationDefinition(node) {
      const name = node.name;
      if (name !== undefined) {
        const first = known.get(name.value);
        if (first === undefined) known.set(name.value, name);
        else {
          context.reportError(
            new GraphQLError(`There can be only one operation named "${name.value}".`, { nodes: [first, name] }),
          );
        }
      }
      return false;
    },
    FragmentDefinition: () => false,
  };
};
