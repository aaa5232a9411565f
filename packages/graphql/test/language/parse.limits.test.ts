import { describe, expect, it } from 'vitest';
import { GraphQLError } from '../../src/error/graphql-error.js';
import { DEFAULT_MAX_DEPTH, DEFAULT_MAX_TOKENS, parse, parseType, parseValue } from '../../src/language/parser.js';

function syntaxFailure(run: () => unknown): GraphQLError {
  try {
    run();
  } catch (error) {
    if (error instanceof GraphQLError) return error;
    throw error;
  }
  throw new Error('expected a GraphQLError');
}

describe('parse limits', () => {
  it('rejects a 100,000-deep selection set with a clear error instead of overflowing the stack', () => {
    const error = syntaxFailure(() => parse('{a'.repeat(100_000)));
    expect(error.message).toBe(`Syntax Error: Document exceeds the maximum nesting depth of ${DEFAULT_MAX_DEPTH}.`);
    expect(error.locations).toEqual([{ line: 1, column: 2 * DEFAULT_MAX_DEPTH + 1 }]);
  });

  it('rejects deep list values, object values and list types the same way', () => {
    const deep = 100_000;
    expect(syntaxFailure(() => parseValue('['.repeat(deep))).message).toMatch(/maximum nesting depth of 128\.$/);
    expect(syntaxFailure(() => parseValue('{a:'.repeat(deep))).message).toMatch(/maximum nesting depth of 128\.$/);
    expect(syntaxFailure(() => parseType('['.repeat(deep))).message).toMatch(/maximum nesting depth of 128\.$/);
    expect(syntaxFailure(() => parse(`{ a(x: ${'['.repeat(deep)}) }`)).message).toMatch(/nesting depth/);
  });

  it('accepts nesting up to maxDepth and rejects one more', () => {
    const nested = (depth: number) => `${'{a'.repeat(depth)}${'}'.repeat(depth)}`;
    expect(parse(nested(DEFAULT_MAX_DEPTH)).definitions).toHaveLength(1);
    expect(() => parse(nested(DEFAULT_MAX_DEPTH + 1))).toThrow(/maximum nesting depth/);
    expect(parse(nested(5), { maxDepth: 5 }).definitions).toHaveLength(1);
    const error = syntaxFailure(() => parse(nested(6), { maxDepth: 5 }));
    expect(error.message).toBe('Syntax Error: Document exceeds the maximum nesting depth of 5.');
    expect(error.locations).toEqual([{ line: 1, column: 11 }]);
  });

  it('counts significant tokens only against maxTokens', () => {
    // `{ a }` is three tokens; white space, commas and comments are free. In `{ a b }` the 4th, `}`, fails.
    expect(parse('{ a }', { maxTokens: 3 }).definitions).toHaveLength(1);
    expect(parse('{ ,,, a # comment\n }', { maxTokens: 3 }).definitions).toHaveLength(1);
    const error = syntaxFailure(() => parse('{ a b }', { maxTokens: 3 }));
    expect(error.message).toBe('Syntax Error: Document contains more than 3 tokens. Parsing aborted.');
    expect(error.locations).toEqual([{ line: 1, column: 7 }]);
  });

  it('applies the default token limit and lets callers lift it', () => {
    const wide = `{ ${'a '.repeat(DEFAULT_MAX_TOKENS)}}`;
    expect(() => parse(wide)).toThrow(`Document contains more than ${DEFAULT_MAX_TOKENS} tokens`);
    expect(parse(wide, { maxTokens: Number.POSITIVE_INFINITY }).definitions).toHaveLength(1);
  });

  it('leaves loc off every node with noLocation', () => {
    const document = parse('{ a(x: [1]) }', { noLocation: true });
    expect(JSON.stringify(document)).not.toContain('"loc"');
    expect(document.loc).toBeUndefined();
  });
});
