import { GraphQLError } from '../error/graphql-error.js';
import type { NameNode } from '../language/ast.js';
import type { ValidationRule } from './validation-context.js';

/**
 * Spec §5.6.3 Input Object Field Uniqueness: an input object literal gives each field once.
 *
 * @example
 * validate(schema, parse('{ f(o: { a: 1, a: 2 }) }'), [InputObjectFieldUniquenessRule]);
 * // There can be only one input field named "a".
 */
export const InputObjectFieldUniquenessRule: ValidationRule = (context) => {
  const stack: Map<string, NameNode>[] = [];
  let known = new Map<string, NameNode>();
  return {
    ObjectValue: {
      enter() {
        stack.push(known);
        known = new Map();
      },
      leave() {
        known = stack.pop() ?? new Map();
      },
    },
    ObjectField(node) {
      const first = known.get(node.name.value);
      if (first === undefined) known.set(node.name.value, node.name);
      else {
        context.reportError(
          new GraphQLError(`There can be only one input field named "${node.name.value}".`, {
            nodes: [first, node.name],
          }),
        );
      }
    },
  };
};
