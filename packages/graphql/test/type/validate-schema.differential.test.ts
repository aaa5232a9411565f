import * as graphqlJs from 'graphql';
import { describe, expect, it } from 'vitest';
import { execute } from '../../src/execution/execute.js';
import { parse } from '../../src/language/parser.js';
import { GraphQLObjectType } from '../../src/type/definition.js';
import { GraphQLSchema } from '../../src/type/schema.js';
import { validateSchema } from '../../src/type/validate-schema.js';
import { buildSchema } from '../../src/utilities/build-schema.js';

/** Schemas breaking each rule; graphql-js builds them without checking, then validateSchema reports. */
const invalid: Record<string, string> = {
  'missing interface field': 'type Query { a: Int } interface I { x: Int } type T implements I { y: Int }',
  'wrong field type': 'type Query { a: Int } interface I { x: Int } type T implements I { x: String }',
  'covariant field type is fine, contravariant is not': `
    type Query { a: Int } interface I { x: I y: [Int] z: Int! } type T implements I { x: T y: [Int!] z: Int }`,
  'interface arguments': `
    type Query { a: Int }
    interface I { f(a: Int, b: String!): Int }
    type T implements I { f(a: Int!, c: Int!): Int }`,
  'transitive interface missing':
    'type Query { a: Int } interface A { x: Int } interface B implements A { x: Int } type T implements B { x: Int }',
  'implements twice': 'type Query { a: Int } interface I { x: Int } type T implements I & I { x: Int }',
  'empty types': 'type Query { a: Int } type E interface J union U enum N input In',
  'reserved names': 'type Query { __a: Int a(__b: Int): Int } enum E { __X Y } input I { __f: Int }',
  'required argument deprecated': 'type Query { a(x: Int! @deprecated): Int } input I { f: Int! @deprecated }',
  'oneOf fields': 'type Query { a(i: I): Int } input I @oneOf { x: Int! y: Int = 1 }',
  'non-null input cycle': 'type Query { a(i: A): Int } input A { b: B! } input B { a: A! c: C } input C { a: A! }',
  'no query root': 'type Mutation { a: Int }',
  'directive arguments': 'type Query { a: Int } directive @d(__x: Int, y: Int! @deprecated) on FIELD',
};

/** Builds without the check, then copies the schema into one that is not marked `assumeValid`. */
function unchecked(sdl: string): GraphQLSchema {
  const built = buildSchema(sdl, { assumeValid: true });
  return new GraphQLSchema({
    query: built.getQueryType(),
    mutation: built.getMutationType(),
    types: Object.values(built.getTypeMap()),
    directives: built.getDirectives(),
  });
}

describe('validateSchema (spec §3) reports what graphql-js reports', () => {
  for (const [name, sdl] of Object.entries(invalid)) {
    it(name, () => {
      const expected = graphqlJs
        .validateSchema(graphqlJs.buildSchema(sdl, { assumeValidSDL: true }))
        .map((e) => e.message);
      const actual = validateSchema(unchecked(sdl)).map((e) => e.message);
      expect(expected.length).toBeGreaterThan(0);
      expect(actual).toEqual(expected);
    });
  }

  it('a valid schema (the blog-like one of the docs) has no errors, and buildSchema checks by default', () => {
    expect(
      validateSchema(buildSchema('interface N { id: ID! } type Q implements N { id: ID! } schema { query: Q }')),
    ).toEqual([]);
    expect(() => buildSchema(invalid['missing interface field']!)).toThrow(
      'Interface field I.x expected but T does not provide it.',
    );
  });

  it('assumeValid skips the check', () => {
    expect(validateSchema(buildSchema(invalid['missing interface field']!, { assumeValid: true }))).toEqual([]);
  });

  it('execute refuses an invalid hand-built schema, as graphql-js does', () => {
    const schema = new GraphQLSchema({ query: new GraphQLObjectType({ name: 'Query', fields: {} }) });
    expect(() => execute({ schema, document: parse('{ __typename }') })).toThrow(
      'Type Query must define one or more fields.',
    );
  });
});
