import type { ASTNode } from './ast.js';
import { printBlockString, printString } from './print-string.js';

/**
 * Prints an AST back to GraphQL text in a conventional layout (two-space indentation, one selection per line),
 * such that parsing the output gives the same tree again. Values print on one line as graphql-js prints them
 * (`{a: 1, b: [2]}`), which is what validation messages quote.
 *
 * @example
 * print(parse('query Q{a(x:1){b}}')); // 'query Q {\n  a(x: 1) {\n    b\n  }\n}'
 */
export function print(node: ASTNode): string {
  switch (node.kind) {
    case 'Name':
      return node.value;
    case 'Document':
      return join(node.definitions.map(print), '\n\n');
    case 'OperationDefinition': {
      const head = join(
        [
          node.operation,
          join([opt(node.name), variableDefinitions(node.variableDefinitions)]),
          directives(node.directives),
        ],
        ' ',
      );
      const shorthand = node.operation === 'query' && head === 'query' && node.description === undefined;
      return description(node.description) + (shorthand ? '' : `${head} `) + print(node.selectionSet);
    }
    case 'VariableDefinition':
      return (
        description(node.description) +
        join([
          print(node.variable),
          ': ',
          print(node.type),
          wrap(' = ', opt(node.defaultValue)),
          wrap(' ', directives(node.directives)),
        ])
      );
    case 'Variable':
      return `$${node.name.value}`;
    case 'SelectionSet':
      return block(node.selections.map(print));
    case 'Field': {
      const prefix = node.alias === undefined ? node.name.value : `${node.alias.value}: ${node.name.value}`;
      let head = prefix + wrap('(', join(node.arguments.map(print), ', '), ')');
      if (head.length > 80) head = prefix + wrap('(\n', indent(join(node.arguments.map(print), '\n')), '\n)');
      return join([head, directives(node.directives), opt(node.selectionSet)], ' ');
    }
    case 'Argument':
    case 'ObjectField':
      return `${node.name.value}: ${print(node.value)}`;
    case 'FragmentSpread':
      return `...${node.name.value}${wrap(' ', directives(node.directives))}`;
    case 'InlineFragment':
      return join(
        ['...', wrap('on ', opt(node.typeCondition)), directives(node.directives), print(node.selectionSet)],
        ' ',
      );
    case 'FragmentDefinition':
      return (
        description(node.description) +
        `fragment ${node.name.value} on ${node.typeCondition.name.value} ` +
        wrap('', directives(node.directives), ' ') +
        print(node.selectionSet)
      );
    case 'IntValue':
    case 'FloatValue':
    case 'EnumValue':
      return node.value;
    case 'StringValue':
      return node.block === true ? printBlockString(node.value) : printString(node.value);
    case 'BooleanValue':
      return node.value ? 'true' : 'false';
    case 'NullValue':
      return 'null';
    case 'ListValue':
      return `[${join(node.values.map(print), ', ')}]`;
    case 'ObjectValue':
      return `{${join(node.fields.map(print), ', ')}}`;
    case 'Directive':
      return `@${node.name.value}${wrap('(', join(node.arguments.map(print), ', '), ')')}`;
    case 'NamedType':
      return node.name.value;
    case 'ListType':
      return `[${print(node.type)}]`;
    case 'NonNullType':
      return `${print(node.type)}!`;
    case 'SchemaDefinition':
      return (
        description(node.description) +
        join(['schema', directives(node.directives), block(node.operationTypes.map(print))], ' ')
      );
    case 'OperationTypeDefinition':
      return `${node.operation}: ${node.type.name.value}`;
    case 'ScalarTypeDefinition':
      return description(node.description) + join(['scalar', node.name.value, directives(node.directives)], ' ');
    case 'ObjectTypeDefinition':
    case 'InterfaceTypeDefinition':
      return (
        description(node.description) +
        join(
          [
            node.kind === 'ObjectTypeDefinition' ? 'type' : 'interface',
            node.name.value,
            wrap('implements ', join(node.interfaces.map(print), ' & ')),
            directives(node.directives),
            block(node.fields.map(print)),
          ],
          ' ',
        )
      );
    case 'FieldDefinition':
      return (
        description(node.description) +
        node.name.value +
        argumentDefinitions(node.arguments) +
        `: ${print(node.type)}` +
        wrap(' ', directives(node.directives))
      );
    case 'InputValueDefinition':
      return (
        description(node.description) +
        join(
          [`${node.name.value}: ${print(node.type)}`, wrap('= ', opt(node.defaultValue)), directives(node.directives)],
          ' ',
        )
      );
    case 'UnionTypeDefinition':
      return (
        description(node.description) +
        join(
          ['union', node.name.value, directives(node.directives), wrap('= ', join(node.types.map(print), ' | '))],
          ' ',
        )
      );
    case 'EnumTypeDefinition':
      return (
        description(node.description) +
        join(['enum', node.name.value, directives(node.directives), block(node.values.map(print))], ' ')
      );
    case 'EnumValueDefinition':
      return description(node.description) + join([node.name.value, directives(node.directives)], ' ');
    case 'InputObjectTypeDefinition':
      return (
        description(node.description) +
        join(['input', node.name.value, directives(node.directives), block(node.fields.map(print))], ' ')
      );
    case 'DirectiveDefinition':
      return (
        description(node.description) +
        `directive @${node.name.value}${argumentDefinitions(node.arguments)}` +
        (node.repeatable ? ' repeatable' : '') +
        ` on ${join(node.locations.map(print), ' | ')}`
      );
    case 'SchemaExtension':
      return join(['extend schema', directives(node.directives), block(node.operationTypes.map(print))], ' ');
    case 'ScalarTypeExtension':
      return join(['extend scalar', node.name.value, directives(node.directives)], ' ');
    case 'ObjectTypeExtension':
    case 'InterfaceTypeExtension':
      return join(
        [
          node.kind === 'ObjectTypeExtension' ? 'extend type' : 'extend interface',
          node.name.value,
          wrap('implements ', join(node.interfaces.map(print), ' & ')),
          directives(node.directives),
          block(node.fields.map(print)),
        ],
        ' ',
      );
    case 'UnionTypeExtension':
      return join(
        ['extend union', node.name.value, directives(node.directives), wrap('= ', join(node.types.map(print), ' | '))],
        ' ',
      );
    case 'EnumTypeExtension':
      return join(['extend enum', node.name.value, directives(node.directives), block(node.values.map(print))], ' ');
    case 'InputObjectTypeExtension':
      return join(['extend input', node.name.value, directives(node.directives), block(node.fields.map(print))], ' ');
  }
}

