import { GraphQLError } from '../error/graphql-error.js';
import { print } from '../language/printer.js';
import { isCompositeType } from '../type/definition.js';
import { typeFromAST } from '../utilities/type-from-ast.js';
import type { ValidationRule } from './validation-context.js';

/**
 * Spec §5.5.1.3 Fragments On Composite Types: a fragment's type condition is an object, interface or union type.
 *
 * @example
 * validate(schema, parse('fragment F on Boolean { a }'), [FragmentsOnCompositeTypesRule]);
 * // Fragment "F" cannot condition on non composite type "Boolean".
 */
export const FragmentsOnCompositeTypesRule: ValidationRule = (context) => ({
  InlineFragment(node) {
    const condition = node.typeCondition;
    if (condition === undefined) return;
    const type = typeFromAST(context.getSchema(), condition);
    if (type !== undefined && !isCompositeType(type)) {
      context.reportError(
        new GraphQLError(`Fragment cannot condition on non composite type "${print(condition)}".`, {
          nodes: condition,
        }),
      );
    }
  },
  FragmentDefinition(node) {
    const type = typeFromAST(context.getSchema(), node.typeCondition);
    if (type !== undefined && !isCompositeType(type)) {
      context.reportError(
        new GraphQLError(
          `Fragment "${node.name.value}" cannot condition on non composite type "${print(node.typeCondition)}".`,
          { nodes: node.typeCondition },
        ),
      );
    }
  },
});
