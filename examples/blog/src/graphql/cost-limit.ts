import {
  GraphQLError,
  type GraphQLNamedType,
  type GraphQLOutputType,
  getNamedType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'batonjs/graphql';

/** How many items a list field is assumed to return when pricing a query. */
export const LIST_SIZE = 10;

function isList(type: GraphQLOutputType): boolean {
  return isListType(isNonNullType(type) ? type.ofType : type);
}

function fieldsOf(type: GraphQLNamedType | undefined) {
  return isObjectType(type) || isInterfaceType(type) ? type.getFields() : undefined;
}

/**
 * What a selection set costs: each field 1, plus what its own selection costs, times LIST_SIZE
 * under a list field, so the price follows the rows a query can make the server produce (the
 * depth limit alone lets `{blogs{author{posts{author{posts…` grow by LIST_SIZE per two levels).
 * Fragments are priced where they are spread; a fragment already on the path (a cycle, which the
 * specification's rules report) adds nothing.
 */
function costOf(
  context: ValidationContext,
  selectionSet: SelectionSetNode,
  type: GraphQLNamedType | undefined,
  path: ReadonlySet<string>,
): number {
  let cost = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === 'Field') {
      const field = fieldsOf(type)?.[selection.name.value];
      const sub =
        selection.selectionSet === undefined || field === undefined
          ? 0
          : costOf(context, selection.selectionSet, getNamedType(field.type), path);
      cost += 1 + (field !== undefined && isList(field.type) ? LIST_SIZE : 1) * sub;
    } else if (selection.kind === 'InlineFragment') {
      const condition = selection.typeCondition?.name.value;
      cost += costOf(
        context,
        selection.selectionSet,
        condition === undefined ? type : context.getSchema().getType(condition),
        path,
      );
    } else {
      const name = selection.name.value;
      const fragment = context.getFragment(name);
      if (fragment === undefined || path.has(name)) continue;
      const target = context.getSchema().getType(fragment.typeCondition.name.value);
      cost += costOf(context, fragment.selectionSet, target, new Set([...path, name]));
    }
  }
  return cost;
}

/**
 * A validation rule refusing operations that cost more than `maxCost` (see {@link LIST_SIZE}),
 * before any resolver runs; the error carries `extensions.code: "QUERY_TOO_COSTLY"` and the cost.
 *
 * @example
 * graphqlHttp({ schema, validationRules: [costLimit(1000)] });
 */
export function costLimit(maxCost: number): ValidationRule {
  return (context) => ({
    OperationDefinition(node) {
      const schema = context.getSchema();
      const root = node.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
      const cost = costOf(context, node.selectionSet, root, new Set());
      if (cost > maxCost) {
        context.reportError(
          new GraphQLError(`The operation costs ${cost}, more than the ${maxCost} allowed.`, {
            nodes: node,
            extensions: { code: 'QUERY_TOO_COSTLY', cost, maxCost },
          }),
        );
      }
    },
  });
}
