export { GraphQLError, type GraphQLErrorOptions, type GraphQLFormattedError } from './error/graphql-error.js';
export { locatedError } from './error/located-error.js';
export { syntaxError } from './error/syntax-error.js';
export * from './language/ast.js';
export { getLocation, Source, type SourceLocation } from './language/source.js';
