/**
 * The lexical token kinds of spec §2.1.6 (punctuators, Name, IntValue, FloatValue, StringValue) plus the start and
 * end of the document. The values are the words graphql-js uses in syntax error messages.
 *
 * @example
 * if (lexer.token.kind === TokenKind.NAME) console.log(lexer.token.value);
 */
export const TokenKind = {
  SOF: '<SOF>',
  EOF: '<EOF>',
  BANG: '!',
  DOLLAR: '$',
  AMP: '&',
  PAREN_L: '(',
  PAREN_R: ')',
  SPREAD: '...',
  COLON: ':',
  EQUALS: '=',
  AT: '@',
  BRACKET_L: '[',
  BRACKET_R: ']',
  BRACE_L: '{',
  PIPE: '|',
  BRACE_R: '}',
  NAME: 'Name',
  INT: 'Int',
  FLOAT: 'Float',
  STRING: 'String',
  BLOCK_STRING: 'BlockString',
} as const;

/**
 * One token kind.
 *
 * @example
 * const kind: TokenKind = '{';
 */
export type TokenKind = (typeof TokenKind)[keyof typeof TokenKind];

/**
 * A lexical token: its kind, its character offsets and, for names, numbers and strings, its value (strings with
 * escapes applied, block strings dedented).
 *
 * @example
 * const token: Token = { kind: TokenKind.NAME, start: 2, end: 7, value: 'hello' };
 */
export interface Token {
  readonly kind: TokenKind;
  readonly start: number;
  readonly end: number;
  readonly value: string | undefined;
}

const PUNCTUATORS: ReadonlySet<TokenKind> = new Set([
  TokenKind.BANG,
  TokenKind.DOLLAR,
  TokenKind.AMP,
  TokenKind.PAREN_L,
  TokenKind.PAREN_R,
  TokenKind.SPREAD,
  TokenKind.COLON,
  TokenKind.EQUALS,
  TokenKind.AT,
  TokenKind.BRACKET_L,
  TokenKind.BRACKET_R,
  TokenKind.BRACE_L,
  TokenKind.PIPE,
  TokenKind.BRACE_R,
]);

/**
 * How an error message names a token kind: punctuators quoted (`"{"`), the others by name (`Name`, `<EOF>`).
 *
 * @example
 * describeTokenKind(TokenKind.BRACE_L); // '"{"'
 */
export function describeTokenKind(kind: TokenKind): string {
  return PUNCTUATORS.has(kind) ? `"${kind}"` : kind;
}

/**
 * How an error message names a token: its kind, then its value if it has one (`Name "x"`, `Int "3"`).
 *
 * @example
 * describeToken({ kind: TokenKind.NAME, start: 0, end: 1, value: 'x' }); // 'Name "x"'
 */
export function describeToken(token: Token): string {
  const kind = describeTokenKind(token.kind);
  return token.value === undefined ? kind : `${kind} "${token.value}"`;
}
