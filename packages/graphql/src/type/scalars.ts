import { GraphQLError } from '../error/graphql-error.js';
import { print } from '../language/printer.js';
import { inspect } from '../utilities/inspect.js';
import { GraphQLScalarType } from './definition.js';

/** Spec §3.5.1: Int is a signed 32-bit integer. */
const MAX_INT = 2147483647;
const MIN_INT = -2147483648;

/**
 * Objects with a primitive `valueOf` (Date, boxed numbers) or a `toJSON` serialise as that value,
 * so a resolver can return such objects for scalar fields.
 */
function serializeObject(outputValue: unknown): unknown {
  if (typeof outputValue === 'object' && outputValue !== null) {
    const { valueOf: toPrimitive, toJSON } = outputValue as { valueOf?: unknown; toJSON?: unknown };
    if (typeof toPrimitive === 'function') {
      const primitive: unknown = toPrimitive.call(outputValue);
      if (typeof primitive !== 'object') return primitive;
    }
    if (typeof toJSON === 'function') return toJSON.call(outputValue);
  }
  return outputValue;
}

/**
 * The built-in `Int` (spec §3.5.1): integral numbers in the signed 32-bit range; a non-integral
 * float is an error, never truncated.
 *
 * @example
 * GraphQLInt.serialize(3); // 3
 */
export const GraphQLInt = new GraphQLScalarType<number, number>({
  name: 'Int',
  description:
    'The `Int` scalar type represents non-fractional signed whole numeric values. Int can represent values between -(2^31) and 2^31 - 1.',
  serialize(outputValue) {
    const coerced = serializeObject(outputValue);
    let num: unknown = coerced;
    if (typeof coerced === 'boolean') num = coerced ? 1 : 0;
    else if (typeof coerced === 'string' && coerced !== '') num = Number(coerced);
    if (typeof num !== 'number' || !Number.isInteger(num)) {
      throw new GraphQLError(`Int cannot represent non-integer value: ${inspect(coerced)}`);
    }
    if (num > MAX_INT || num < MIN_INT) {
      throw new GraphQLError(`Int cannot represent non 32-bit signed integer value: ${inspect(coerced)}`);
    }
    return num;
  },
  parseValue(inputValue) {
    if (typeof inputValue !== 'number' || !Number.isInteger(inputValue)) {
      throw new GraphQLError(`Int cannot represent non-integer value: ${inspect(inputValue)}`);
    }
    if (inputValue > MAX_INT || inputValue < MIN_INT) {
      throw new GraphQLError(`Int cannot represent non 32-bit signed integer value: ${inputValue}`);
    }
    return inputValue;
  },
  parseLiteral(valueNode) {
    if (valueNode.kind !== 'IntValue') {
      throw new GraphQLError(`Int cannot represent non-integer value: ${print(valueNode)}`, { nodes: valueNode });
    }
    const num = Number.parseInt(valueNode.value, 10);
    if (num > MAX_INT || num < MIN_INT) {
      throw new GraphQLError(`Int cannot represent non 32-bit signed integer value: ${valueNode.value}`, {
        nodes: valueNode,
      });
    }
    return num;
  },
});

/**
 * The built-in `Float` (spec §3.5.2): finite double-precision numbers; NaN and ±Infinity are errors.
 *
 * @example
 * GraphQLFloat.parseValue(1.5); // 1.5
 */
export const GraphQLFloat = new GraphQLScalarType<number, number>({
  name: 'Float',
  description:
    'The `Float` scalar type represents signed double-precision fractional values as specified by [IEEE 754](https://en.wikipedia.org/wiki/IEEE_floating_point).',
  serialize(outputValue) {
    const coerced = serializeObject(outputValue);
    let num: unknown = coerced;
    if (typeof coerced === 'boolean') num = coerced ? 1 : 0;
    else if (typeof coerced === 'string' && coerced !== '') num = Number(coerced);
    if (typeof num !== 'number' || !Number.isFinite(num)) {
      throw new GraphQLError(`Float cannot represent non numeric value: ${inspect(coerced)}`);
    }
    return num;
  },
  parseValue(inputValue) {
    if (typeof inputValue !== 'number' || !Number.isFinite(inputValue)) {
      throw new GraphQLError(`Float cannot represent non numeric value: ${inspect(inputValue)}`);
    }
    return inputValue;
  },
  parseLiteral(valueNode) {
    if (valueNode.kind !== 'FloatValue' && valueNode.kind !== 'IntValue') {
      throw new GraphQLError(`Float cannot represent non numeric value: ${print(valueNode)}`, {
        nodes: valueNode,
      });
    }
    return Number.parseFloat(valueNode.value);
  },
});

