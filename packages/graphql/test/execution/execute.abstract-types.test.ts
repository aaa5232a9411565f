import { describe, expect, it } from 'vitest';
import { execute, executeSync } from '../../src/execution/execute.js';
import { parse } from '../../src/language/parser.js';
import { buildSchema } from '../../src/utilities/build-schema.js';

const sdl = `
  interface Pet { name: String }
  type Dog implements Pet { name: String barks: Boolean }
  type Cat implements Pet { name: String meows: Boolean }
  union Any = Dog | Cat
  scalar Odd
  type Query { pet: Pet any: Any odd: Odd dog: Dog }
`;
const query = parse('{ pet { name ... on Dog { barks } ... on Cat { meows } } }');

describe('abstract types (spec §6.4.3 ResolveAbstractType)', () => {
  it('uses __typename on the value by default', () => {
    const schema = buildSchema(sdl);
    expect(
      executeSync({ schema, document: query, rootValue: { pet: { __typename: 'Cat', name: 'Tom', meows: true } } }),
    ).toEqual({
      data: { pet: { name: 'Tom', meows: true } },
    });
  });

  it('falls back to isTypeOf of the possible types, including asynchronous ones', async () => {
    const schema = buildSchema(sdl, {
      resolvers: {
        Dog: { __isTypeOf: async (value) => 'barks' in (value as object) },
        Cat: { __isTypeOf: (value) => 'meows' in (value as object) },
      },
    });
    expect(await execute({ schema, document: query, rootValue: { pet: { name: 'Rex', barks: true } } })).toEqual({
      data: { pet: { name: 'Rex', barks: true } },
    });
  });

  it('checks isTypeOf on a concrete object type', () => {
    const schema = buildSchema(sdl, { resolvers: { Dog: { __isTypeOf: (value) => 'barks' in (value as object) } } });
    const result = executeSync({ schema, document: parse('{ dog { name } }'), rootValue: { dog: { name: 'x' } } });
    expect(result.errors?.[0]?.message).toBe('Expected value of type "Dog" but got: { name: "x" }.');
  });

  it.each([
    [
      undefined,
      'Abstract type "Pet" must resolve to an Object type at runtime for field "Query.pet". Either the "Pet" type should provide a "resolveType" function or each possible type should provide an "isTypeOf" function.',
    ],
    ['Fish', 'Abstract type "Pet" was resolved to a type "Fish" that does not exist inside the schema.'],
    ['Odd', 'Abstract type "Pet" was resolved to a non-object type "Odd".'],
    ['Query', 'Runtime Object type "Query" is not a possible type for "Pet".'],
    [
      42,
      'Abstract type "Pet" must resolve to an Object type at runtime for field "Query.pet" with value { name: "x" }, received "42".',
    ],
  ])('resolveType answering %j is a field error', (answer, message) => {
    const schema = buildSchema(sdl, { resolvers: { Pet: { __resolveType: () => answer as string } } });
    const result = executeSync({ schema, document: query, rootValue: { pet: { name: 'x' } } });
    expect(result.errors?.map((error) => error.message)).toEqual([message]);
    expect(result.data).toEqual({ pet: null });
  });

  it('a union resolves through __resolveType too', () => {
    const schema = buildSchema(sdl, { resolvers: { Any: { __resolveType: () => 'Dog' } } });
    expect(
      executeSync({
        schema,
        document: parse('{ any { __typename ... on Dog { name } } }'),
        rootValue: { any: { name: 'd' } },
      }),
    ).toEqual({ data: { any: { __typename: 'Dog', name: 'd' } } });
  });

  it('a serialize that returns undefined is an error, worded as graphql-js', () => {
    const schema = buildSchema(sdl, { resolvers: { Odd: { serialize: () => undefined } } });
    const result = executeSync({ schema, document: parse('{ odd }'), rootValue: { odd: 2 } });
    expect(result.errors?.[0]?.message).toBe(
      'Expected `Odd.serialize(2)` to return non-nullable value, returned: undefined',
    );
  });
});
