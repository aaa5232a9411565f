import { describe, expect, it } from 'vitest';
import { execute, executeSync } from '../../src/execution/execute.js';
import { parse } from '../../src/language/parser.js';
import { buildSchema } from '../../src/utilities/build-schema.js';

const schema = buildSchema('type Query { a: Int b: Int list: [Int] }', {
  resolvers: { Query: { b: () => Promise.resolve(2) } },
});

describe('execute stays synchronous until a resolver returns a promise', () => {
  it('returns a plain object when every resolver is synchronous', () => {
    const result = execute({ schema, document: parse('{ a }'), rootValue: { a: 1 } });
    expect(result).not.toBeInstanceOf(Promise);
    expect(result).toEqual({ data: { a: 1 } });
  });

  it('returns a promise as soon as one resolver returns one, with fields in selection order', async () => {
    const result = execute({ schema, document: parse('{ b a }'), rootValue: { a: 1 } });
    expect(result).toBeInstanceOf(Promise);
    const resolved = await result;
    expect(resolved).toEqual({ data: { b: 2, a: 1 } });
    expect(Object.keys(resolved.data ?? {})).toEqual(['b', 'a']);
  });

  it('a promise inside a list makes the result a promise too', async () => {
    const result = execute({ schema, document: parse('{ list }'), rootValue: { list: [1, Promise.resolve(2), 3] } });
    expect(result).toBeInstanceOf(Promise);
    expect(await result).toEqual({ data: { list: [1, 2, 3] } });
  });

  it('executeSync throws on asynchronous results', () => {
    expect(executeSync({ schema, document: parse('{ a }'), rootValue: { a: 5 } })).toEqual({ data: { a: 5 } });
    expect(() => executeSync({ schema, document: parse('{ b }') })).toThrow(
      'GraphQL execution failed to complete synchronously.',
    );
  });

  it('a successful result has no errors key', () => {
    const result = executeSync({ schema, document: parse('{ a }'), rootValue: { a: 1 } });
    expect(Object.keys(result)).toEqual(['data']);
  });
});
