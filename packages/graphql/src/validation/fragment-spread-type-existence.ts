import { GraphQLError } from '../error/graphql-error.js';
import type { ASTNode, TypeDefinitionNode } from '../language/ast.js';
import { specifiedScalarTypes } from '../type/scalars.js';
import { suggestionList } from '../utilities/suggestion-list.js';
import { didYouMean } from './did-you-mean.js';
import type { ValidationRule } from './validation-context.js';

/**
 * Spec §5.5.1.2 Fragment Spread Type Existence, applied (as graphql-js does) to every named type reference: type
 * conditions and variable types name types the schema (or the document) defines.
 *
 * @example
 * validate(schema, parse('{ ... on Nope { a } }'), [FragmentSpreadTypeExistenceRule]); // Unknown type "Nope".
 */
export const FragmentSpreadTypeExistenceRule: ValidationRule = (context) => {
  const schema = context.getSchema();
  const defined = new Set(Object.keys(schema.getTypeMap()));
  for (const definition of context.getDocument().definitions) {
    if (isTypeDefinition(definition)) defined.add(definition.name.value);
  }
  const standardNames = specifiedScalarTypes.map((type) => type.name);
  return {
    NamedType(node, parent, ancestors) {
      const name = node.name.value;
      if (defined.has(name)) return;
      const definition = ancestors[1] ?? parent;
      const inSDL = definition !== undefined && isTypeSystemNode(definition);
      if (inSDL && standardNames.includes(name)) return;
      const options = inSDL ? [...new Set([...standardNames, ...defined])] : [...defined];
      context.reportError(
        new GraphQLError(`Unknown type "${name}".${didYouMean(suggestionList(name, options))}`, { nodes: node }),
      );
    },
  };
};

function isTypeDefinition(node: ASTNode): node is TypeDefinitionNode {
  return (
    node.kind === 'ScalarTypeDefinition' ||
    node.kind === 'ObjectTypeDefinition' ||
    node.kind === 'InterfaceTypeDefinition' ||
    node.kind === 'UnionTypeDefinition' ||
    node.kind === 'EnumTypeDefinition' ||
    node.kind === 'InputObjectTypeDefinition'
  );
}

function isTypeSystemNode(node: ASTNode): boolean {
  return isTypeDefinition(node) || TYPE_SYSTEM_KINDS.has(node.kind);
}

const TYPE_SYSTEM_KINDS: ReadonlySet<string> = new Set([
  'SchemaDefinition',
  'DirectiveDefinition',
  'SchemaExtension',
  'ScalarTypeExtension',
  'ObjectTypeExtension',
  'InterfaceTypeExtension',
  'UnionTypeExtension',
  'EnumTypeExtension',
  'InputObjectTypeExtension',
]);
