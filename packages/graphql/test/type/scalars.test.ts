import * as fc from 'fast-check';
import * as graphqlJs from 'graphql';
import { describe, expect, it } from 'vitest';
import { GraphQLBoolean, GraphQLFloat, GraphQLID, GraphQLInt, GraphQLString } from '../../src/type/scalars.js';

const ours = { Int: GraphQLInt, Float: GraphQLFloat, String: GraphQLString, Boolean: GraphQLBoolean, ID: GraphQLID };
const theirs = {
  Int: graphqlJs.GraphQLInt,
  Float: graphqlJs.GraphQLFloat,
  String: graphqlJs.GraphQLString,
  Boolean: graphqlJs.GraphQLBoolean,
  ID: graphqlJs.GraphQLID,
};
type Name = keyof typeof ours;
const names = Object.keys(ours) as Name[];

function outcome(fn: () => unknown): { value?: unknown; error?: string } {
  try {
    return { value: fn() };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

const samples: unknown[] = [
  0,
  1,
  -1,
  1.5,
  -0.0,
  2147483647,
  2147483648,
  -2147483648,
  -2147483649,
  1e100,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  '',
  '12',
  '1.5',
  'abc',
  true,
  false,
  null,
  undefined,
  [],
  [1],
  {},
  { a: 1 },
  new Date(0),
  { valueOf: () => 7 },
  { toJSON: () => 'json' },
  Symbol.for('s').description,
];

describe('built-in scalars (spec §3.5)', () => {
  it('Int rejects non-integral floats with graphql-js wording', () => {
    expect(() => GraphQLInt.parseValue(1.5)).toThrow('Int cannot represent non-integer value: 1.5');
    expect(() => GraphQLInt.serialize(1.5)).toThrow('Int cannot represent non-integer value: 1.5');
  });

  it('Int is 32-bit', () => {
    expect(GraphQLInt.parseValue(2147483647)).toBe(2147483647);
    expect(() => GraphQLInt.parseValue(2147483648)).toThrow(
      'Int cannot represent non 32-bit signed integer value: 2147483648',
    );
    expect(() => GraphQLInt.parseLiteral({ kind: 'IntValue', value: '-2147483649' })).toThrow(
      'Int cannot represent non 32-bit signed integer value: -2147483649',
    );
  });

  it('Float is finite and accepts Int literals', () => {
    expect(() => GraphQLFloat.parseValue(Number.NaN)).toThrow('Float cannot represent non numeric value: NaN');
    expect(GraphQLFloat.parseLiteral({ kind: 'IntValue', value: '3' })).toBe(3);
  });

  it('ID accepts strings and integers and serialises as a string', () => {
    expect(GraphQLID.parseValue(4)).toBe('4');
    expect(GraphQLID.serialize(4)).toBe('4');
    expect(GraphQLID.parseLiteral({ kind: 'IntValue', value: '4' })).toBe('4');
    expect(() => GraphQLID.parseValue(4.5)).toThrow('ID cannot represent value: 4.5');
    expect(() => GraphQLID.parseLiteral({ kind: 'FloatValue', value: '4.5' })).toThrow(
      'ID cannot represent a non-string and non-integer value: 4.5',
    );
  });

  it('literal errors print the literal, objects graphql-js style', () => {
    expect(() =>
      GraphQLString.parseLiteral({
        kind: 'ObjectValue',
        fields: [{ kind: 'ObjectField', name: { kind: 'Name', value: 'a' }, value: { kind: 'IntValue', value: '1' } }],
      }),
    ).toThrow('String cannot represent a non string value: {a: 1}');
  });

  for (const name of names) {
    it(`${name}: serialize and parseValue agree with graphql-js on edge values`, () => {
      for (const sample of samples) {
        expect(
          outcome(() => ours[name].serialize(sample)),
          `${name}.serialize(${String(sample)})`,
        ).toEqual(outcome(() => theirs[name].serialize(sample)));
        expect(
          outcome(() => ours[name].parseValue(sample)),
          `${name}.parseValue(${String(sample)})`,
        ).toEqual(outcome(() => theirs[name].parseValue(sample)));
      }
    });

    it(`${name}: agrees with graphql-js on arbitrary JSON values (property)`, () => {
      fc.assert(
        fc.property(fc.jsonValue(), (value) => {
          expect(outcome(() => ours[name].serialize(value))).toEqual(outcome(() => theirs[name].serialize(value)));
          expect(outcome(() => ours[name].parseValue(value))).toEqual(outcome(() => theirs[name].parseValue(value)));
        }),
        { numRuns: 200 },
      );
    });
  }
});
