import { GraphQLError } from '../error/graphql-error.js';
import type { ValidationRule } from './validation-context.js';

/**
 * Spec §5.1.1 Executable Definitions: a document sent for execution holds only operations and fragments.
 *
 * @example
 * validate(schema, parse('type T { a: Int } { a }'), [ExecutableDefinitionsRule]);
 * // The "T" definition is not executable.
 */
export const ExecutableDefinitionsRule: ValidationRule = (context) => ({
  Document(node) {
    for (const definition of node.definitions) {
      if (definition.kind === 'OperationDefinition' || definition.kind === 'FragmentDefinition') continue;
      const name =
        definition.kind === 'SchemaDefinition' || definition.kind === 'SchemaExtension'
          ? 'schema'
          : `"${definition.name.value}"`;
      context.reportError(new GraphQLError(`The ${name} definition is not executable.`, { nodes: definition }));
    }
    return false;
  },
});
