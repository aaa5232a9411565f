import { GraphQLError } from '../error/graphql-error.js';
import type { ValidationRule } from './validation-context.js';

/**
 * Spec §5.8.4 All Variables Used: every variable an operation defines is used, in the operation or in a fragment
 * it spreads.
 *
 * @example
 * validate(schema, parse('query Q($x: Int) { a }'), [AllVariablesUsedRule]);
 * // Variable "$x" is never used in operation "Q".
 */
export const AllVariablesUsedRule: ValidationRule = (context) => ({
  OperationDefinition: {
    leave(operation) {
      const used = new Set(context.getRecursiveVariableUsages(operation).map(({ node }) => node.name.value));
      for (const definition of operation.variableDefinitions) {
        const name = definition.variable.name.value;
        if (used.has(name)) continue;
        const message =
          operation.name === undefined
            ? `Variable "$${name}" is never used.`
            : `Variable "$${name}" is never used in operation "${operation.name.value}".`;
        context.reportError(new GraphQLError(message, { nodes: definition }));
      }
    },
  },
});
