import { GraphQLError } from '../error/graphql-error.js';
import type { ValidationRule } from './validation-context.js';

/**
 * Spec §5.2.2.1 Lone Anonymous Operation: an operation without a name must be the document's only operation.
 *
 * @example
 * validate(schema, parse('{ a } query B { b }'), [LoneAnonymousOperationRule]);
 * // This anonymous operation must be the only defined operation.
 */
export const LoneAnonymousOperationRule: ValidationRule = (context) => {
  let operationCount = 0;
  return {
    Document(node) {
      operationCount = node.definitions.filter((definition) => definition.kind === 'OperationDefinition').length;
    },
    OperationDefinition(node) {
      if (node.name === undefined && operationCount > 1) {
        context.reportError(
          new GraphQLError('This anonymous operation must be the only defined operation.', { nodes: node }),
        );
      }
    },
  };
};
