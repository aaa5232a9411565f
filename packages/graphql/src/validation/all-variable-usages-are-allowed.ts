import { GraphQLError } from '../error/graphql-error.js';
import type { ConstValueNode, VariableDefinitionNode } from '../language/ast.js';
import { type GraphQLType, isInputObjectType, isNonNullType, isNullableType } from '../type/definition.js';
import type { GraphQLSchema } from '../type/schema.js';
import { typeFromAST } from '../utilities/type-from-ast.js';
import { isTypeSubTypeOf } from './type-comparators.js';
import type { ValidationRule } from './validation-context.js';

/**
 * Spec §5.8.5 All Variable Usages Are Allowed: a variable's type fits every position it is used in. A nullable
 * variable may fill a non-null position only when the variable or the position has a default (IsVariableUsageAllowed);
 * a field of a oneOf input object needs a non-null variable.
 *
 * @example
 * validate(schema, parse('query ($a: Int) { complicatedArgs { nonNullIntArgField(nonNullIntArg: $a) } }'), [AllVariableUsagesAreAllowedRule]);
 * // Variable "$a" of type "Int" used in position expecting type "Int!".
 */
export const AllVariableUsagesAreAllowedRule: ValidationRule = (context) => {
  let definitions = new Map<string, VariableDefinitionNode>();
  return {
    OperationDefinition: {
      enter() {
        definitions = new Map();
      },
      leave(operation) {
        const schema = context.getSchema();
        for (const { node, type, defaultValue, parentType } of context.getRecursiveVariableUsages(operation)) {
          const name = node.name.value;
          const definition = definitions.get(name);
          if (definition === undefined || type === undefined) continue;
          const variableType = typeFromAST(schema, definition.type);
          if (variableType === undefined) continue;
          if (!isUsageAllowed(schema, variableType, definition.defaultValue, type, defaultValue)) {
            context.reportError(
              new GraphQLError(
                `Variable "$${name}" of type "${String(variableType)}" used in position expecting type "${String(type)}".`,
                { nodes: [definition, node] },
              ),
            );
          }
          if (isInputObjectType(parentType) && parentType.isOneOf && isNullableType(variableType)) {
            context.reportError(
              new GraphQLError(
                `Variable "$${name}" is of type "${String(variableType)}" but must be non-nullable to be used for OneOf Input Object "${parentType.name}".`,
                { nodes: [definition, node] },
              ),
            );
          }
        }
      },
    },
    VariableDefinition(node) {
      definitions.set(node.variable.name.value, node);
    },
  };
};

function isUsageAllowed(
  schema: GraphQLSchema,
  variableType: GraphQLType,
  variableDefault: ConstValueNode | undefined,
  locationType: GraphQLType,
  locationDefault: unknown,
): boolean {
  if (isNonNullType(locationType) && !isNonNullType(variableType)) {
    const hasNonNullVariableDefault = variableDefault !== undefined && variableDefault.kind !== 'NullValue';
    if (!hasNonNullVariableDefault && locationDefault === undefined) return false;
    return isTypeSubTypeOf(schema, variableType, locationType.ofType);
  }
  return isTypeSubTypeOf(schema, variableType, locationType);
}
