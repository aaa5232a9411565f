import { GraphQLHttpError } from '../errors.js';

/**
 * The parameters of a GraphQL-over-HTTP request (§Request Parameters).
 *
 * @example
 * const { query, variables } = paramsFromJson(body);
 */
export interface GraphQLParams {
  readonly query: string;
  readonly operationName: string | undefined;
  readonly variables: Record<string, unknown> | undefined;
  readonly extensions: Record<string, unknown> | undefined;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function invalid(message: string): GraphQLHttpError {
  return new GraphQLHttpError('BATON_GRAPHQL_INVALID_PARAMS', message);
}

/**
 * Checks the shape of the parameters, wherever they came from: `query` a string; `operationName`
 * a string or null; `variables` and `extensions` maps or null (null means absent).
 *
 * @example
 * paramsFromObject({ query: '{ a }', variables: null }); // { query: '{ a }', variables: undefined, ... }
 */
export function paramsFromObject(body: unknown): GraphQLParams {
  if (!isPlainObject(body))
    throw new GraphQLHttpError('BATON_GRAPHQL_BODY_MISSING', 'The request body must be a JSON object.');
  const { query, operationName, variables, extensions } = body;
  if (query === undefined || query === null) throw invalid('Missing query.');
  if (typeof query !== 'string') throw invalid('The "query" parameter must be a string.');
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') {
    throw invalid('The "operationName" parameter must be a string or null.');
  }
  if (variables !== undefined && variables !== null && !isPlainObject(variables)) {
    throw invalid('The "variables" parameter must be an object or null.');
  }
  if (extensions !== undefined && extensions !== null && !isPlainObject(extensions)) {
    throw invalid('The "extensions" parameter must be an object or null.');
  }
  return {
    query,
    operationName: operationName ?? undefined,
    variables: variables ?? undefined,
    extensions: extensions ?? undefined,
  };
}

/**
 * The parameters of a GET request, from the URL's query string: `variables` and `extensions` are
 * JSON-encoded there (§GET).
 *
 * @example
 * paramsFromSearch(new URLSearchParams('query=%7Ba%7D&variables=%7B%7D'));
 */
export function paramsFromSearch(search: URLSearchParams): GraphQLParams {
  const decode = (name: string): unknown => {
    const raw = search.get(name);
    if (raw === null || raw === '') return undefined;
    try {
      return JSON.parse(raw) as unknown;
    } catch (cause) {
      throw new GraphQLHttpError('BATON_GRAPHQL_INVALID_PARAMS', `The "${name}" parameter is not valid JSON.`, {
        cause,
      });
    }
  };
  return paramsFromObject({
    query: search.get('query') ?? undefined,
    operationName: search.get('operationName') || undefined,
    variables: decode('variables'),
    extensions: decode('extensions'),
  });
}

/**
 * Parses a JSON request body into the parameters.
 *
 * @example
 * paramsFromJson('{"query":"{ a }"}').query; // '{ a }'
 */
export function paramsFromJson(text: string): GraphQLParams {
  if (text.trim() === '') throw new GraphQLHttpError('BATON_GRAPHQL_BODY_MISSING');
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch (cause) {
    throw new GraphQLHttpError('BATON_GRAPHQL_BODY_INVALID_JSON', undefined, { cause });
  }
  return paramsFromObject(body);
}
