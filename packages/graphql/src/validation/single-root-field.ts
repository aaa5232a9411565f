import { GraphQLError } from '../error/graphql-error.js';
import type { DirectiveNode, FieldNode, InlineFragmentNode, SelectionSetNode } from '../language/ast.js';
import { type GraphQLObjectType, isAbstractType } from '../type/definition.js';
import { typeFromAST } from '../utilities/type-from-ast.js';
import type { ValidationContext, ValidationRule } from './validation-context.js';

/**
 * Spec §5.2.3.1 Single Root Field: a subscription selects exactly one root field (after CollectFields with no
 * variables), and that field is not an introspection field.
 *
 * Unlike graphql-js, which throws when a root field's `@skip`/`@include` uses a variable, such a field counts as
 * selected: validation runs before variables are known, and it may be.
 *
 * @example
 * validate(schema, parse('subscription S { newDog { name } newCat { name } }'), [SingleRootFieldRule]);
 * // Subscription "S" must select only one top level field.
 */
export const SingleRootFieldRule: ValidationRule = (context) => ({
  OperationDefinition(node) {
    if (node.operation !== 'subscription') return;
    const subscriptionType = context.getSchema().getSubscriptionType();
    if (subscriptionType === undefined) return;
    const name = node.name?.value;
    const subject = name === undefined ? 'Anonymous Subscription' : `Subscription "${name}"`;
    const fields = collectRootFields(context, subscriptionType, node.selectionSet);
    if (fields.size > 1) {
      const extra = [...fields.values()].slice(1).flat();
      context.reportError(new GraphQLError(`${subject} must select only one top level field.`, { nodes: extra }));
    }
    for (const fieldNodes of fields.values()) {
      if (fieldNodes[0]?.name.value.startsWith('__')) {
        context.reportError(
          new GraphQLError(`${subject} must not select an introspection top level field.`, { nodes: fieldNodes }),
        );
      }
    }
  },
});

/** Spec §6.3.2 CollectFields for the root selection set, with no variable values. */
function collectRootFields(
  context: ValidationContext,
  rootType: GraphQLObjectType,
  selectionSet: SelectionSetNode,
): Map<string, FieldNode[]> {
  const fields = new Map<string, FieldNode[]>();
  const visitedFragments = new Set<string>();
  const collect = (set: SelectionSetNode): void => {
    for (const selection of set.selections) {
      if (isExcluded(selection.directives)) continue;
      if (selection.kind === 'Field') {
        const key = selection.alias?.value ?? selection.name.value;
        const group = fields.get(key);
        if (group === undefined) fields.set(key, [selection]);
        else group.push(selection);
      } else if (selection.kind === 'InlineFragment') {
        if (conditionApplies(context, rootType, selection.typeCondition)) collect(selection.selectionSet);
      } else {
        const name = selection.name.value;
        if (visitedFragments.has(name)) continue;
        visitedFragments.add(name);
        const fragment = context.getFragment(name);
        if (fragment !== undefined && conditionApplies(context, rootType, fragment.typeCondition)) {
          collect(fragment.selectionSet);
        }
      }
    }
  };
  collect(selectionSet);
  return fields;
}

/** `@skip(if: true)` or `@include(if: false)` written as literals. */
function isExcluded(directives: readonly DirectiveNode[]): boolean {
  for (const directive of directives) {
    const name = directive.name.value;
    if (name !== 'skip' && name !== 'include') continue;
    const condition = directive.arguments.find((argument) => argument.name.value === 'if')?.value;
    if (condition?.kind === 'BooleanValue' && condition.value === (name === 'skip')) return true;
  }
  return false;
}

function conditionApplies(
  context: ValidationContext,
  type: GraphQLObjectType,
  condition: InlineFragmentNode['typeCondition'],
): boolean {
  if (condition === undefined) return true;
  const conditionType = typeFromAST(context.getSchema(), condition);
  if (conditionType === type) return true;
  return isAbstractType(conditionType) && context.getSchema().isSubType(conditionType, type);
}
