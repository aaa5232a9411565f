import type { ValueNode } from '../language/ast.js';

/**
 * Reads a value literal as plain JavaScript data without a type: numbers, strings, booleans,
 * null, arrays, objects, enum names as strings, variables looked up in `variables`.
 * Custom scalars without a `parseLiteral` use this.
 *
 * @example
 * valueFromASTUntyped(parseValue('{ a: [1, 2.5, "x"] }')); // { a: [1, 2.5, 'x'] }
 */
export function valueFromASTUntyped(valueNode: ValueNode, variables?: Record<string, unknown>): unknown {
  switch (valueNode.kind) {
    case 'NullValue':
      return null;
    case 'IntValue':
      return Number.parseInt(valueNode.value, 10);
    case 'FloatValue':
      return Number.parseFloat(valueNode.value);
    case 'StringValue':
    case 'EnumValue':
    case 'BooleanValue':
      return valueNode.value;
    case 'ListValue':
      return valueNode.values.map((item) => valueFromASTUntyped(item, variables));
    case 'ObjectValue': {
      const object: Record<string, unknown> = Object.create(null);
      for (const field of valueNode.fields) object[field.name.value] = valueFromASTUntyped(field.value, variables);
      return object;
    }
    case 'Variable':
      return variables?.[valueNode.name.value];
  }
}
