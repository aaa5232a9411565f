import type {
  FieldNode,
  FragmentDefinitionNode,
  FragmentSpreadNode,
  InlineFragmentNode,
  SelectionSetNode,
} from '../language/ast.js';
import { type GraphQLField, type GraphQLObjectType, isAbstractType, type ObjMap } from '../type/definition.js';
import { GraphQLIncludeDirective, GraphQLSkipDirective } from '../type/directives.js';
import { SchemaMetaFieldDef, TypeMetaFieldDef, TypeNameMetaFieldDef } from '../type/introspection.js';
import type { GraphQLSchema } from '../type/schema.js';
import { getDirectiveValues } from './coerce-argument-values.js';

/**
 * One response key of a grouped field set, with everything execution needs about it decided once:
 * the field definition on the parent type and, filled lazily, the grouped field sets of its
 * sub-selection per runtime object type. When a document's selections do not depend on variables,
 * plans are kept with the document and shared by every execution of it.
 *
 * @example
 * for (const plan of selection.fields) console.log(plan.responseName, plan.fieldDef.name);
 */
export interface FieldPlan {
  readonly responseName: string;
  readonly fieldName: string;
  readonly fieldNodes: ReadonlyArray<FieldNode>;
  readonly fieldDef: GraphQLField;
  /** Whether the field takes no arguments at all, so an empty object is its argument values. */
  readonly argumentFree: boolean;
  /** Sub-selections by runtime object type (spec §6.4.3, MergeSelectionSets then CollectFields). */
  subPlans: Map<GraphQLObjectType, SelectionPlan> | undefined;
}

/**
 * The plans of one grouped field set and the shape of its response object: every response key in
 * order, so each result object starts as a copy of `shape` with one hidden class, and filling it
 * in writes existing properties instead of growing a new object key by key.
 *
 * @example
 * const results = { ...selection.shape };
 */
export interface SelectionPlan {
  readonly fields: ReadonlyArray<FieldPlan>;
  readonly shape: ObjMap<null>;
}

/**
 * What CollectFields reads besides the selection set.
 *
 * @example
 * collectFields({ schema, fragments, variableValues }, Query, selectionSet, new Map(), new Set());
 */
export interface CollectContext {
  readonly schema: GraphQLSchema;
  readonly fragments: ObjMap<FragmentDefinitionNode>;
  readonly variableValues: ObjMap<unknown>;
}

/**
 * Spec §6.3.2 CollectFields: groups the fields of a selection set by response key, in document
 * order, following fragment spreads once each and inline fragments whose type condition applies to
 * `objectType`, and leaving out what `@skip`/`@include` exclude.
 *
 * @example
 * collectFields(ctx, Query, operation.selectionSet, new Map(), new Set()); // Map { 'posts' => [FieldNode] }
 */
export function collectFields(
  ctx: CollectContext,
  objectType: GraphQLObjectType,
  selectionSet: SelectionSetNode,
  groupedFields: Map<string, FieldNode[]>,
  visitedFragments: Set<string>,
): Map<string, FieldNode[]> {
  for (const selection of selectionSet.selections) {
    switch (selection.kind) {
      case 'Field': {
        if (!shouldIncludeNode(ctx, selection)) continue;
        const responseName = selection.alias === undefined ? selection.name.value : selection.alias.value;
        const group = groupedFields.get(responseName);
        if (group === undefined) groupedFields.set(responseName, [selection]);
        else group.push(selection);
        break;
      }
      case 'InlineFragment': {
        if (!shouldIncludeNode(ctx, selection) || !doesFragmentTypeApply(ctx.schema, objectType, selection)) continue;
        collectFields(ctx, objectType, selection.selectionSet, groupedFields, visitedFragments);
        break;
      }
      case 'FragmentSpread': {
        const name = selection.name.value;
        if (visitedFragments.has(name) || !shouldIncludeNode(ctx, selection)) continue;
        visitedFragments.add(name);
        const fragment = ctx.fragments[name];
        if (fragment === undefined || !doesFragmentTypeApply(ctx.schema, objectType, fragment)) continue;
        collectFields(ctx, objectType, fragment.selectionSet, groupedFields, visitedFragments);
        break;
      }
    }
  }
  return groupedFields;
}

