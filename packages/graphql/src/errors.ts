import { defineErrors, type ErrorCatalogue } from '@batonjs/http';

/**
 * The coded errors of @batonjs/graphql's HTTP handler: each has an HTTP `status` (mirrored as
 * `statusCode`, as http-errors does) and `expose` (true for 4xx: the message is safe to show).
 * GraphQL errors inside a response (syntax, validation, field errors) are GraphQLErrors instead;
 * the limits below travel in their `extensions.code`.
 *
 * @example
 * GRAPHQL_ERRORS.BATON_GRAPHQL_BODY_TOO_LARGE.status; // 413
 */
export const GRAPHQL_ERRORS = {
  BATON_GRAPHQL_METHOD_NOT_ALLOWED: { status: 405, message: 'GraphQL only supports GET and POST requests.' },
  BATON_GRAPHQL_MUTATION_OVER_GET: {
    status: 405,
    message: 'Can only perform a mutation operation from a POST request.',
  },
  BATON_GRAPHQL_UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    message: 'Unsupported Content-Type: a GraphQL POST request must be application/json.',
  },
  BATON_GRAPHQL_UNSUPPORTED_CHARSET: { status: 415, message: 'Unsupported charset: the request body must be UTF-8.' },
  BATON_GRAPHQL_UNSUPPORTED_ENCODING: { status: 415, message: 'Unsupported Content-Encoding.' },
  BATON_GRAPHQL_NOT_ACCEPTABLE: {
    status: 406,
    message: 'Not Acceptable: the response can be application/graphql-response+json or application/json.',
  },
  BATON_GRAPHQL_BODY_TOO_LARGE: { status: 413, message: 'Request body too large.' },
  BATON_GRAPHQL_BODY_ABORTED: { status: 400, message: 'Request aborted before the body was complete.' },
  BATON_GRAPHQL_BODY_TIMEOUT: { status: 408, message: 'The request body did not arrive in time.' },
  BATON_GRAPHQL_BODY_TOO_SLOW: { status: 408, message: 'The request body arrived too slowly.' },
  BATON_GRAPHQL_BODY_INVALID_UTF8: { status: 400, message: 'The request body is not valid UTF-8.' },
  BATON_GRAPHQL_BODY_INVALID_JSON: { status: 400, message: 'The request body is not valid JSON.' },
  BATON_GRAPHQL_BODY_MISSING: { status: 400, message: 'A POST request must have a JSON object body.' },
  BATON_GRAPHQL_INVALID_PARAMS: { status: 400, message: 'Invalid GraphQL request parameters.' },
  BATON_GRAPHQL_QUERY_TOO_LONG: { status: 400, message: 'The query is longer than allowed.' },
  BATON_GRAPHQL_TOO_MANY_ALIASES: { status: 400, message: 'The document has more aliases than allowed.' },
  BATON_GRAPHQL_INTROSPECTION_DISABLED: {
    status: 400,
    message: 'GraphQL introspection is disabled (the default when NODE_ENV is production).',
  },
  BATON_GRAPHQL_TOO_MANY_FIELDS: { status: 400, message: 'The document selects more fields than allowed.' },
  BATON_GRAPHQL_SUBSCRIPTION_NEEDS_SSE: {
    status: 400,
    message: 'Subscriptions are served over Server-Sent Events: send the request with Accept: text/event-stream.',
  },
  BATON_GRAPHQL_INTERNAL: { status: 500, message: 'Internal server error' },
} as const satisfies ErrorCatalogue;

/**
 * One code of the catalogue.
 *
 * @example
 * const code: GraphQLHttpErrorCode = 'BATON_GRAPHQL_NOT_ACCEPTABLE';
 */
export type GraphQLHttpErrorCode = keyof typeof GRAPHQL_ERRORS;

/**
 * An error of the HTTP handler with a code from the catalogue.
 *
 * @example
 * const error = new GraphQLHttpError('BATON_GRAPHQL_BODY_TOO_LARGE');
 * error.status; // 413
 */
export class GraphQLHttpError extends defineErrors('GraphQLHttpError', GRAPHQL_ERRORS) {}
