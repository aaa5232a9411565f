import { GraphQLError } from '../error/graphql-error.js';
import type { FragmentDefinitionNode, FragmentSpreadNode } from '../language/ast.js';
import type { ValidationRule } from './validation-context.js';

/**
 * Spec §5.5.2.2 Fragment Spreads Must Not Form Cycles: following spreads from a fragment never leads back to it
 * (execution would never end). Each cycle is reported once, with the spreads along it.
 *
 * @example
 * validate(schema, parse('fragment A on Q { ...B } fragment B on Q { ...A }'), [FragmentSpreadsMustNotFormCyclesRule]);
 * // Cannot spread fragment "A" within itself via "B".
 */
export const FragmentSpreadsMustNotFormCyclesRule: ValidationRule = (context) => {
  const visited = new Set<string>();
  const spreadPath: FragmentSpreadNode[] = [];
  // Where each fragment on the current path starts in spreadPath, to cut out the cycle when one closes.
  const pathIndexByName = new Map<string, number>();

  const detectCycles = (fragment: FragmentDefinitionNode): void => {
    const name = fragment.name.value;
    if (visited.has(name)) return;
    visited.add(name);
    const spreads = context.getFragmentSpreads(fragment.selectionSet);
    if (spreads.length === 0) return;
    pathIndexByName.set(name, spreadPath.length);
    for (const spread of spreads) {
      const spreadName = spread.name.value;
      const cycleIndex = pathIndexByName.get(spreadName);
      spreadPath.push(spread);
      if (cycleIndex === undefined) {
        const target = context.getFragment(spreadName);
        if (target !== undefined) detectCycles(target);
      } else {
        const cycle = spreadPath.slice(cycleIndex);
        const via = cycle.slice(0, -1).map((node) => `"${node.name.value}"`);
        context.reportError(
          new GraphQLError(
            `Cannot spread fragment "${spreadName}" within itself${via.length > 0 ? ` via ${via.join(', ')}` : ''}.`,
            { nodes: cycle },
          ),
        );
      }
      spreadPath.pop();
    }
    pathIndexByName.delete(name);
  };

  return {
    OperationDefinition: () => false,
    FragmentDefinition(node) {
      detectCycles(node);
      return false;
    },
  };
};
