import { GraphQLError } from '../error/graphql-error.js';
import type { ASTNode, DirectiveNode } from '../language/ast.js';
import type { ASTVisitor, VisitFn } from '../language/visitor.js';
import { knownDirectives } from './known-directives.js';
import type { ValidationRule } from './validation-context.js';

/**
 * Spec §5.7.3 Directives Are Unique Per Location: a non-repeatable directive appears at most once on a node.
 *
 * @example
 * validate(schema, parse('{ a @skip(if: true) @skip(if: false) }'), [DirectivesAreUniquePerLocationRule]);
 * // The directive "@skip" can only be used once at this location.
 */
export const DirectivesAreUniquePerLocationRule: ValidationRule = (context) => {
  const known = knownDirectives(context.getSchema(), context.getDocument());
  const check: VisitFn<ASTNode> = (node) => {
    if (!('directives' in node) || node.directives === undefined) return;
    const seen = new Map<string, DirectiveNode>();
    for (const directive of node.directives as readonly DirectiveNode[]) {
      const name = directive.name.value;
      const definition = known.get(name);
      if (definition === undefined || definition.isRepeatable) continue;
      const first = seen.get(name);
      if (first === undefined) seen.set(name, directive);
      else {
        context.reportError(
          new GraphQLError(`The directive "@${name}" can only be used once at this location.`, {
            nodes: [first, directive],
          }),
        );
      }
    }
  };
  const visitor: Record<string, VisitFn<ASTNode>> = {};
  for (const kind of KINDS_WITH_DIRECTIVES) visitor[kind] = check;
  return visitor as ASTVisitor;
};

/** Every node kind that can carry directives. */
const KINDS_WITH_DIRECTIVES: readonly ASTNode['kind'][] = [
  'OperationDefinition',
  'VariableDefinition',
  'Field',
  'FragmentSpread',
  'InlineFragment',
  'FragmentDefinition',
  'SchemaDefinition',
  'ScalarTypeDefinition',
  'ObjectTypeDefinition',
  'FieldDefinition',
  'InputValueDefinition',
  'InterfaceTypeDefinition',
  'UnionTypeDefinition',
  'EnumTypeDefinition',
  'EnumValueDefinition',
  'InputObjectTypeDefinition',
  'SchemaExtension',
  'ScalarTypeExtension',
  'ObjectTypeExtension',
  'InterfaceTypeExtension',
  'UnionTypeExtension',
  'EnumTypeExtension',
  'InputObjectTypeExtension',
];
