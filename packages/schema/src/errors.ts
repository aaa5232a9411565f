import { defineErrors, type ErrorCatalogue } from '@batonjs/http';

/**
 * The catalogue of @batonjs/schema's coded errors. The request codes are what `validate()` answers
 * with (as a problem response, or passed to `next(err)`); the setup codes are thrown when
 * `validate()` or `openapi()` is called with something they cannot use, so a mistake fails at
 * startup; the client codes name what the typed client rejects with.
 *
 * @example
 * schemaErrors.BATON_SCHEMA_INVALID_BODY.status; // 422
 */
export const schemaErrors = {
  BATON_SCHEMA_INVALID_PARAMS: { status: 400, message: 'The path parameters do not fit the route schema' },
  BATON_SCHEMA_INVALID_QUERY: { status: 400, message: 'The query string does not fit the route schema' },
  BATON_SCHEMA_INVALID_HEADERS: { status: 400, message: 'The request headers do not fit the route schema' },
  BATON_SCHEMA_INVALID_REQUEST: {
    status: 400,
    message: 'More than one part of the request (params, query, headers, body) does not fit the route schema',
  },
  BATON_SCHEMA_INVALID_BODY: { status: 422, message: 'The request body does not fit the route schema' },
  BATON_SCHEMA_UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    message: 'The request has a body that no body parser read (its Content-Type is not one the route accepts)',
  },
  BATON_SCHEMA_VALIDATOR_FAILED: { status: 500, message: 'A validator threw instead of answering' },
  BATON_SCHEMA_VALIDATOR_TIMEOUT: {
    status: 503,
    message: 'A validator did not answer within the timeout option of validate()',
  },
  BATON_SCHEMA_RESPONSE_MISMATCH: {
    status: 500,
    message: 'The response body does not fit the response schema declared for its status',
  },
  BATON_SCHEMA_INVALID_OPTION: {
    status: 500,
    message: 'An option of validate() or openapi() has a value it cannot use',
  },
  BATON_SCHEMA_CLIENT_FAILED: {
    status: 502,
    message: 'Client: the request failed, or the server answered with something that is not JSON',
  },
} as const satisfies ErrorCatalogue;

/**
 * One of the codes of the schema error catalogue.
 *
 * @example
 * const code: SchemaErrorCode = 'BATON_SCHEMA_INVALID_BODY';
 */
export type SchemaErrorCode = keyof typeof schemaErrors;

/**
 * A coded error of @batonjs/schema: `code`, `status` (mirrored as `statusCode`), `expose` (true below
 * 500), and for a validation failure the `issues` found, each with where it was (`in`) and its path.
 *
 * @example
 * app.use((err, req, res, next) => {
 *   if (err instanceof SchemaError) res.status(err.status).json({ code: err.code, issues: err.issues });
 *   else next(err);
 * });
 */
export class SchemaError extends defineErrors('SchemaError', schemaErrors) {
  /** Every issue the validators found; empty for errors that are not validation failures. */
  issues: readonly ProblemIssue[] = [];
}

/**
 * Which part of the request a validator checked (or `response`, for a response schema).
 *
 * @example
 * const where: RequestPart = 'body';
 */
export type RequestPart = 'params' | 'query' | 'headers' | 'body' | 'response';

/**
 * One issue in a problem response: where it was, its path inside that part (object keys and array
 * indexes), the same path as a JSON Pointer (RFC 6901), and the validator's message.
 *
 * @example
 * const issue: ProblemIssue = { in: 'body', path: ['tags', 0], pointer: '/tags/0', message: 'Expected string' };
 */
export interface ProblemIssue {
  readonly in: RequestPart;
  readonly path: ReadonlyArray<string | number>;
  readonly pointer: string;
  readonly message: string;
}
