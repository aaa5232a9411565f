import type { ValueNode } from '../language/ast.js';
import {
  type GraphQLInputType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  type ObjMap,
} from '../type/definition.js';

/**
 * Coerces a literal from the document to an internal value of `type` (spec §3.10–§3.12 input
 * coercion of literals), reading variables from already coerced `variables`. Returns `undefined`
 * when the literal is invalid; validation has normally reported why before execution.
 *
 * @example
 * valueFromAST({ kind: 'IntValue', value: '3' }, new GraphQLList(GraphQLInt)); // [3]
 */
export function valueFromAST(
  valueNode: ValueNode | undefined,
  type: GraphQLInputType,
  variables?: ObjMap<unknown> | null,
): unknown {
  if (valueNode === undefined) return undefined;

  if (valueNode.kind === 'Variable') {
    const variableValue = variables?.[valueNode.name.value];
    if (variableValue === undefined) return undefined;
    // A null variable in a non-null position is invalid (spec §5.8.5, IsVariableUsageAllowed).
    if (variableValue === null && isNonNullType(type)) return undefined;
    return variableValue;
  }

  if (isNonNullType(type)) {
    if (valueNode.kind === 'NullValue') return undefined;
    return valueFromAST(valueNode, type.ofType as GraphQLInputType, variables);
  }

  if (valueNode.kind === 'NullValue') return null;

  if (isListType(type)) {
    const itemType = type.ofType as GraphQLInputType;
    if (valueNode.kind !== 'ListValue') {
      // A single item stands for a list of one (spec §3.11, input coercion).
      const item = valueFromAST(valueNode, itemType, variables);
      return item === undefined ? undefined : [item];
    }
    const coerced: unknown[] = [];
    for (const itemNode of valueNode.values) {
      if (isMissingVariable(itemNode, variables)) {
        if (isNonNullType(itemType)) return undefined;
        coerced.push(null);
        continue;
      }
      const item = valueFromAST(itemNode, itemType, variables);
      if (item === undefined) return undefined;
      coerced.push(item);
    }
    return coerced;
  }

  if (isInputObjectType(type)) {
    if (valueNode.kind !== 'ObjectValue') return undefined;
    const coerced: ObjMap<unknown> = Object.create(null);
    const fieldNodes = new Map(valueNode.fields.map((field) => [field.name.value, field]));
    for (const field of Object.values(type.getFields())) {
      const fieldNode = fieldNodes.get(field.name);
      if (fieldNode === undefined || isMissingVariable(fieldNode.value, variables)) {
        if (field.defaultValue !== undefined) coerced[field.name] = field.defaultValue;
        else if (isNonNullType(field.type)) return undefined;
        continue;
      }
      const fieldValue = valueFromAST(fieldNode.value, field.type, variables);
      if (fieldValue === undefined) return undefined;
      coerced[field.name] = fieldValue;
    }
    if (type.isOneOf) {
      const keys = Object.keys(coerced);
      if (keys.length !== 1 || coerced[keys[0]!] === null) return undefined;
    }
    return coerced;
  }

  if (isLeafType(type)) {
    // A scalar's parseLiteral signals an invalid literal by throwing; here that means "no value".
    try {
      return type.parseLiteral(valueNode, variables);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

function isMissingVariable(valueNode: ValueNode, variables: ObjMap<unknown> | null | undefined): boolean {
  return valueNode.kind === 'Variable' && variables?.[valueNode.name.value] === undefined;
}
