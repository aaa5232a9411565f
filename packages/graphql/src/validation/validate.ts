import { GraphQLError } from '../error/graphql-error.js';
import type { DocumentNode } from '../language/ast.js';
import { visit, visitInParallel } from '../language/visitor.js';
import type { GraphQLSchema } from '../type/schema.js';
import { specifiedRules } from './specified-rules.js';
import { TypeInfo, visitWithTypeInfo } from './type-info.js';
import { ValidationAborted } from './validation-aborted.js';
import { ValidationContext, type ValidationRule } from './validation-context.js';

/**
 * Options of `validate`. `maxErrors` (default 100) stops validation of a hostile document early: once that many
 * errors are found, one more saying so is added and the rest of the document is not checked.
 *
 * @example
 * validate(schema, document, specifiedRules, { maxErrors: 10 });
 */
export interface ValidateOptions {
  readonly maxErrors?: number | undefined;
}

/** Thrown through the visitor to stop it; never escapes `validate`. */
const ABORT = Symbol('abort validation');

/**
 * Validates an executable document against a schema (spec §5): every rule runs during a single walk of the
 * document, and the errors come back in document order, each with graphql-js's wording and the locations of the
 * nodes involved. An empty array means the document may be executed.
 *
 * @example
 * const errors = validate(schema, parse('{ nope }'));
 * errors[0]?.message; // 'Cannot query field "nope" on type "Query".'
 */
export function validate(
  schema: GraphQLSchema,
  document: DocumentNode,
  rules: readonly ValidationRule[] = specifiedRules,
  options: ValidateOptions = {},
): GraphQLError[] {
  const maxErrors = options.maxErrors ?? 100;
  const errors: GraphQLError[] = [];
  const typeInfo = new TypeInfo(schema);
  const context = new ValidationContext(schema, document, typeInfo, (error) => {
    if (errors.length >= maxErrors) {
      errors.push(new GraphQLError('Too many validation errors, error limit reached. Validation aborted.'));
      throw ABORT;
    }
    errors.push(error);
  });
  const visitor = visitInParallel(rules.map((rule) => rule(context)));
  try {
    // Descriptions (on operations, fragments and variables since the 2025 spec) take no part in validation.
    visit(document, visitWithTypeInfo(typeInfo, visitor), { skipDescriptions: true });
  } catch (error) {
    if (error instanceof ValidationAborted) errors.push(new GraphQLError(error.message));
    else if (error !== ABORT) throw error;
  }
  return errors;
}
