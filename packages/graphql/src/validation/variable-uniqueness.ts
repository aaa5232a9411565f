import { GraphQLError } from '../error/graphql-error.js';
import type { VariableDefinitionNode } from '../language/ast.js';
import type { ValidationRule } from './validation-context.js';

/**
 * Spec §5.8.1 Variable Uniqueness: an operation defines each variable once.
 *
 * @example
 * validate(schema, parse('query ($a: Int, $a: Int) { f(x: $a) }'), [VariableUniquenessRule]);
 * // There can be only one variable named "$a".
 */
export const VariableUniquenessRule: ValidationRule = (context) => ({
  OperationDefinition(node) {
    const byName = new Map<string, VariableDefinitionNode[]>();
    for (const definition of node.variableDefinitions) {
      const name = definition.variable.name.value;
      const group = byName.get(name);
      if (group === undefined) byName.set(name, [definition]);
      else group.push(definition);
    }
    for (const [name, group] of byName) {
      if (group.length < 2) continue;
      context.reportError(
        new GraphQLError(`There can be only one variable named "$${name}".`, {
          nodes: group.map((definition) => definition.variable.name),
        }),
      );
    }
  },
});
