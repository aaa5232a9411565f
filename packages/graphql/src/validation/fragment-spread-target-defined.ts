import { GraphQLError } from '../error/graphql-error.js';
import type { ValidationRule } from './validation-context.js';

/**
 * Spec §5.5.2.1 Fragment Spread Target Defined: every `...Name` names a fragment defined in the document.
 *
 * @example
 * validate(schema, parse('{ ...Missing }'), [FragmentSpreadTargetDefinedRule]); // Unknown fragment "Missing".
 */
export const FragmentSpreadTargetDefinedRule: ValidationRule = (context) => ({
  FragmentSpread(node) {
    if (context.getFragment(node.name.value) === undefined) {
      context.reportError(new GraphQLError(`Unknown fragment "${node.name.value}".`, { nodes: node.name }));
    }
  },
});
