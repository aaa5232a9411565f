import { GraphQLError } from '../error/graphql-error.js';
import { suggestionList } from '../utilities/suggestion-list.js';
import { didYouMean } from './did-you-mean.js';
import { knownDirectives } from './known-directives.js';
import type { ValidationRule } from './validation-context.js';

/**
 * Spec §5.4.1 Argument Names: every argument given to a field or directive is one it defines.
 *
 * @example
 * validate(schema, parse('{ dog { name(surnam: true) } }'), [ArgumentNamesRule]);
 * // Unknown argument "surnam" on field "Dog.name". Did you mean "surname"?
 */
export const ArgumentNamesRule: ValidationRule = (context) => {
  const directives = knownDirectives(context.getSchema(), context.getDocument());
  return {
    Argument(node) {
      const fieldDef = context.getFieldDef();
      const parentType = context.getParentType();
      if (context.getArgument() !== undefined || fieldDef === undefined || parentType === undefined) return;
      const name = node.name.value;
      const suggestions = suggestionList(
        name,
        fieldDef.args.map((arg) => arg.name),
      );
      context.reportError(
        new GraphQLError(
          `Unknown argument "${name}" on field "${parentType.name}.${fieldDef.name}".${didYouMean(suggestions)}`,
          { nodes: node },
        ),
      );
    },
    // Returns false so that a directive's arguments never reach the field check above.
    Directive(node) {
      const directive = directives.get(node.name.value);
      if (directive === undefined) return false;
      const known = directive.args.map((arg) => arg.name);
      for (const argument of node.arguments) {
        const name = argument.name.value;
        if (known.includes(name)) continue;
        context.reportError(
          new GraphQLError(
            `Unknown argument "${name}" on directive "@${node.name.value}".${didYouMean(suggestionList(name, known))}`,
            { nodes: argument },
          ),
        );
      }
      return false;
    },
  };
};
