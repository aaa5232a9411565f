import { GraphQLError } from '../error/graphql-error.js';
import type { ValidationRule } from './validation-context.js';

/**
 * Spec §5.8.3 All Variable Uses Defined: every variable an operation uses, including inside the fragments it
 * spreads, is defined by that operation.
 *
 * @example
 * validate(schema, parse('query Q { f(x: $x) }'), [AllVariableUsesDefinedRule]);
 * // Variable "$x" is not defined by operation "Q".
 */
export const AllVariableUsesDefinedRule: ValidationRule = (context) => ({
  // On leave, as graphql-js reports it, so errors inside the operation come first.
  OperationDefinition: {
    leave(operation) {
      const defined = new Set(operation.variableDefinitions.map((definition) => definition.variable.name.value));
      for (const { node } of context.getRecursiveVariableUsages(operation)) {
        const name = node.name.value;
        if (defined.has(name)) continue;
        const message =
          operation.name === undefined
            ? `Variable "$${name}" is not defined.`
            : `Variable "$${name}" is not defined by operation "${operation.name.value}".`;
        context.reportError(new GraphQLError(message, { nodes: [node, operation] }));
      }
    },
  },
});
