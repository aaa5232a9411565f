export { GraphQLError, type GraphQLErrorOptions, type GraphQLFormattedError } from './error/graphql-error.js';
export { locatedError } from './error/located-error.js';
export { syntaxError } from './error/syntax-error.js';
export { GRAPHQL_ERRORS, GraphQLHttpError, type GraphQLHttpErrorCode } from './errors.js';
export { coerceArgumentValues, getDirectiveValues } from './execution/coerce-argument-values.js';
export { type CoercedVariableValues, coerceVariableValues } from './execution/coerce-variable-values.js';
export { defaultFieldResolver, defaultTypeResolver } from './execution/default-resolvers.js';
export { type ExecutionArgs, type ExecutionResult, execute, executeSync } from './execution/execute.js';
export { addPath, type Path, pathToArray } from './execution/path.js';
export { type GraphQLArgs, graphql, graphqlSync, prepareDocument } from './graphql.js';
export {
  type GraphQLHttpHandler,
  type GraphQLHttpLimits,
  type GraphQLHttpOptions,
  graphqlHttp,
} from './http/graphql-http.js';
export { negotiateResponseType } from './http/media-type.js';
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
export * from './type/definition.js';
export * from './type/directives.js';
export * from './type/introspection.js';
export * from './type/scalars.js';
export { GraphQLSchema, type GraphQLSchemaConfig, isSchema } from './type/schema.js';
export { astFromValue } from './utilities/ast-from-value.js';
export {
  type BuildSchemaOptions,
  buildASTSchema,
  buildSchema,
  type EnumValueMap,
  type FieldResolverEntry,
  type ResolverFn,
  type ResolverMap,
  type ScalarResolvers,
  type TypeResolvers,
} from './utilities/build-schema.js';
export { type CoerceInputValueOnError, coerceInputValue } from './utilities/coerce-input-value.js';
export { typeFromAST } from './utilities/type-from-ast.js';
export { valueFromAST } from './utilities/value-from-ast.js';
export { valueFromASTUntyped } from './utilities/value-from-ast-untyped.js';
