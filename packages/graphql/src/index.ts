export { GraphQLError, type GraphQLErrorOptions, type GraphQLFormattedError } from './error/graphql-error.js';
export { locatedError } from './error/located-error.js';
export { syntaxError } from './error/syntax-error.js';
export * from './language/ast.js';
export { blockStringValue } from './language/block-string.js';
export { Lexer, readToken } from './language/lexer.js';
export {
  DEFAULT_MAX_DEPTH,
  DEFAULT_MAX_TOKENS,
  type ParseOptions,
  parse,
  parseConstValue,
  parseType,
  parseValue,
} from './language/parser.js';
export { print } from './language/printer.js';
export { getLocation, Source, type SourceLocation } from './language/source.js';
export { describeToken, describeTokenKind, type Token, TokenKind } from './language/token-kind.js';
