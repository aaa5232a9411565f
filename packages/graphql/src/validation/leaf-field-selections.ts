import { GraphQLError } from '../error/graphql-error.js';
import { getNamedType, isLeafType } from '../type/definition.js';
import type { ValidationRule } from './validation-context.js';

/**
 * Spec §5.3.3 Leaf Field Selections: fields of scalar or enum type have no selection set; fields of object,
 * interface or union type have a non-empty one.
 *
 * @example
 * validate(schema, parse('{ dog }'), [LeafFieldSelectionsRule]);
 * // Field "dog" of type "Dog" must have a selection of subfields. Did you mean "dog { ... }"?
 */
export const LeafFieldSelectionsRule: ValidationRule = (context) => ({
  Field(node) {
    const type = context.getType();
    if (type === undefined) return;
    const name = node.name.value;
    const selectionSet = node.selectionSet;
    if (isLeafType(getNamedType(type))) {
      if (selectionSet !== undefined) {
        context.reportError(
          new GraphQLError(`Field "${name}" must not have a selection since type "${String(type)}" has no subfields.`, {
            nodes: selectionSet,
          }),
        );
      }
    } else if (selectionSet === undefined) {
      context.reportError(
        new GraphQLError(
          `Field "${name}" of type "${String(type)}" must have a selection of subfields. Did you mean "${name} { ... }"?`,
          { nodes: node },
        ),
      );
    } else if (selectionSet.selections.length === 0) {
      context.reportError(
        new GraphQLError(`Field "${name}" of type "${String(type)}" must have at least one field selected.`, {
          nodes: node,
        }),
      );
    }
  },
});
