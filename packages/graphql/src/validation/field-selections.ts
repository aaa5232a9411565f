import { GraphQLError } from '../error/graphql-error.js';
import {
  type GraphQLInterfaceType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  isAbstractType,
  isInterfaceType,
  isObjectType,
} from '../type/definition.js';
import type { GraphQLSchema } from '../type/schema.js';
import { suggestionList } from '../utilities/suggestion-list.js';
import { didYouMean } from './did-you-mean.js';
import type { ValidationRule } from './validation-context.js';

/**
 * Spec §5.3.1 Field Selections: every selected field exists on the type it is selected on. For an abstract type
 * the error suggests the implementations that do have the field; otherwise fields with similar names.
 *
 * @example
 * validate(schema, parse('{ dog { meows } }'), [FieldSelectionsRule]);
 * // Cannot query field "meows" on type "Dog".
 */
export const FieldSelectionsRule: ValidationRule = (context) => ({
  Field(node) {
    const type = context.getParentType();
    if (type === undefined || context.getFieldDef() !== undefined) return;
    const name = node.name.value;
    let suggestion = didYouMean(suggestedTypeNames(context.getSchema(), type, name), 'to use an inline fragment on');
    if (suggestion === '') suggestion = didYouMean(suggestedFieldNames(type, name));
    context.reportError(
      new GraphQLError(`Cannot query field "${name}" on type "${type.name}".${suggestion}`, { nodes: node }),
    );
  },
});

/**
 * The object types and interfaces below an abstract type that define the field: the most used first, interfaces
 * before the types implementing them, then by name.
 */
function suggestedTypeNames(schema: GraphQLSchema, type: GraphQLOutputType, fieldName: string): string[] {
  if (!isAbstractType(type)) return [];
  const suggested = new Set<GraphQLObjectType | GraphQLInterfaceType>();
  const usage = new Map<string, number>();
  for (const possible of schema.getPossibleTypes(type)) {
    if (possible.getFields()[fieldName] === undefined) continue;
    suggested.add(possible);
    usage.set(possible.name, 1);
    for (const iface of possible.getInterfaces()) {
      if (iface.getFields()[fieldName] === undefined) continue;
      suggested.add(iface);
      usage.set(iface.name, (usage.get(iface.name) ?? 0) + 1);
    }
  }
  return [...suggested]
    .sort((a, b) => {
      const byUsage = (usage.get(b.name) ?? 0) - (usage.get(a.name) ?? 0);
      if (byUsage !== 0) return byUsage;
      if (isInterfaceType(a) && schema.isSubType(a, b)) return -1;
      if (isInterfaceType(b) && schema.isSubType(b, a)) return 1;
      return naturalCompare(a.name, b.name);
    })
    .map((suggestedType) => suggestedType.name);
}

function suggestedFieldNames(type: GraphQLOutputType, fieldName: string): string[] {
  if (isObjectType(type) || isInterfaceType(type)) return suggestionList(fieldName, Object.keys(type.getFields()));
  return [];
}

/** Compares names with runs of digits taken as numbers, so "Type2" sorts before "Type10". */
function naturalCompare(a: string, b: string): number {
  const digits = /(\d+)/;
  const partsA = a.split(digits);
  const partsB = b.split(digits);
  for (let i = 0; i < Math.min(partsA.length, partsB.length); i++) {
    const x = partsA[i] as string;
    const y = partsB[i] as string;
    if (x === y) continue;
    if (i % 2 === 1) return Number(x) - Number(y) || x.length - y.length;
    return x < y ? -1 : 1;
  }
  return partsA.length - partsB.length;
}
