import type { Source } from '../language/source.js';
import { GraphQLError } from './graphql-error.js';

/**
 * A GraphQLError for a document that does not follow the grammar, located at one character offset. The message
 * reads "Syntax Error: <description>", as graphql-js words it.
 *
 * @example
 * syntaxError(new Source('{'), 1, 'Expected Name, found <EOF>.').toJSON();
 * // { message: 'Syntax Error: Expected Name, found <EOF>.', locations: [{ line: 1, column: 2 }] }
 */
export function syntaxError(source: Source, position: number, description: string): GraphQLError {
  return new GraphQLError(`Syntax Error: ${description}`, { source, positions: [position] });
}
