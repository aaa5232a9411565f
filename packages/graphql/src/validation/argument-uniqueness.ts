import { GraphQLError } from '../error/graphql-error.js';
import type { ArgumentNode } from '../language/ast.js';
import type { ValidationRule } from './validation-context.js';

/**
 * Spec §5.4.2 Argument Uniqueness: a field or directive gets each argument once.
 *
 * @example
 * validate(schema, parse('{ f(x: 1, x: 2) }'), [ArgumentUniquenessRule]);
 * // There can be only one argument named "x".
 */
export const ArgumentUniquenessRule: ValidationRule = (context) => {
  const check = (node: { readonly arguments: readonly ArgumentNode[] }): void => {
    const byName = new Map<string, ArgumentNode[]>();
    for (const argument of node.arguments) {
      const group = byName.get(argument.name.value);
      if (group === undefined) byName.set(argument.name.value, [argument]);
      else group.push(argument);
    }
    for (const [name, group] of byName) {
      if (group.length < 2) continue;
      context.reportError(
        new GraphQLError(`There can be only one argument named "${name}".`, {
          nodes: group.map((argument) => argument.name),
        }),
      );
    }
  };
  return { Field: check, Directive: check };
};
