import { describe, expect, it } from 'vitest';
import { GraphQLError } from '../../src/error/graphql-error.js';
import { execute, executeSync } from '../../src/execution/execute.js';
import { parse } from '../../src/language/parser.js';
import type { GraphQLResolveInfo } from '../../src/type/definition.js';
import { buildSchema } from '../../src/utilities/build-schema.js';

describe('resolvers: default, custom, info', () => {
  const schema = buildSchema(
    'type Query { greet(name: String = "you"): String nested: Nested } type Nested { value: Int }',
  );

  it('the default resolver calls a method with (args, context, info)', () => {
    const calls: unknown[] = [];
    const rootValue = {
      greet(args: { name: string }, context: unknown, info: GraphQLResolveInfo) {
        calls.push([args, context, info.fieldName, info.path, info.parentType.name, info.returnType.toString()]);
        return `hi ${args.name}`;
      },
    };
    const result = executeSync({ schema, document: parse('{ g: greet }'), rootValue, contextValue: 'ctx' });
    expect(result).toEqual({ data: { g: 'hi you' } });
    expect(calls).toEqual([
      [{ name: 'you' }, 'ctx', 'greet', { prev: undefined, key: 'g', typename: 'Query' }, 'Query', 'String'],
    ]);
  });

  it('fieldResolver replaces the default resolver for fields without one', () => {
    const result = executeSync({
      schema,
      document: parse('{ greet nested { value } }'),
      fieldResolver: (_source, _args, _context, info) =>
        info.fieldName === 'nested' ? {} : info.path.key === 'value' ? 7 : 'x',
    });
    expect(result).toEqual({ data: { greet: 'x', nested: { value: 7 } } });
  });

  it('info carries the operation, fragments, variables, schema and root value', () => {
    let seen: GraphQLResolveInfo | undefined;
    const s = buildSchema('type Query { f(x: Int): Int }', {
      resolvers: {
        Query: {
          f: (_root, _args, _context, info) => {
            seen = info;
            return 1;
          },
        },
      },
    });
    const document = parse('query Q($v: Int = 3) { ...F } fragment F on Query { f(x: $v) }');
    const rootValue = { root: true };
    executeSync({ schema: s, document, rootValue });
    expect(seen?.operation.name?.value).toBe('Q');
    expect(Object.keys(seen?.fragments ?? {})).toEqual(['F']);
    expect(seen?.variableValues).toEqual({ v: 3 });
    expect(seen?.schema).toBe(s);
    expect(seen?.rootValue).toBe(rootValue);
    expect(seen?.fieldNodes[0]?.name.value).toBe('f');
  });

  it('keeps the extensions of a GraphQLError a resolver throws, and the message of a thrown non-error', () => {
    const s = buildSchema('type Query { a: Int b: Int }', {
      resolvers: {
        Query: {
          a: () => {
            throw new GraphQLError('Forbidden', { extensions: { code: 'FORBIDDEN' } });
          },
          b: () => {
            throw 'plain string';
          },
        },
      },
    });
    const result = JSON.parse(JSON.stringify(executeSync({ schema: s, document: parse('{ a b }') })));
    expect(result).toEqual({
      errors: [
        { message: 'Forbidden', locations: [{ line: 1, column: 3 }], path: ['a'], extensions: { code: 'FORBIDDEN' } },
        { message: 'Unexpected error value: "plain string"', locations: [{ line: 1, column: 5 }], path: ['b'] },
      ],
      data: { a: null, b: null },
    });
  });

  it('a resolver returning an Error value is a field error', () => {
    const result = executeSync({ schema, document: parse('{ greet }'), rootValue: { greet: new Error('as value') } });
    expect(result.errors?.[0]?.message).toBe('as value');
    expect(result.data).toEqual({ greet: null });
  });
});

describe('mutations run serially (spec §6.2.2)', () => {
  it('starts each root field after the previous one settled', async () => {
    const log: string[] = [];
    const step = (name: string, ms: number) => async () => {
      log.push(`start ${name}`);
      await new Promise((resolve) => setTimeout(resolve, ms));
      log.push(`end ${name}`);
      return name;
    };
    const schema = buildSchema('type Query { q: Int } type Mutation { a: String b: String c: String }', {
      resolvers: { Mutation: { a: step('a', 20), b: step('b', 1), c: () => 'c' } },
    });
    const result = await execute({ schema, document: parse('mutation { a b c }') });
    expect(result).toEqual({ data: { a: 'a', b: 'b', c: 'c' } });
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b']);
  });

  it('query fields start together', async () => {
    const log: string[] = [];
    const step = (name: string, ms: number) => async () => {
      log.push(`start ${name}`);
      await new Promise((resolve) => setTimeout(resolve, ms));
      log.push(`end ${name}`);
      return name;
    };
    const schema = buildSchema('type Query { a: String b: String }', {
      resolvers: { Query: { a: step('a', 20), b: step('b', 1) } },
    });
    await execute({ schema, document: parse('{ a b }') });
    expect(log).toEqual(['start a', 'start b', 'end b', 'end a']);
  });
});

describe('lists', () => {
  const schema = buildSchema('type Query { ints: [Int] strict: [Int!] }');

  it('accept any iterable', () => {
    expect(executeSync({ schema, document: parse('{ ints }'), rootValue: { ints: new Set([1, 2]) } })).toEqual({
      data: { ints: [1, 2] },
    });
  });

  it('reject a non-iterable with graphql-js wording', () => {
    const result = executeSync({ schema, document: parse('{ ints }'), rootValue: { ints: 'abc' } });
    expect(result.errors?.[0]?.message).toBe('Expected Iterable, but did not find one for field "Query.ints".');
  });

  it('a null item in a non-null item list nulls the list, with the item path', () => {
    const result = executeSync({ schema, document: parse('{ strict }'), rootValue: { strict: [1, null] } });
    expect(result.data).toEqual({ strict: null });
    expect(result.errors?.[0]?.message).toBe('Cannot return null for non-nullable field Query.strict.');
    expect(result.errors?.[0]?.path).toEqual(['strict', 1]);
  });
});

describe('plans are shared between executions only when that is sound', () => {
  const schema = buildSchema('type Query { a: Int b: Int }');
  const rootValue = { a: 1, b: 2 };

  it('@skip with a variable gives each execution its own collection', () => {
    const document = parse('query ($s: Boolean!) { a @skip(if: $s) b }');
    expect(executeSync({ schema, document, rootValue, variableValues: { s: true } }).data).toEqual({ b: 2 });
    expect(executeSync({ schema, document, rootValue, variableValues: { s: false } }).data).toEqual({ a: 1, b: 2 });
    expect(executeSync({ schema, document, rootValue, variableValues: { s: true } }).data).toEqual({ b: 2 });
  });

  it('one document over two schemas uses each schema’s fields', () => {
    const other = buildSchema('type Query { a: String b: String }', { resolvers: { Query: { a: () => 'other' } } });
    const document = parse('{ a }');
    expect(executeSync({ schema, document, rootValue }).data).toEqual({ a: 1 });
    expect(executeSync({ schema: other, document, rootValue }).data).toEqual({ a: 'other' });
  });
});
