import { GraphQLError } from '../error/graphql-error.js';
import type { ObjectValueNode, ValueNode } from '../language/ast.js';
import { print } from '../language/printer.js';
import {
  type GraphQLInputObjectType,
  getNamedType,
  getNullableType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
} from '../type/definition.js';
import type { ValidationContext, ValidationRule } from './validation-context.js';

/**
 * Spec §5.6.1 Values of Correct Type: every literal can be coerced to the input type expected where it appears
 * (leaf values through the scalar's or enum's literal parser, null only for nullable types, lists and objects only
 * for list and input object types), and a oneOf input object literal gives exactly one non-null field.
 *
 * @example
 * validate(schema, parse('{ complicatedArgs { intArgField(intArg: "3") } }'), [ValuesOfCorrectTypeRule]);
 * // Int cannot represent non-integer value: "3"
 */
export const ValuesOfCorrectTypeRule: ValidationRule = (context) => ({
  ListValue(node) {
    // An item type is pushed for the list itself, so the list's own expected type is the parent input type.
    const type = context.getParentInputType();
    if (type === undefined || !isListType(getNullableType(type))) {
      checkLeafValue(context, node);
      return false;
    }
    return undefined;
  },
  ObjectValue(node) {
    const type = getNamedType(context.getInputType());
    if (!isInputObjectType(type)) {
      checkLeafValue(context, node);
      return false;
    }
    if (type.isOneOf) checkOneOf(context, node, type);
    return undefined;
  },
  NullValue(node) {
    const type = context.getInputType();
    if (isNonNullType(type)) {
      context.reportError(
        new GraphQLError(`Expected value of type "${String(type)}", found ${print(node)}.`, { nodes: node }),
      );
    }
  },
  EnumValue: (node) => checkLeafValue(context, node),
  IntValue: (node) => checkLeafValue(context, node),
  FloatValue: (node) => checkLeafValue(context, node),
  StringValue: (node) => checkLeafValue(context, node),
  BooleanValue: (node) => checkLeafValue(context, node),
});

/** A literal in a position expecting a scalar or enum must be accepted by that type's literal parser. */
function checkLeafValue(context: ValidationContext, node: ValueNode): void {
  const locationType = context.getInputType();
  if (locationType === undefined) return;
  const type = getNamedType(locationType);
  const expected = `Expected value of type "${String(locationType)}", found ${print(node)}`;
  if (!isLeafType(type)) {
    context.reportError(new GraphQLError(`${expected}.`, { nodes: node }));
    return;
  }
  try {
    // No variables: a variable nested in the literal is checked where it is used (§5.8.5), not here.
    if (type.parseLiteral(node, undefined) === undefined) {
      context.reportError(new GraphQLError(`${expected}.`, { nodes: node }));
    }
  } catch (error) {
    if (error instanceof GraphQLError) context.reportError(error);
    else {
      const reason = error instanceof Error ? error.message : String(error);
      context.reportError(
        new GraphQLError(`${expected}; ${reason}`, {
          nodes: node,
          originalError: error instanceof Error ? error : undefined,
        }),
      );
    }
  }
}

/** Spec 2025 §3.10.1 OneOf Input Objects: exactly one field, and its value is not null. */
function checkOneOf(context: ValidationContext, node: ObjectValueNode, type: GraphQLInputObjectType): void {
  const names = new Set(node.fields.map((field) => field.name.value));
  if (names.size !== 1) {
    context.reportError(
      new GraphQLError(`OneOf Input Object "${type.name}" must specify exactly one key.`, { nodes: [node] }),
    );
    return;
  }
  const [name] = names;
  const value = node.fields.find((field) => field.name.value === name)?.value;
  if (value === undefined || value.kind === 'NullValue') {
    context.reportError(new GraphQLError(`Field "${type.name}.${name}" must be non-null.`, { nodes: [node] }));
  }
}
