export type {
  InferInput,
  InferOutput,
  StandardFailure,
  StandardIssue,
  StandardJsonSchemaConverter,
  StandardJsonSchemaOptions,
  StandardPathSegment,
  StandardResult,
  StandardSchemaProps,
  StandardSchemaV1,
  StandardSuccess,
  StandardTypes,
} from '@batonjs/http';
export * from './client.js';
export { describeRoute } from './describe-route.js';
export { type ProblemIssue, type RequestPart, SchemaError, type SchemaErrorCode, schemaErrors } from './errors.js';
export type { JsonSchema } from './openapi/json-schemas.js';
export { type OpenApiOptions, openapi, type Routable } from './openapi/openapi.js';
export type {
  OpenApiContent,
  OpenApiDocument,
  OpenApiInfo,
  OpenApiOperation,
  OpenApiParameter,
  OpenApiResponse,
  OpenApiServer,
} from './openapi/openapi-document.js';
export { type Problem, problemOf } from './problem.js';
export {
  isStandardSchema,
  type OperationDocs,
  type ResponseDescription,
  type ResponseSchemas,
  type ResponseSpec,
  type RouteSchemas,
  routeSchemasOf,
  type SchemaTypes,
} from './route-schemas.js';
export { createValidate, type ValidatedMiddleware, validate } from './validate.js';
export type { ValidateOptions } from './validate-options.js';
