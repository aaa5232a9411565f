import { GraphQLError } from '../error/graphql-error.js';
import { getNamedType, isInputObjectType, isRequiredInputField } from '../type/definition.js';
import type { ValidationRule } from './validation-context.js';

/**
 * Spec §5.6.4 Input Object Required Fields: an input object literal gives every field of non-null type that has
 * no default.
 *
 * @example
 * validate(schema, parse('{ complicatedArgs { complexArgField(complexArg: {}) } }'), [InputObjectRequiredFieldsRule]);
 * // Field "ComplexInput.requiredField" of required type "Boolean!" was not provided.
 */
export const InputObjectRequiredFieldsRule: ValidationRule = (context) => ({
  ObjectValue(node) {
    const type = getNamedType(context.getInputType());
    if (!isInputObjectType(type)) return;
    const given = new Set(node.fields.map((field) => field.name.value));
    for (const field of Object.values(type.getFields())) {
      if (given.has(field.name) || !isRequiredInputField(field)) continue;
      context.reportError(
        new GraphQLError(
          `Field "${type.name}.${field.name}" of required type "${String(field.type)}" was not provided.`,
          { nodes: node },
        ),
      );
    }
  },
});
