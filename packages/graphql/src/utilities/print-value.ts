import type { ValueNode } from '../language/ast.js';

/**
 * Prints a value literal in GraphQL syntax, for error messages and introspection's
 * `defaultValue`. Strings are printed as JSON strings, which are valid GraphQL strings.
 *
 * @example
 * printValue({ kind: 'IntValue', value: '3' }); // '3'
 */
export function printValue(node: ValueNode): string {
  switch (node.kind) {
    case 'Variable':
      return `$${node.name.value}`;
    case 'IntValue':
    case 'FloatValue':
    case 'EnumValue':
      return node.value;
    case 'StringValue':
      return printString(node.value);
    case 'BooleanValue':
      return node.value ? 'true' : 'false';
    case 'NullValue':
      return 'null';
    case 'ListValue':
      return `[${node.values.map(printValue).join(', ')}]`;
    case 'ObjectValue':
      return `{${node.fields.map((field) => `${field.name.value}: ${printValue(field.value)}`).join(', ')}}`;
  }
}

/**
 * A string as a GraphQL StringValue: JSON's escapes, plus the C1 control range JSON leaves as is.
 *
 * @example
 * printString('a"b'); // '"a\\"b"'
 */
export function printString(value: string): string {
  return JSON.stringify(value).replace(
    /[\x7f-\x9f]/g,
    (char) => `\\u00${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
