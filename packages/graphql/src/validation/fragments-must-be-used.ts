import { GraphQLError } from '../error/graphql-error.js';
import type { FragmentDefinitionNode, OperationDefinitionNode } from '../language/ast.js';
import type { ValidationRule } from './validation-context.js';

/**
 * Spec §5.5.1.4 Fragments Must Be Used: every fragment is spread, directly or through other fragments, by some
 * operation.
 *
 * @example
 * validate(schema, parse('{ a } fragment F on Q { a }'), [FragmentsMustBeUsedRule]); // Fragment "F" is never used.
 */
export const FragmentsMustBeUsedRule: ValidationRule = (context) => {
  const operations: OperationDefinitionNode[] = [];
  const fragments: FragmentDefinitionNode[] = [];
  return {
    OperationDefinition(node) {
      operations.push(node);
      return false;
    },
    FragmentDefinition(node) {
      fragments.push(node);
      return false;
    },
    Document: {
      leave() {
        const used = new Set<string>();
        for (const operation of operations) {
          for (const fragment of context.getRecursivelyReferencedFragments(operation)) used.add(fragment.name.value);
        }
        for (const fragment of fragments) {
          if (used.has(fragment.name.value)) continue;
          context.reportError(
            new GraphQLError(`Fragment "${fragment.name.value}" is never used.`, { nodes: fragment }),
          );
        }
      },
    },
  };
};
