import { GraphQLError } from '../error/graphql-error.js';
import { print } from '../language/printer.js';
import { isInputType } from '../type/definition.js';
import { typeFromAST } from '../utilities/type-from-ast.js';
import type { ValidationRule } from './validation-context.js';

/**
 * Spec §5.8.2 Variables Are Input Types: a variable's type is a scalar, enum or input object (possibly wrapped).
 *
 * @example
 * validate(schema, parse('query ($d: Dog) { a }'), [VariablesAreInputTypesRule]);
 * // Variable "$d" cannot be non-input type "Dog".
 */
export const VariablesAreInputTypesRule: ValidationRule = (context) => ({
  VariableDefinition(node) {
    const type = typeFromAST(context.getSchema(), node.type);
    if (type !== undefined && !isInputType(type)) {
      context.reportError(
        new GraphQLError(`Variable "$${node.variable.name.value}" cannot be non-input type "${print(node.type)}".`, {
          nodes: node.type,
        }),
      );
    }
  },
});
