import { GraphQLError } from '../error/graphql-error.js';
import type { ASTNode } from '../language/ast.js';
import type { DirectiveLocation } from '../language/directive-location.js';
import { knownDirectives } from './known-directives.js';
import type { ValidationRule } from './validation-context.js';

/**
 * Spec §5.7.2 Directives Are In Valid Locations: a directive appears only where its definition's locations allow.
 *
 * @example
 * validate(schema, parse('query @skip(if: true) { a }'), [DirectivesAreInValidLocationsRule]);
 * // Directive "@skip" may not be used on QUERY.
 */
export const DirectivesAreInValidLocationsRule: ValidationRule = (context) => {
  const known = knownDirectives(context.getSchema(), context.getDocument());
  return {
    Directive(node, parent, ancestors) {
      const directive = known.get(node.name.value);
      if (directive === undefined || parent === undefined) return;
      const location = directiveLocationOf(parent, ancestors.at(-2));
      if (location !== undefined && !directive.locations.includes(location)) {
        context.reportError(
          new GraphQLError(`Directive "@${node.name.value}" may not be used on ${location}.`, { nodes: node }),
        );
      }
    },
  };
};

/** The DirectiveLocation of the node a directive is applied to; `grandparent` tells arguments from input fields. */
function directiveLocationOf(appliedTo: ASTNode, grandparent: ASTNode | undefined): DirectiveLocation | undefined {
  switch (appliedTo.kind) {
    case 'OperationDefinition':
      return appliedTo.operation === 'query'
        ? 'QUERY'
        : appliedTo.operation === 'mutation'
          ? 'MUTATION'
          : 'SUBSCRIPTION';
    case 'Field':
      return 'FIELD';
    case 'FragmentSpread':
      return 'FRAGMENT_SPREAD';
    case 'InlineFragment':
      return 'INLINE_FRAGMENT';
    case 'FragmentDefinition':
      return 'FRAGMENT_DEFINITION';
    case 'VariableDefinition':
      return 'VARIABLE_DEFINITION';
    case 'SchemaDefinition':
    case 'SchemaExtension':
      return 'SCHEMA';
    case 'ScalarTypeDefinition':
    case 'ScalarTypeExtension':
      return 'SCALAR';
    case 'ObjectTypeDefinition':
    case 'ObjectTypeExtension':
      return 'OBJECT';
    case 'FieldDefinition':
      return 'FIELD_DEFINITION';
    case 'InterfaceTypeDefinition':
    case 'InterfaceTypeExtension':
      return 'INTERFACE';
    case 'UnionTypeDefinition':
    case 'UnionTypeExtension':
      return 'UNION';
    case 'EnumTypeDefinition':
    case 'EnumTypeExtension':
      return 'ENUM';
    case 'EnumValueDefinition':
      return 'ENUM_VALUE';
    case 'InputObjectTypeDefinition':
    case 'InputObjectTypeExtension':
      return 'INPUT_OBJECT';
    case 'InputValueDefinition':
      return grandparent?.kind === 'InputObjectTypeDefinition' || grandparent?.kind === 'InputObjectTypeExtension'
        ? 'INPUT_FIELD_DEFINITION'
        : 'ARGUMENT_DEFINITION';
    default:
      return undefined;
  }
}
