import { GraphQLError } from '../error/graphql-error.js';
import { type GraphQLCompositeType, isCompositeType } from '../type/definition.js';
import { typeFromAST } from '../utilities/type-from-ast.js';
import { doTypesOverlap } from './type-comparators.js';
import type { ValidationContext, ValidationRule } from './validation-context.js';

/**
 * Spec §5.5.2.3 Fragment Spread Is Possible: a fragment is only spread where some object could match both its type
 * condition and the surrounding type.
 *
 * @example
 * validate(schema, parse('{ dog { ... on Cat { meows } } }'), [FragmentSpreadIsPossibleRule]);
 * // Fragment cannot be spread here as objects of type "Dog" can never be of type "Cat".
 */
export const FragmentSpreadIsPossibleRule: ValidationRule = (context) => ({
  InlineFragment(node) {
    const fragmentType = context.getType();
    const parentType = context.getParentType();
    if (
      isCompositeType(fragmentType) &&
      isCompositeType(parentType) &&
      !doTypesOverlap(context.getSchema(), fragmentType, parentType)
    ) {
      context.reportError(
        new GraphQLError(
          `Fragment cannot be spread here as objects of type "${parentType.name}" can never be of type "${fragmentType.name}".`,
          { nodes: node },
        ),
      );
    }
  },
  FragmentSpread(node) {
    const name = node.name.value;
    const fragmentType = fragmentTypeOf(context, name);
    const parentType = context.getParentType();
    if (
      fragmentType !== undefined &&
      parentType !== undefined &&
      !doTypesOverlap(context.getSchema(), fragmentType, parentType)
    ) {
      context.reportError(
        new GraphQLError(
          `Fragment "${name}" cannot be spread here as objects of type "${parentType.name}" can never be of type "${fragmentType.name}".`,
          { nodes: node },
        ),
      );
    }
  },
});

function fragmentTypeOf(context: ValidationContext, name: string): GraphQLCompositeType | undefined {
  const fragment = context.getFragment(name);
  if (fragment === undefined) return undefined;
  const type = typeFromAST(context.getSchema(), fragment.typeCondition);
  return isCompositeType(type) ? type : undefined;
}
