import { GraphQLError } from './error/graphql-error.js';
import { type ExecutionArgs, type ExecutionResult, execute } from './execution/execute.js';
import type { DocumentNode } from './language/ast.js';
import { type ParseOptions, parse } from './language/parser.js';
import type { Source } from './language/source.js';
import type { GraphQLSchema } from './type/schema.js';
import { specifiedRules } from './validation/specified-rules.js';
import { validate } from './validation/validate.js';
import type { ValidationRule } from './validation/validation-context.js';

/**
 * What `graphql()` takes: `execute`'s arguments with the source text instead of a document.
 *
 * @example
 * const args: GraphQLArgs = { schema, source: '{ hello }', contextValue: { user } };
 */
export interface GraphQLArgs extends Omit<ExecutionArgs, 'document'> {
  readonly source: string | Source;
  readonly parseOptions?: ParseOptions | undefined;
}

/**
 * The whole pipeline for one request: parse (spec §2), validate (§5), execute (§6). Syntax and
 * validation errors come back as a result with `errors` and no `data`, never as a rejection.
 *
 * @example
 * const result = await graphql({ schema, source: '{ hello }', rootValue: { hello: 'world' } });
 */
export async function graphql(args: GraphQLArgs): Promise<ExecutionResult> {
  return graphqlImpl(args);
}

/**
 * `graphql()` for schemas whose resolvers are all synchronous; throws if one returned a promise.
 *
 * @example
 * graphqlSync({ schema, source: '{ hello }', rootValue: { hello: 'world' } }).data; // { hello: 'world' }
 */
export function graphqlSync(args: GraphQLArgs): ExecutionResult {
  const result = graphqlImpl(args);
  if (result instanceof Promise) throw new Error('GraphQL execution failed to complete synchronously.');
  return result;
}

function graphqlImpl(args: GraphQLArgs): Promise<ExecutionResult> | ExecutionResult {
  const prepared = prepareDocument(args.schema, args.source, args.parseOptions);
  if (!('document' in prepared)) return { errors: prepared.errors };
  return execute({ ...args, document: prepared.document });
}

/**
 * Parse and validate: the steps of a request that depend only on the schema and the text, so their
 * outcome can be cached by query text (the HTTP handler does).
 *
 * @example
 * const prepared = prepareDocument(schema, '{ hello }');
 * if ('document' in prepared) execute({ schema, document: prepared.document });
 */
export function prepareDocument(
  schema: GraphQLSchema,
  source: string | Source,
  parseOptions?: ParseOptions,
  rules: readonly ValidationRule[] = specifiedRules,
): { readonly document: DocumentNode } | { readonly errors: ReadonlyArray<GraphQLError> } {
  let document: DocumentNode;
  try {
    document = parse(source, parseOptions);
  } catch (error) {
    if (error instanceof GraphQLError) return { errors: [error] };
    throw error;
  }
  const errors = validate(schema, document, rules);
  return errors.length > 0 ? { errors } : { document };
}