/** `@skip(if: true)` excludes; `@include(if: false)` excludes; both are checked (spec §3.13.1–2). */
function shouldIncludeNode(ctx: CollectContext, node: FieldNode | FragmentSpreadNode | InlineFragmentNode): boolean {
  if (node.directives.length === 0) return true;
  const skip = getDirectiveValues(GraphQLSkipDirective, node, ctx.variableValues);
  if (skip?.if === true) return false;
  const include = getDirectiveValues(GraphQLIncludeDirective, node, ctx.variableValues);
  return include?.if !== false;
}

/** Spec §6.3.2 DoesFragmentTypeApply. */
function doesFragmentTypeApply(
  schema: GraphQLSchema,
  objectType: GraphQLObjectType,
  fragment: InlineFragmentNode | FragmentDefinitionNode,
): boolean {
  const typeCondition = fragment.typeCondition;
  if (typeCondition === undefined) return true;
  const conditionalType = schema.getType(typeCondition.name.value);
  if (conditionalType === objectType) return true;
  return isAbstractType(conditionalType) && schema.isSubType(conditionalType, objectType);
}

/**
 * Turns grouped fields into plans, looking up each field's definition once. Fields the type does
 * not define are dropped: validation rejects them, and graphql-js leaves them out of the result.
 *
 * @example
 * planFields(schema, Query, collectFields(ctx, Query, selectionSet, new Map(), new Set()));
 */
export function planFields(
  schema: GraphQLSchema,
  parentType: GraphQLObjectType,
  groupedFields: Map<string, FieldNode[]>,
): SelectionPlan {
  const plans: FieldPlan[] = [];
  for (const [responseName, fieldNodes] of groupedFields) {
    const first = fieldNodes[0]!;
    const fieldName = first.name.value;
    const fieldDef = getFieldDef(schema, parentType, fieldName);
    if (fieldDef === undefined) continue;
    plans.push({
      responseName,
      fieldName,
      fieldNodes,
      fieldDef,
      argumentFree: fieldDef.args.length === 0 && first.arguments.length === 0,
      subPlans: undefined,
    });
  }
  const shape: ObjMap<null> = {};
  for (const plan of plans) {
    // `__proto__` is a valid alias; define it as data so the shape keeps its prototype.
    Object.defineProperty(shape, plan.responseName, {
      value: null,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return { fields: plans, shape };
}

/**
 * The definition of a field on an object type, including the introspection meta-fields
 * (`__schema` and `__type` only on the query root, spec §4.1).
 *
 * @example
 * getFieldDef(schema, Query, '__typename'); // TypeNameMetaFieldDef
 */
export function getFieldDef(
  schema: GraphQLSchema,
  parentType: GraphQLObjectType,
  fieldName: string,
): GraphQLField | undefined {
  if (fieldName.startsWith('__')) {
    if (fieldName === '__typename') return TypeNameMetaFieldDef;
    if (parentType === schema.getQueryType()) {
      if (fieldName === '__schema') return SchemaMetaFieldDef;
      if (fieldName === '__type') return TypeMetaFieldDef;
    }
  }
  return parentType.getFields()[fieldName];
}

/**
 * Spec §6.4.3 MergeSelectionSets + CollectFields: the grouped field set of a field's
 * sub-selections for one runtime object type, planned, and remembered on the plan.
 *
 * @example
 * collectSubfields(ctx, Post, plan); // plans for `{ id title }`
 */
export function collectSubfields(ctx: CollectContext, objectType: GraphQLObjectType, plan: FieldPlan): SelectionPlan {
  plan.subPlans ??= new Map();
  let plans = plan.subPlans.get(objectType);
  if (plans === undefined) {
    const grouped = new Map<string, FieldNode[]>();
    const visited = new Set<string>();
    for (const node of plan.fieldNodes) {
      if (node.selectionSet !== undefined) collectFields(ctx, objectType, node.selectionSet, grouped, visited);
    }
    plans = planFields(ctx.schema, objectType, grouped);
    plan.subPlans.set(objectType, plans);
  }
  return plans;
}
