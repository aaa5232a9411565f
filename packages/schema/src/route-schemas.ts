import type { InferOutput, StandardSchemaV1 } from '@batonjs/http';

/**
 * A response as the route documents it: a schema for its JSON body, or a description with an
 * optional schema and media type (`{ description: 'Deleted' }` for a 204 with no body).
 *
 * @example
 * const created: ResponseSpec = { description: 'The new post', schema: Post };
 */
export type ResponseSpec = StandardSchemaV1 | ResponseDescription;

/**
 * The long form of a {@link ResponseSpec}.
 *
 * @example
 * const noContent: ResponseDescription = { description: 'Deleted' };
 */
export interface ResponseDescription {
  readonly description?: string | undefined;
  /** The body's schema; none for a response without a body. */
  readonly schema?: StandardSchemaV1 | undefined;
  /** The body's media type in the document; `application/json` unless given. */
  readonly contentType?: string | undefined;
}

/**
 * The responses of a route by status (`200`, `404`, ...) or `default` for every other status.
 *
 * @example
 * const responses: ResponseSchemas = { 200: Post, 404: Problem, 204: { description: 'Deleted' } };
 */
export type ResponseSchemas = { readonly [status: number]: ResponseSpec } & { readonly default?: ResponseSpec };

/**
 * What the OpenAPI document says of an operation, set where the route is declared.
 *
 * @example
 * validate({ body: PostInput, openapi: { operationId: 'createPost', tags: ['posts'], security: [{ session: [] }] } });
 */
export interface OperationDocs {
  readonly operationId?: string | undefined;
  readonly summary?: string | undefined;
  readonly description?: string | undefined;
  readonly tags?: readonly string[] | undefined;
  /** Security requirements (names of `components.securitySchemes` given to `openapi()`). */
  readonly security?: ReadonlyArray<Readonly<Record<string, readonly string[]>>> | undefined;
  readonly deprecated?: boolean | undefined;
}

/**
 * The schemas `validate()` takes: one Standard Schema per part of the request, the responses by
 * status, and what the OpenAPI document says of the operation.
 *
 * @example
 * const schemas: RouteSchemas = { params: z.object({ id: z.coerce.number() }), response: { 200: Post } };
 */
export interface RouteSchemas {
  readonly params?: StandardSchemaV1<unknown, object> | undefined;
  readonly query?: StandardSchemaV1<unknown, object> | undefined;
  /** Checked against `req.headers` (lower-case names); `req.headers` itself is left as node made it. */
  readonly headers?: StandardSchemaV1<unknown, object> | undefined;
  readonly body?: StandardSchemaV1 | undefined;
  readonly response?: ResponseSchemas | undefined;
  readonly openapi?: OperationDocs | undefined;
}

type PartOutput<S, K extends string> = K extends keyof S
  ? S[K] extends StandardSchemaV1
    ? InferOutput<S[K]>
    : never
  : never;

/**
 * What the handlers after `validate(schemas)` see: `params`, `query` and `body` typed from the
 * schemas' outputs, each only where a schema was given.
 *
 * @example
 * type T = SchemaTypes<{ body: typeof PostInput }>; // { body: { title: string; content: string } }
 */
export type SchemaTypes<S extends RouteSchemas> = {
  [K in 'params' | 'query' | 'body' as PartOutput<S, K> extends never ? never : K]: PartOutput<S, K>;
};

/** Where a validate() middleware keeps its schemas; a registry symbol, so two copies of the package agree. */
const kRouteSchemas = Symbol.for('batonjs.schema.routeSchemas');

/**
 * Marks a middleware as carrying these schemas, for `openapi()` to find.
 *
 * @example
 * attachRouteSchemas(middleware, { body: PostInput });
 */
export function attachRouteSchemas(handler: object, schemas: RouteSchemas): void {
  Object.defineProperty(handler, kRouteSchemas, { value: schemas });
}

/**
 * The schemas of a `validate()` middleware, or undefined for any other handler.
 *
 * @example
 * routeSchemasOf(validate({ body: PostInput }))?.body === PostInput; // true
 */
export function routeSchemasOf(handler: unknown): RouteSchemas | undefined {
  if (typeof handler !== 'function') return undefined;
  return (handler as unknown as Record<symbol, RouteSchemas | undefined>)[kRouteSchemas];
}

/**
 * Whether a value implements Standard Schema v1.
 *
 * @example
 * isStandardSchema(z.string()); // true
 */
export function isStandardSchema(value: unknown): value is StandardSchemaV1 {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return false;
  const props = (value as { '~standard'?: { version?: unknown; validate?: unknown } })['~standard'];
  return typeof props === 'object' && props !== null && props.version === 1 && typeof props.validate === 'function';
}

/**
 * The schema of a response spec (the spec itself, or its `schema`).
 *
 * @example
 * responseSchemaOf({ description: 'Deleted' }); // undefined
 */
export function responseSchemaOf(spec: ResponseSpec | undefined): StandardSchemaV1 | undefined {
  if (spec === undefined) return undefined;
  return isStandardSchema(spec) ? spec : spec.schema;
}
