import { GraphQLError } from '../error/graphql-error.js';
import { isRequiredArgument } from '../type/definition.js';
import { knownDirectives } from './known-directives.js';
import type { ValidationRule } from './validation-context.js';

/**
 * Spec §5.4.2.1 Required Arguments: every argument of non-null type without a default is given.
 *
 * @example
 * validate(schema, parse('{ complicatedArgs { multipleReqs(req1: 1) } }'), [RequiredArgumentsRule]);
 * // Field "multipleReqs" argument "req2" of type "Int!" is required, but it was not provided.
 */
export const RequiredArgumentsRule: ValidationRule = (context) => {
  const directives = knownDirectives(context.getSchema(), context.getDocument());
  return {
    Field: {
      leave(node) {
        const fieldDef = context.getFieldDef();
        if (fieldDef === undefined) return false;
        const given = new Set(node.arguments.map((argument) => argument.name.value));
        for (const arg of fieldDef.args) {
          if (given.has(arg.name) || !isRequiredArgument(arg)) continue;
          context.reportError(
            new GraphQLError(
              `Field "${fieldDef.name}" argument "${arg.name}" of type "${String(arg.type)}" is required, but it was not provided.`,
              { nodes: node },
            ),
          );
        }
        return undefined;
      },
    },
    Directive: {
      leave(node) {
        const directive = directives.get(node.name.value);
        if (directive === undefined) return;
        const given = new Set(node.arguments.map((argument) => argument.name.value));
        for (const arg of directive.args) {
          if (!arg.required || given.has(arg.name)) continue;
          context.reportError(
            new GraphQLError(
              `Directive "@${directive.name}" argument "${arg.name}" of type "${arg.type}" is required, but it was not provided.`,
              { nodes: node },
            ),
          );
        }
      },
    },
  };
};
