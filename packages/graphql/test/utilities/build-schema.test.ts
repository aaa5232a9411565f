import { describe, expect, it } from 'vitest';
import { executeSync } from '../../src/execution/execute.js';
import { parse } from '../../src/language/parser.js';
import {
  type GraphQLEnumType,
  type GraphQLInputObjectType,
  type GraphQLObjectType,
  GraphQLScalarType,
  type GraphQLUnionType,
} from '../../src/type/definition.js';
import { buildSchema, type ScalarResolvers } from '../../src/utilities/build-schema.js';

describe('buildSchema(sdl, { resolvers })', () => {
  it('uses Query/Mutation/Subscription by default and a schema definition when there is one', () => {
    const byName = buildSchema('type Query { a: Int } type Mutation { b: Int } type Subscription { c: Int }');
    expect([byName.getQueryType()?.name, byName.getMutationType()?.name, byName.getSubscriptionType()?.name]).toEqual([
      'Query',
      'Mutation',
      'Subscription',
    ]);
    const explicit = buildSchema('schema { query: Root } type Root { a: Int } type Mutation { b: Int }');
    expect(explicit.getQueryType()?.name).toBe('Root');
    expect(explicit.getMutationType()).toBeUndefined();
  });

  it('keeps descriptions, deprecations, defaults and @specifiedBy', () => {
    const schema = buildSchema(`
      "Root" type Query {
        "A field" old(arg: Int = 3 @deprecated(reason: "use other")): Int @deprecated
        other: Int @deprecated(reason: "gone")
      }
      scalar Url @specifiedBy(url: "https://url.spec.whatwg.org/")
      enum E { A B @deprecated(reason: "no B") }
    `);
    const query = schema.getQueryType()!;
    const old = query.getFields().old!;
    expect(query.description).toBe('Root');
    expect(old.description).toBe('A field');
    expect(old.deprecationReason).toBe('No longer supported');
    expect(old.args[0]).toMatchObject({ name: 'arg', defaultValue: 3, deprecationReason: 'use other' });
    expect(query.getFields().other?.deprecationReason).toBe('gone');
    expect((schema.getType('Url') as GraphQLScalarType).specifiedByURL).toBe('https://url.spec.whatwg.org/');
    expect((schema.getType('E') as GraphQLEnumType).getValue('B')?.deprecationReason).toBe('no B');
  });

  it('attaches resolvers, __resolveType, __isTypeOf, enum internal values and custom scalars', () => {
    const schema = buildSchema(
      `
      enum Color { RED GREEN }
      scalar Upper
      union U = A
      type A { color: Color up: Upper }
      type Query { a(c: Color = RED, u: Upper): A u: U }
    `,
      {
        resolvers: {
          Color: { RED: '#f00', GREEN: '#0f0' },
          // A scalar's entry could also be an object type's resolvers for fields named serialize
          // and parseLiteral: `satisfies` says which, and types the parameters.
          Upper: {
            serialize: (value) => String(value).toUpperCase(),
            parseLiteral: (node) => (node.kind === 'StringValue' ? node.value.toLowerCase() : undefined),
          } satisfies ScalarResolvers,
          U: { __resolveType: () => 'A' },
          A: { __isTypeOf: () => true },
          Query: {
            a: (_root, args) => ({ color: args.c, up: `${String(args.u)}!` }),
            u: () => ({ color: '#0f0' }),
          },
        },
      },
    );
    expect((schema.getType('A') as GraphQLObjectType).isTypeOf).toBeTypeOf('function');
    expect((schema.getType('U') as GraphQLUnionType).resolveType).toBeTypeOf('function');
    const result = executeSync({ schema, document: parse('{ a(u: "MiXed") { color up } u { ... on A { color } } }') });
    expect(result).toEqual({ data: { a: { color: 'RED', up: 'MIXED!' }, u: { color: 'GREEN' } } });
  });

  it('accepts a GraphQLScalarType instance for a custom scalar', () => {
    const Json = new GraphQLScalarType({ name: 'JSON', serialize: (value) => JSON.stringify(value) });
    const schema = buildSchema('scalar JSON type Query { j: JSON }', {
      resolvers: { JSON: Json, Query: { j: () => ({ a: 1 }) } },
    });
    expect(executeSync({ schema, document: parse('{ j }') })).toEqual({ data: { j: '{"a":1}' } });
  });

  it('merges type extensions and knows @oneOf', () => {
    const schema = buildSchema(`
      type Query { a: Int }
      extend type Query { b: Int }
      input Pick @oneOf { x: Int y: Int }
      extend type Query { pick(p: Pick): Int }
    `);
    expect(Object.keys(schema.getQueryType()!.getFields())).toEqual(['a', 'b', 'pick']);
    expect((schema.getType('Pick') as GraphQLInputObjectType).isOneOf).toBe(true);
  });

  it('reports resolver typos and unknown types at build time', () => {
    expect(() => buildSchema('type Query { a: Int }', { resolvers: { Qeury: {} } })).toThrow(
      '"Qeury" defined in resolvers, but not in schema',
    );
    expect(() => buildSchema('type Query { a: Int }', { resolvers: { Query: { b: () => 1 } } })).toThrow(
      'Query.b defined in resolvers, but not in schema',
    );
    expect(() => buildSchema('enum E { A } type Query { e: E }', { resolvers: { E: { B: 1 } } })).toThrow(
      'E.B defined in resolvers, but not in schema',
    );
    expect(() => buildSchema('type Query { a: Missing }')).toThrow('Unknown type "Missing".');
    expect(() => buildSchema('type Query { a: Int } type Query { b: Int }')).toThrow(
      'There can be only one type named "Query".',
    );
    expect(() => buildSchema('type Query { a(x: Query): Int }')).toThrow(
      'The type of Query.a(x:) must be Input Type but got: Query.',
    );
    expect(() => buildSchema('type Query { a: Int')).toThrow('Syntax Error: Expected Name, found <EOF>.');
  });

  it('keeps custom directive definitions next to the specified ones', () => {
    const schema = buildSchema(
      'directive @auth(role: String = "admin") repeatable on FIELD_DEFINITION type Query { a: Int }',
    );
    const auth = schema.getDirective('auth');
    expect(auth).toMatchObject({ name: 'auth', isRepeatable: true, locations: ['FIELD_DEFINITION'] });
    expect(auth?.args[0]?.defaultValue).toBe('admin');
    expect(schema.getDirectives().map((directive) => directive.name)).toEqual([
      'auth',
      'include',
      'skip',
      'deprecated',
      'specifiedBy',
      'oneOf',
    ]);
  });
});
