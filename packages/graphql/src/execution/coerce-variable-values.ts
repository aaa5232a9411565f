import { GraphQLError } from '../error/graphql-error.js';
import type { VariableDefinitionNode } from '../language/ast.js';
import { isInputType, isNonNullType, type ObjMap } from '../type/definition.js';
import type { GraphQLSchema } from '../type/schema.js';
import { coerceInputValue, printPathArray } from '../utilities/coerce-input-value.js';
import { inspect } from '../utilities/inspect.js';
import { typeFromAST } from '../utilities/type-from-ast.js';
import { valueFromAST } from '../utilities/value-from-ast.js';

/**
 * Either the coerced variables or the errors that prevent execution.
 *
 * @example
 * const result = coerceVariableValues(schema, definitions, inputs);
 * if (result.errors) return { errors: result.errors };
 */
export type CoercedVariableValues =
  | { readonly coerced: ObjMap<unknown>; readonly errors?: undefined }
  | { readonly errors: ReadonlyArray<GraphQLError>; readonly coerced?: undefined };

/** Enough reports to be useful; past this a hostile variables object only costs CPU. */
const MAX_ERRORS = 50;

/**
 * Input coercion recurses along the value, so a value nested deeper than any schema could want (a
 * recursive input type admits any depth) is refused up front instead of exhausting the stack.
 */
const MAX_VALUE_DEPTH = 256;

/** Whether a JSON-like value nests arrays and objects deeper than `max`, without recursing. */
function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= max) return true;
    for (const item of Array.isArray(current) ? current : Object.values(current)) stack.push([item, depth + 1]);
  }
  return false;
}

/**
 * Spec §6.1.2 CoerceVariableValues: checks each variable definition against the provided values,
 * applies defaults, coerces with the variable's type, and collects every problem as a request error.
 *
 * @example
 * coerceVariableValues(schema, operation.variableDefinitions, { id: 1 }); // { coerced: { id: '1' } }
 */
export function coerceVariableValues(
  schema: GraphQLSchema,
  variableDefinitions: ReadonlyArray<VariableDefinitionNode>,
  inputs: ObjMap<unknown>,
): CoercedVariableValues {
  const errors: GraphQLError[] = [];
  const coerced: ObjMap<unknown> = {};
  const report = (error: GraphQLError): void => {
    if (errors.length >= MAX_ERRORS) {
      throw new GraphQLError('Too many errors processing variables, error limit reached. Execution aborted.');
    }
    errors.push(error);
  };
  try {
    for (const definition of variableDefinitions) {
      const name = definition.variable.name.value;
      const type = typeFromAST(schema, definition.type);
      if (!isInputType(type)) {
        report(
          new GraphQLError(
            `Variable "$${name}" expected value of type "${printTypeNode(definition)}" which cannot be used as an input type.`,
            { nodes: definition.type },
          ),
        );
        continue;
      }
      if (!Object.hasOwn(inputs, name)) {
        if (definition.defaultValue !== undefined) {
          coerced[name] = valueFromAST(definition.defaultValue, type);
        } else if (isNonNullType(type)) {
          report(
            new GraphQLError(`Variable "$${name}" of required type "${inspect(type)}" was not provided.`, {
              nodes: definition,
            }),
          );
        }
        continue;
      }
      const value = inputs[name];
      if (value === null && isNonNullType(type)) {
        report(
          new GraphQLError(`Variable "$${name}" of non-null type "${inspect(type)}" must not be null.`, {
            nodes: definition,
          }),
        );
        continue;
      }
      if (nestsDeeperThan(value, MAX_VALUE_DEPTH)) {
        report(new GraphQLError(`Variable "$${name}" is nested too deeply.`, { nodes: definition }));
        continue;
      }
      coerced[name] = coerceInputValue(value, type, (path, invalidValue, error) => {
        const where = path.length > 0 ? ` at "${name}${printPathArray(path)}"` : '';
        report(
          new GraphQLError(`Variable "$${name}" got invalid value ${inspect(invalidValue)}${where}; ${error.message}`, {
            nodes: definition,
            originalError: error.originalError,
          }),
        );
      });
    }
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    errors.push(error);
  }
  return errors.length === 0 ? { coerced } : { errors };
}

function printTypeNode(definition: VariableDefinitionNode): string {
  let node = definition.type;
  let suffix = '';
  let prefix = '';
  while (node.kind !== 'NamedType') {
    if (node.kind === 'NonNullType') suffix = `!${suffix}`;
    else {
      prefix += '[';
      suffix = `]${suffix}`;
    }
    node = node.type;
  }
  return `${prefix}${node.name.value}${suffix}`;
}
