import type { ConstObjectFieldNode, ConstValueNode } from '../language/ast.js';
import {
  type GraphQLInputType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
} from '../type/definition.js';
import { GraphQLID } from '../type/scalars.js';
import { inspect } from './inspect.js';

const INTEGER_STRING = /^-?(?:0|[1-9][0-9]*)$/;

/**
 * Writes an internal input value back as a literal of `type`, the inverse of `valueFromAST`.
 * Introspection uses it to print default values. `undefined` (no value) gives `null`; a JS `null`
 * gives a NullValue literal unless the type is non-null.
 *
 * @example
 * astFromValue(3, GraphQLInt); // { kind: 'IntValue', value: '3' }
 */
export function astFromValue(value: unknown, type: GraphQLInputType): ConstValueNode | null {
  if (isNonNullType(type)) {
    const ast = astFromValue(value, type.ofType);
    return ast?.kind === 'NullValue' ? null : ast;
  }
  if (value === null) return { kind: 'NullValue' };
  if (value === undefined) return null;

  if (isListType(type)) {
    const itemType = type.ofType as GraphQLInputType;
    if (Array.isArray(value)) {
      const values: ConstValueNode[] = [];
      for (const item of value) {
        const itemNode = astFromValue(item, itemType);
        if (itemNode !== null) values.push(itemNode);
      }
      return { kind: 'ListValue', values };
    }
    // Input coercion lets a single item stand for a list of one (spec §3.11).
    return astFromValue(value, itemType);
  }

  if (isInputObjectType(type)) {
    if (typeof value !== 'object') return null;
    const fields: ConstObjectFieldNode[] = [];
    for (const field of Object.values(type.getFields())) {
      const fieldValue = astFromValue((value as Record<string, unknown>)[field.name], field.type);
      if (fieldValue !== null) {
        fields.push({ kind: 'ObjectField', name: { kind: 'Name', value: field.name }, value: fieldValue });
      }
    }
    return { kind: 'ObjectValue', fields };
  }

  if (isLeafType(type)) {
    const serialized: unknown = type.serialize(value);
    if (serialized === null || serialized === undefined) return null;
    if (typeof serialized === 'boolean') return { kind: 'BooleanValue', value: serialized };
    if (typeof serialized === 'number' && Number.isFinite(serialized)) {
      const text = String(serialized);
      return INTEGER_STRING.test(text) ? { kind: 'IntValue', value: text } : { kind: 'FloatValue', value: text };
    }
    if (typeof serialized === 'string') {
      if (isEnumType(type)) return { kind: 'EnumValue', value: serialized };
      if (type === GraphQLID && INTEGER_STRING.test(serialized)) return { kind: 'IntValue', value: serialized };
      return { kind: 'StringValue', value: serialized };
    }
    throw new TypeError(`Cannot convert value to AST: ${inspect(serialized)}.`);
  }
  throw new TypeError(`Unexpected input type: ${inspect(type)}.`);
}
