import * as graphqlJs from 'graphql';
import { describe, expect, it } from 'vitest';
import { parseType, parseValue } from '../../src/language/parser.js';
import { print } from '../../src/language/printer.js';
import type { GraphQLInputType } from '../../src/type/definition.js';
import { astFromValue } from '../../src/utilities/ast-from-value.js';
import { buildSchema } from '../../src/utilities/build-schema.js';
import { coerceInputValue } from '../../src/utilities/coerce-input-value.js';
import { typeFromAST } from '../../src/utilities/type-from-ast.js';
import { valueFromAST } from '../../src/utilities/value-from-ast.js';

const sdl = `
  enum Color { RED GREEN }
  input Point { x: Int! y: Int = 0 tags: [String!] }
  input One @oneOf { a: Int b: String }
  type Query { f(p: Point, f: Float, i: ID, o: One, c: Color): Int }
`;
const ours = buildSchema(sdl);
const theirs = graphqlJs.buildSchema(sdl);

const types = [
  'Int',
  'Int!',
  'Float',
  'String',
  'Boolean!',
  'ID',
  'Color',
  '[Int]',
  '[Int!]!',
  '[[Color]]',
  'Point',
  'Point!',
  '[Point]',
  'One',
];
const literals = [
  '1',
  '-0',
  '1.5',
  '"x"',
  '"1"',
  'true',
  'null',
  'RED',
  'BLUE',
  '[1, 2]',
  '[1, null]',
  '[[RED], [GREEN, null]]',
  '{ x: 1 }',
  '{ x: 1, y: 2, tags: ["a", "b"] }',
  '{ y: 2 }',
  '{ x: 1, z: 3 }',
  '{ x: null }',
  '{ a: 1 }',
  '{ a: 1, b: "x" }',
  '{ a: null }',
  '$var',
  '[1, $var]',
  '{ x: $var }',
  '2147483648',
  '1e3',
];
const jsonValues: unknown[] = [
  1,
  1.5,
  -0,
  'x',
  '1',
  true,
  null,
  'RED',
  'BLUE',
  [1, 2],
  [1, null],
  [['RED']],
  { x: 1 },
  { x: 1, y: null, tags: ['a'] },
  { y: 2 },
  { x: 1, z: 3 },
  { x: 'no' },
  { a: 1 },
  { a: 1, b: 'x' },
  { a: null },
  {},
  [],
  2 ** 31,
  Number.NaN,
];

function ourType(name: string): GraphQLInputType {
  return typeFromAST(ours, parseType(name)) as GraphQLInputType;
}
function theirType(name: string): graphqlJs.GraphQLInputType {
  return graphqlJs.typeFromAST(theirs, graphqlJs.parseType(name)) as graphqlJs.GraphQLInputType;
}
function normal(value: unknown): unknown {
  return value === undefined ? '<undefined>' : JSON.parse(JSON.stringify(value));
}

describe('input values agree with graphql-js', () => {
  for (const typeName of types) {
    it(`valueFromAST: every literal as ${typeName}`, () => {
      for (const literal of literals) {
        for (const variables of [undefined, { var: 5 }, { var: null }]) {
          const actual = valueFromAST(parseValue(literal), ourType(typeName), variables);
          const expected = graphqlJs.valueFromAST(graphqlJs.parseValue(literal), theirType(typeName), variables);
          expect(normal(actual), `${literal} as ${typeName} with ${JSON.stringify(variables)}`).toEqual(
            normal(expected),
          );
        }
      }
    });

    it(`coerceInputValue: every JSON value as ${typeName}, with the same error messages`, () => {
      for (const value of jsonValues) {
        const ourErrors: string[] = [];
        const theirErrors: string[] = [];
        const actual = coerceInputValue(value, ourType(typeName), (path, _invalid, error) =>
          ourErrors.push(`${path.join('.')}: ${error.message}`),
        );
        const expected = graphqlJs.coerceInputValue(value, theirType(typeName), (path, _invalid, error) =>
          theirErrors.push(`${path.join('.')}: ${error.message}`),
        );
        expect(ourErrors, `${JSON.stringify(value)} as ${typeName}`).toEqual(theirErrors);
        if (theirErrors.length === 0) expect(normal(actual)).toEqual(normal(expected));
      }
    });

    it(`astFromValue: every JSON value as ${typeName} prints the same`, () => {
      for (const value of jsonValues) {
        let expected: string;
        try {
          const node = graphqlJs.astFromValue(value, theirType(typeName));
          expected = node === null || node === undefined ? '<null>' : graphqlJs.print(node);
        } catch (error) {
          expected = `throws ${(error as Error).message}`;
        }
        let actual: string;
        try {
          const node = astFromValue(value, ourType(typeName));
          actual = node === null ? '<null>' : print(node);
        } catch (error) {
          actual = `throws ${(error as Error).message}`;
        }
        expect(actual, `${JSON.stringify(value)} as ${typeName}`).toBe(expected);
      }
    });
  }
});
