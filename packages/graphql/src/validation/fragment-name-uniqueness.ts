import { GraphQLError } from '../error/graphql-error.js';
import type { NameNode } from '../language/ast.js';
import type { ValidationRule } from './validation-context.js';

/**
 * Spec §5.5.1.1 Fragment Name Uniqueness: no two fragment definitions share a name.
 *
 * @example
 * validate(schema, parse('{ ...F } fragment F on Q { a } fragment F on Q { b }'), [FragmentNameUniquenessRule]);
 * // There can be only one fragment named "F".
 */
export const FragmentNameUniquenessRule: ValidationRule = (context) => {
  const known = new Map<string, NameNode>();
  return {
    OperationDefinition: () => false,
    FragmentDefinition(node) {
      const first = known.get(node.name.value);
      if (first === undefined) known.set(node.name.value, node.name);
      else {
        context.reportError(
          new GraphQLError(`There can be only one fragment named "${node.name.value}".`, { nodes: [first, node.name] }),
        );
      }
      return false;
    },
  };
};