/**
 * The built-in `String` (spec §3.5.3): UTF-8 text. Results may also be booleans and finite numbers,
 * printed as text; inputs must be strings.
 *
 * @example
 * GraphQLString.serialize(true); // 'true'
 */
export const GraphQLString = new GraphQLScalarType<string, string>({
  name: 'String',
  description:
    'The `String` scalar type represents textual data, represented as UTF-8 character sequences. The String type is most often used by GraphQL to represent free-form human-readable text.',
  serialize(outputValue) {
    const coerced = serializeObject(outputValue);
    if (typeof coerced === 'string') return coerced;
    if (typeof coerced === 'boolean') return coerced ? 'true' : 'false';
    if (typeof coerced === 'number' && Number.isFinite(coerced)) return coerced.toString();
    throw new GraphQLError(`String cannot represent value: ${inspect(outputValue)}`);
  },
  parseValue(inputValue) {
    if (typeof inputValue !== 'string') {
      throw new GraphQLError(`String cannot represent a non string value: ${inspect(inputValue)}`);
    }
    return inputValue;
  },
  parseLiteral(valueNode) {
    if (valueNode.kind !== 'StringValue') {
      throw new GraphQLError(`String cannot represent a non string value: ${print(valueNode)}`, {
        nodes: valueNode,
      });
    }
    return valueNode.value;
  },
});

/**
 * The built-in `Boolean` (spec §3.5.4). Results may be finite numbers (non-zero is true).
 *
 * @example
 * GraphQLBoolean.serialize(0); // false
 */
export const GraphQLBoolean = new GraphQLScalarType<boolean, boolean>({
  name: 'Boolean',
  description: 'The `Boolean` scalar type represents `true` or `false`.',
  serialize(outputValue) {
    const coerced = serializeObject(outputValue);
    if (typeof coerced === 'boolean') return coerced;
    if (typeof coerced === 'number' && Number.isFinite(coerced)) return coerced !== 0;
    throw new GraphQLError(`Boolean cannot represent a non boolean value: ${inspect(coerced)}`);
  },
  parseValue(inputValue) {
    if (typeof inputValue !== 'boolean') {
      throw new GraphQLError(`Boolean cannot represent a non boolean value: ${inspect(inputValue)}`);
    }
    return inputValue;
  },
  parseLiteral(valueNode) {
    if (valueNode.kind !== 'BooleanValue') {
      throw new GraphQLError(`Boolean cannot represent a non boolean value: ${print(valueNode)}`, {
        nodes: valueNode,
      });
    }
    return valueNode.value;
  },
});

/**
 * The built-in `ID` (spec §3.5.5): accepts strings and integers, always serialises as a string.
 *
 * @example
 * GraphQLID.serialize(7); // '7'
 */
export const GraphQLID = new GraphQLScalarType<string, string>({
  name: 'ID',
  description:
    'The `ID` scalar type represents a unique identifier, often used to refetch an object or as key for a cache. The ID type appears in a JSON response as a String; however, it is not intended to be human-readable. When expected as an input type, any string (such as `"4"`) or integer (such as `4`) input value will be accepted as an ID.',
  serialize(outputValue) {
    const coerced = serializeObject(outputValue);
    if (typeof coerced === 'string') return coerced;
    if (Number.isInteger(coerced)) return String(coerced);
    throw new GraphQLError(`ID cannot represent value: ${inspect(outputValue)}`);
  },
  parseValue(inputValue) {
    if (typeof inputValue === 'string') return inputValue;
    if (typeof inputValue === 'number' && Number.isInteger(inputValue)) return inputValue.toString();
    throw new GraphQLError(`ID cannot represent value: ${inspect(inputValue)}`);
  },
  parseLiteral(valueNode) {
    if (valueNode.kind !== 'StringValue' && valueNode.kind !== 'IntValue') {
      throw new GraphQLError(`ID cannot represent a non-string and non-integer value: ${print(valueNode)}`, {
        nodes: valueNode,
      });
    }
    return valueNode.value;
  },
});

/**
 * The five scalars every schema has (spec §3.5).
 *
 * @example
 * specifiedScalarTypes.map((t) => t.name); // ['String', 'Int', 'Float', 'Boolean', 'ID']
 */
export const specifiedScalarTypes: ReadonlyArray<GraphQLScalarType> = Object.freeze([
  GraphQLString,
  GraphQLInt,
  GraphQLFloat,
  GraphQLBoolean,
  GraphQLID,
]);
