import { GraphQLError } from '../error/graphql-error.js';
import type { DirectiveNode, FieldNode } from '../language/ast.js';
import { print } from '../language/printer.js';
import { type GraphQLArgument, isNonNullType, type ObjMap } from '../type/definition.js';
import type { GraphQLDirective } from '../type/directives.js';
import { inspect } from '../utilities/inspect.js';
import { valueFromAST } from '../utilities/value-from-ast.js';

/**
 * Spec §6.4.1 CoerceArgumentValues: the arguments a field or directive receives, from its literal
 * arguments, the coerced variables and the argument defaults. Throws a GraphQLError located at the
 * offending node when a required argument is missing or a value is invalid.
 *
 * @example
 * coerceArgumentValues(fieldDef.args, fieldNode, { first: 10 }); // { first: 10 }
 */
export function coerceArgumentValues(
  argumentDefinitions: ReadonlyArray<GraphQLArgument>,
  node: FieldNode | DirectiveNode,
  variableValues: ObjMap<unknown> | undefined,
): ObjMap<unknown> {
  const coerced: ObjMap<unknown> = {};
  const argumentNodes = node.arguments;
  for (const definition of argumentDefinitions) {
    const name = definition.name;
    const type = definition.type;
    let argumentNode: (typeof argumentNodes)[number] | undefined;
    for (const candidate of argumentNodes) {
      if (candidate.name.value === name) {
        argumentNode = candidate;
        break;
      }
    }
    if (argumentNode === undefined) {
      if (definition.defaultValue !== undefined) coerced[name] = definition.defaultValue;
      else if (isNonNullType(type)) {
        throw new GraphQLError(`Argument "${name}" of required type "${inspect(type)}" was not provided.`, {
          nodes: node,
        });
      }
      continue;
    }

    const valueNode = argumentNode.value;
    let isNull = valueNode.kind === 'NullValue';
    if (valueNode.kind === 'Variable') {
      const variableName = valueNode.name.value;
      if (variableValues === undefined || !Object.hasOwn(variableValues, variableName)) {
        if (definition.defaultValue !== undefined) coerced[name] = definition.defaultValue;
        else if (isNonNullType(type)) {
          throw new GraphQLError(
            `Argument "${name}" of required type "${inspect(type)}" was provided the variable "$${variableName}" which was not provided a runtime value.`,
            { nodes: valueNode },
          );
        }
        continue;
      }
      isNull = variableValues[variableName] === null;
    }
    if (isNull && isNonNullType(type)) {
      throw new GraphQLError(`Argument "${name}" of non-null type "${inspect(type)}" must not be null.`, {
        nodes: valueNode,
      });
    }
    const value = valueFromAST(valueNode, type, variableValues);
    if (value === undefined) {
      throw new GraphQLError(`Argument "${name}" has invalid value ${print(valueNode)}.`, { nodes: valueNode });
    }
    coerced[name] = value;
  }
  return coerced;
}

/**
 * The coerced arguments of `directive` where it is applied on `node`, or undefined when it is not.
 *
 * @example
 * getDirectiveValues(GraphQLSkipDirective, fieldNode, variables); // { if: true }
 */
export function getDirectiveValues(
  directive: GraphQLDirective,
  node: { readonly directives?: ReadonlyArray<DirectiveNode> | undefined },
  variableValues: ObjMap<unknown> | undefined,
): ObjMap<unknown> | undefined {
  const applied = node.directives?.find((candidate) => candidate.name.value === directive.name);
  return applied === undefined ? undefined : coerceArgumentValues(directive.args, applied, variableValues);
}
