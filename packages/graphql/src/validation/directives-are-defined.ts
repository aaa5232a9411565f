import { GraphQLError } from '../error/graphql-error.js';
import { knownDirectives } from './known-directives.js';
import type { ValidationRule } from './validation-context.js';

/**
 * Spec §5.7.1 Directives Are Defined: every directive used is one the schema (or the document) defines.
 *
 * @example
 * validate(schema, parse('{ a \@nope }'), [DirectivesAreDefinedRule]); // Unknown directive "@nope".
 */
export const DirectivesAreDefinedRule: ValidationRule = (context) => {
  const known = knownDirectives(context.getSchema(), context.getDocument());
  return {
    Directive(node) {
      if (known.has(node.name.value)) return;
      context.reportError(new GraphQLError(`Unknown directive "@${node.name.value}".`, { nodes: node }));
    },
  };
};
