import { describe, expect, it } from 'vitest';
import { GraphQLError } from '../../src/error/graphql-error.js';
import { locatedError } from '../../src/error/located-error.js';
import { syntaxError } from '../../src/error/syntax-error.js';
import type { OperationDefinitionNode } from '../../src/language/ast.js';
import { parse } from '../../src/language/parser.js';
import { getLocation, Source } from '../../src/language/source.js';

const document = parse('query Q {\n  user {\n    name\n  }\n}');
const operation = document.definitions[0] as OperationDefinitionNode;
const userField = operation.selectionSet.selections[0];

describe('GraphQLError', () => {
  it('serialises to the spec §7.1.2 shape, leaving out empty keys', () => {
    const bare = new GraphQLError('Oops');
    expect(bare.toJSON()).toEqual({ message: 'Oops' });
    expect(JSON.stringify(bare)).toBe('{"message":"Oops"}');
    const full = new GraphQLError('Oops', { nodes: userField, path: ['user', 0], extensions: { code: 'X' } });
    expect(JSON.stringify(full)).toBe(
      '{"message":"Oops","locations":[{"line":2,"column":3}],"path":["user",0],"extensions":{"code":"X"}}',
    );
  });

  it('locates itself from nodes, in node order', () => {
    const error = new GraphQLError('Two', { nodes: [userField!, operation] });
    expect(error.locations).toEqual([
      { line: 2, column: 3 },
      { line: 1, column: 1 },
    ]);
    expect(error.positions).toEqual([12, 0]);
    expect(error.source?.body).toBe(document.loc?.source.body);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('GraphQLError');
    expect(String(error)).toBe('Two (2:3, 1:1)');
  });

  it('has no locations when its nodes carry no loc', () => {
    const bare = parse('{ a }', { noLocation: true });
    expect(new GraphQLError('x', { nodes: bare }).toJSON()).toEqual({ message: 'x' });
  });

  it('takes extensions from the original error when not given its own', () => {
    const original = Object.assign(new Error('inner'), { extensions: { code: 'INNER' } });
    const error = new GraphQLError('outer', { originalError: original });
    expect(error.extensions).toEqual({ code: 'INNER' });
    expect(error.stack).toBe(original.stack);
  });
});

describe('syntaxError', () => {
  it('prefixes the description and computes line and column from the offset', () => {
    const error = syntaxError(new Source('{\n  a\r\n  ?'), 9, 'Unexpected character: "?".');
    expect(error.toJSON()).toEqual({
      message: 'Syntax Error: Unexpected character: "?".',
      locations: [{ line: 3, column: 3 }],
    });
  });
});

describe('getLocation', () => {
  it('counts \\n, \\r\\n and lone \\r as one line end each', () => {
    const source = new Source('a\nb\r\nc\rd');
    expect(getLocation(source, 0)).toEqual({ line: 1, column: 1 });
    expect(getLocation(source, 2)).toEqual({ line: 2, column: 1 });
    expect(getLocation(source, 5)).toEqual({ line: 3, column: 1 });
    expect(getLocation(source, 7)).toEqual({ line: 4, column: 1 });
  });
});

describe('locatedError', () => {
  it('wraps a thrown Error with the field nodes and path', () => {
    const error = locatedError(new Error('boom'), [userField!], ['user']);
    expect(error.toJSON()).toEqual({ message: 'boom', locations: [{ line: 2, column: 3 }], path: ['user'] });
    expect(error.originalError?.message).toBe('boom');
  });

  it('returns a GraphQLError that already has a path unchanged', () => {
    const inner = new GraphQLError('inner', { path: ['a'] });
    expect(locatedError(inner, [userField!], ['b'])).toBe(inner);
  });

  it('keeps the locations and extensions of a GraphQLError without a path and adds the path', () => {
    const inner = new GraphQLError('inner', { nodes: operation, extensions: { code: 'C' } });
    expect(locatedError(inner, [userField!], ['b']).toJSON()).toEqual({
      message: 'inner',
      locations: [{ line: 1, column: 1 }],
      path: ['b'],
      extensions: { code: 'C' },
    });
  });

  it('turns thrown non-errors into a readable message', () => {
    expect(locatedError('text', undefined, ['x']).message).toBe('Unexpected error value: "text"');
    expect(locatedError(42, undefined).message).toBe('Unexpected error value: 42');
  });
});
