import { GraphQLError } from '../error/graphql-error.js';
import { getNamedType, isInputObjectType } from '../type/definition.js';
import { suggestionList } from '../utilities/suggestion-list.js';
import { didYouMean } from './did-you-mean.js';
import type { ValidationRule } from './validation-context.js';

/**
 * Spec §5.6.2 Input Object Field Names: every field of an input object literal is defined by its type.
 *
 * @example
 * validate(schema, parse('{ complicatedArgs { complexArgField(complexArg: { intFeld: 1 }) } }'), [InputObjectFieldNamesRule]);
 * // Field "intFeld" is not defined by type "ComplexInput". Did you mean "intField"?
 */
export const InputObjectFieldNamesRule: ValidationRule = (context) => ({
  ObjectField(node) {
    const parentType = getNamedType(context.getParentInputType());
    if (context.getInputType() !== undefined || !isInputObjectType(parentType)) return;
    const name = node.name.value;
    const suggestions = suggestionList(name, Object.keys(parentType.getFields()));
    context.reportError(
      new GraphQLError(`Field "${name}" is not defined by type "${parentType.name}".${didYouMean(suggestions)}`, {
        nodes: node,
      }),
    );
  },
});