function opt(node: ASTNode | undefined): string {
  return node === undefined ? '' : print(node);
}

function description(node: ASTNode | undefined): string {
  return node === undefined ? '' : `${print(node)}\n`;
}

function directives(nodes: readonly ASTNode[]): string {
  return join(nodes.map(print), ' ');
}

function variableDefinitions(nodes: readonly ASTNode[]): string {
  const printed = nodes.map(print);
  // A described variable prints its description on its own line, so the list goes one per line.
  return printed.some((item) => item.includes('\n'))
    ? wrap('(\n', join(printed, '\n'), '\n)')
    : wrap('(', join(printed, ', '), ')');
}

function argumentDefinitions(nodes: readonly ASTNode[]): string {
  const printed = nodes.map(print);
  return printed.some((item) => item.includes('\n'))
    ? wrap('(\n', indent(join(printed, '\n')), '\n)')
    : wrap('(', join(printed, ', '), ')');
}

function join(parts: readonly string[], separator = ''): string {
  let out = '';
  for (const part of parts) {
    if (part === '') continue;
    out = out === '' ? part : out + separator + part;
  }
  return out;
}

function wrap(start: string, inner: string, end = ''): string {
  return inner === '' ? '' : start + inner + end;
}

function indent(text: string): string {
  return wrap('  ', text.replaceAll('\n', '\n  '));
}

function block(items: readonly string[]): string {
  return items.length === 0 ? '' : `{\n${indent(join(items, '\n'))}\n}`;
}
