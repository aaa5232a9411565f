import { describe, expect, it } from 'vitest';
import { graphql, graphqlSync, prepareDocument } from '../../src/graphql.js';
import { buildSchema } from '../../src/utilities/build-schema.js';

const schema = buildSchema('type Query { hello(name: String!): String later: Int }', {
  resolvers: {
    Query: {
      hello: (_root, args) => `Hello ${String(args.name)}`,
      later: async () => 1,
    },
  },
});

describe('graphql(): parse → validate → execute', () => {
  it('runs a request end to end', async () => {
    expect(await graphql({ schema, source: '{ hello(name: "you") later }' })).toEqual({
      data: { hello: 'Hello you', later: 1 },
    });
  });

  it('returns syntax errors without data', async () => {
    const result = await graphql({ schema, source: '{ hello(' });
    expect(JSON.parse(JSON.stringify(result))).toEqual({
      errors: [{ message: 'Syntax Error: Expected Name, found <EOF>.', locations: [{ line: 1, column: 9 }] }],
    });
  });

  it('returns validation errors without data, and does not execute', async () => {
    const result = await graphql({ schema, source: '{ hello nope }' });
    expect(result.data).toBeUndefined();
    expect(result.errors?.map((error) => error.message)).toEqual([
      'Field "hello" argument "name" of type "String!" is required, but it was not provided.',
      'Cannot query field "nope" on type "Query".',
    ]);
  });

  it('graphqlSync answers synchronously, and refuses when a resolver is asynchronous', () => {
    expect(graphqlSync({ schema, source: '{ hello(name: "x") }' })).toEqual({ data: { hello: 'Hello x' } });
    expect(() => graphqlSync({ schema, source: '{ later }' })).toThrow(
      'GraphQL execution failed to complete synchronously.',
    );
  });

  it('prepareDocument passes parser limits through', () => {
    const prepared = prepareDocument(schema, '{ hello(name: "x") }', { maxTokens: 3 });
    expect('errors' in prepared && prepared.errors[0]?.message).toMatch(
      /^Syntax Error: Document contains more than 3 tokens/,
    );
  });
});
