import { GraphQLError } from '../error/graphql-error.js';
import {
  type GraphQLInputType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  type ObjMap,
} from '../type/definition.js';
import { inspect } from './inspect.js';
import { didYouMean } from './suggestion-list.js';

/**
 * Told about each invalid part of an input value: where it is, the bad value, and why.
 *
 * @example
 * coerceInputValue(value, type, (path, invalid, error) => errors.push(error));
 */
export type CoerceInputValueOnError = (
  path: ReadonlyArray<string | number>,
  invalidValue: unknown,
  error: GraphQLError,
) => void;

function throwFirst(path: ReadonlyArray<string | number>, invalidValue: unknown, error: GraphQLError): never {
  const where = path.length > 0 ? ` at "value${printPathArray(path)}"` : '';
  throw new GraphQLError(`Invalid value ${inspect(invalidValue)}${where}: ${error.message}`, {
    originalError: error.originalError ?? error,
  });
}

/**
 * `.a[0].b` for a path inside an input value.
 *
 * @example
 * printPathArray(['filter', 0, 'tag']); // '.filter[0].tag'
 */
export function printPathArray(path: ReadonlyArray<string | number>): string {
  return path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${key}`)).join('');
}

/**
 * Coerces an external input value (a variable's JSON value) to an internal value of `type`
 * (spec §3.5–§3.12 input coercion), reporting every problem to `onError` with its path.
 *
 * @example
 * coerceInputValue([1, 2], new GraphQLList(GraphQLInt)); // [1, 2]
 */
export function coerceInputValue(
  inputValue: unknown,
  type: GraphQLInputType,
  onError: CoerceInputValueOnError = throwFirst,
  path: ReadonlyArray<string | number> = [],
): unknown {
  if (isNonNullType(type)) {
    if (inputValue !== null && inputValue !== undefined) {
      return coerceInputValue(inputValue, type.ofType as GraphQLInputType, onError, path);
    }
    onError(path, inputValue, new GraphQLError(`Expected non-nullable type "${inspect(type)}" not to be null.`));
    return undefined;
  }

  if (inputValue === null || inputValue === undefined) return null;

  if (isListType(type)) {
    const itemType = type.ofType as GraphQLInputType;
    if (Array.isArray(inputValue)) {
      return inputValue.map((item: unknown, index) => coerceInputValue(item, itemType, onError, [...path, index]));
    }
    // A single value stands for a list of one (spec §3.11).
    return [coerceInputValue(inputValue, itemType, onError, path)];
  }

  if (isInputObjectType(type)) {
    if (typeof inputValue !== 'object' || Array.isArray(inputValue)) {
      onError(path, inputValue, new GraphQLError(`Expected type "${type.name}" to be an object.`));
      return undefined;
    }
    const input = inputValue as ObjMap<unknown>;
    const coerced: ObjMap<unknown> = {};
    const fields = type.getFields();
    for (const field of Object.values(fields)) {
      const fieldValue = input[field.name];
      if (fieldValue === undefined) {
        if (field.defaultValue !== undefined) {
          coerced[field.name] = field.defaultValue;
        } else if (isNonNullType(field.type)) {
          onError(
            path,
            inputValue,
            new GraphQLError(`Field "${field.name}" of required type "${inspect(field.type)}" was not provided.`),
          );
        }
        continue;
      }
      coerced[field.name] = coerceInputValue(fieldValue, field.type, onError, [...path, field.name]);
    }
    for (const fieldName of Object.keys(input)) {
      if (fields[fieldName] === undefined) {
        onError(
          path,
          inputValue,
          new GraphQLError(
            `Field "${fieldName}" is not defined by type "${type.name}".${didYouMean('', fieldName, Object.keys(fields))}`,
          ),
        );
      }
    }
    if (type.isOneOf) {
      const keys = Object.keys(coerced);
      if (keys.length !== 1) {
        onError(path, inputValue, new GraphQLError(`Exactly one key must be specified for OneOf type "${type.name}".`));
      } else if (coerced[keys[0]!] === null) {
        onError([...path, keys[0]!], coerced[keys[0]!], new GraphQLError(`Field "${keys[0]}" must be non-null.`));
      }
    }
    return coerced;
  }

  if (isLeafType(type)) {
    let parsed: unknown;
    // Scalars reject values by throwing; a GraphQLError's message is meant for the client as is.
    try {
      parsed = type.parseValue(inputValue);
    } catch (error) {
      if (error instanceof GraphQLError) onError(path, inputValue, error);
      else {
        const original = error instanceof Error ? error : new Error(String(error));
        onError(
          path,
          inputValue,
          new GraphQLError(`Expected type "${type.name}". ${original.message}`, { originalError: original }),
        );
      }
      return undefined;
    }
    if (parsed === undefined) onError(path, inputValue, new GraphQLError(`Expected type "${type.name}".`));
    return parsed;
  }
  return undefined;
}
