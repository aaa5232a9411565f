import { describe, expect, it } from 'vitest';
import { GraphQLError } from '../../src/error/graphql-error.js';
import { Lexer } from '../../src/language/lexer.js';
import { Source } from '../../src/language/source.js';
import { type Token, TokenKind } from '../../src/language/token-kind.js';

function lexAll(body: string): Token[] {
  const lexer = new Lexer(new Source(body));
  const tokens: Token[] = [];
  for (let token = lexer.advance(); token.kind !== TokenKind.EOF; token = lexer.advance()) tokens.push(token);
  return tokens;
}

function lexOne(body: string): Token {
  const [token] = lexAll(body);
  if (token === undefined) throw new Error('no token');
  return token;
}

function lexError(body: string): { message: string; locations: unknown } {
  try {
    lexAll(body);
  } catch (error) {
    if (error instanceof GraphQLError) return { message: error.message, locations: error.locations };
    throw error;
  }
  throw new Error('expected a syntax error');
}

describe('Lexer', () => {
  it('reads every punctuator', () => {
    expect(lexAll('! $ & ( ) ... : = @ [ ] { | }').map((t) => t.kind)).toEqual([
      '!',
      '$',
      '&',
      '(',
      ')',
      '...',
      ':',
      '=',
      '@',
      '[',
      ']',
      '{',
      '|',
      '}',
    ]);
  });

  it('skips the byte order mark, white space, line terminators, commas and comments', () => {
    expect(lexAll('\uFEFF \t,\r\n# comment , { \n,name,')).toEqual([
      { kind: TokenKind.NAME, start: 22, end: 26, value: 'name' },
    ]);
  });

  it('reads names with underscores and digits after the first character', () => {
    expect(lexOne('_a1_B2').value).toBe('_a1_B2');
    expect(lexAll('a -1').map((t) => t.kind)).toEqual(['Name', 'Int']);
  });

  it('reads Int and Float values and keeps their source text', () => {
    expect(lexOne('0')).toMatchObject({ kind: 'Int', value: '0' });
    expect(lexOne('-0')).toMatchObject({ kind: 'Int', value: '-0' });
    expect(lexOne('1234567890123')).toMatchObject({ kind: 'Int', value: '1234567890123' });
    expect(lexOne('0.5')).toMatchObject({ kind: 'Float', value: '0.5' });
    expect(lexOne('-1.25e+10')).toMatchObject({ kind: 'Float', value: '-1.25e+10' });
    expect(lexOne('1E-3')).toMatchObject({ kind: 'Float', value: '1E-3' });
  });

  it.each([
    ['0123', 'Syntax Error: Invalid number, unexpected digit after 0: "1".', 2],
    ['1.', 'Syntax Error: Invalid number, expected digit but got: <EOF>.', 3],
    ['.5', 'Syntax Error: Unexpected character: ".".', 1],
    ['1e', 'Syntax Error: Invalid number, expected digit but got: <EOF>.', 3],
    ['1x', 'Syntax Error: Invalid number, expected digit but got: "x".', 2],
    ['1.2.3', 'Syntax Error: Invalid number, expected digit but got: ".".', 4],
    ['-', 'Syntax Error: Invalid number, expected digit but got: <EOF>.', 2],
  ])('rejects the number %j', (body, message, column) => {
    expect(lexError(body)).toEqual({ message, locations: [{ line: 1, column }] });
  });

  it('applies string escapes, including braced and surrogate-pair Unicode escapes', () => {
    expect(lexOne('"a\\"b\\\\c\\/d\\b\\f\\n\\r\\t"').value).toBe('a"b\\c/d\b\f\n\r\t');
    expect(lexOne('"\\u0041\\u{42}\\u{1F600}\\uD83D\\uDE00"').value).toBe('AB😀😀');
    expect(lexOne('"😀 é"').value).toBe('😀 é');
  });

  it.each([
    ['"abc', 'Syntax Error: Unterminated string.', 5],
    ['"a\nb"', 'Syntax Error: Unterminated string.', 3],
    ['"\\x"', 'Syntax Error: Invalid character escape sequence: "\\x".', 2],
    ['"\\u{D800}"', 'Syntax Error: Invalid Unicode escape sequence: "\\u{D800}".', 2],
    ['"\\uDE00"', 'Syntax Error: Invalid Unicode escape sequence: "\\uDE00".', 2],
    ['"\\u{110000}"', 'Syntax Error: Invalid Unicode escape sequence: "\\u{110000}".', 2],
    ['"\ud800"', 'Syntax Error: Invalid character within String: U+D800.', 2],
  ])('rejects the string %j', (body, message, column) => {
    expect(lexError(body)).toEqual({ message, locations: [{ line: 1, column }] });
  });

  it('dedents block strings and keeps escaped triple quotes', () => {
    const token = lexOne('"""\n    Hello,\n      World!\n\n    Yours, \\"""\n  """');
    expect(token).toMatchObject({ kind: 'BlockString', value: 'Hello,\n  World!\n\nYours, """' });
  });

  it('words unexpected characters as graphql-js 16 does', () => {
    expect(lexError('%').message).toBe('Syntax Error: Unexpected character: "%".');
    expect(lexError('\u0007').message).toBe('Syntax Error: Unexpected character: U+0007.');
    expect(lexError('😀').message).toBe('Syntax Error: Unexpected character: U+1F600.');
    expect(lexError('\udc00').message).toBe('Syntax Error: Invalid character: U+DC00.');
    expect(lexError("'a'").message).toBe(
      'Syntax Error: Unexpected single quote character (\'), did you mean to use a double quote (")?',
    );
  });

  it('reports the line and column of errors after \\r\\n, \\r and \\n line ends', () => {
    expect(lexError('a\r\nb\rc\n  ?').locations).toEqual([{ line: 4, column: 3 }]);
  });

  it('peeks one token ahead without consuming it', () => {
    const lexer = new Lexer(new Source('a b'));
    lexer.advance();
    expect(lexer.lookahead().value).toBe('b');
    expect(lexer.token.value).toBe('a');
    expect(lexer.advance().value).toBe('b');
    expect(lexer.lastToken.value).toBe('a');
    expect(lexer.advance().kind).toBe(TokenKind.EOF);
    expect(lexer.lookahead().kind).toBe(TokenKind.EOF);
  });
});
