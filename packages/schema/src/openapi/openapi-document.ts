import type { JsonSchema } from './json-schemas.js';

/**
 * The `info` object of an OpenAPI document: a title and the API's version are required.
 *
 * @example
 * const info: OpenApiInfo = { title: 'Blog API', version: '1.0.0' };
 */
export interface OpenApiInfo {
  readonly title: string;
  readonly version: string;
  readonly description?: string | undefined;
  readonly summary?: string | undefined;
  readonly [extension: string]: unknown;
}

/**
 * A server the API is reached at.
 *
 * @example
 * const server: OpenApiServer = { url: 'http://localhost:8080', description: 'development' };
 */
export interface OpenApiServer {
  readonly url: string;
  readonly description?: string | undefined;
}

/**
 * A parameter of an operation (path, query or header).
 *
 * @example
 * const id: OpenApiParameter = { name: 'id', in: 'path', required: true, schema: { type: 'string' } };
 */
export interface OpenApiParameter {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header';
  readonly required: boolean;
  readonly schema: JsonSchema;
  readonly description?: string;
  readonly [extension: `x-${string}`]: unknown;
}

/**
 * A media type's body schema, by media type.
 *
 * @example
 * const content: OpenApiContent = { 'application/json': { schema: { type: 'object' } } };
 */
export type OpenApiContent = Record<string, { readonly schema: JsonSchema }>;

/**
 * One response of an operation.
 *
 * @example
 * const ok: OpenApiResponse = { description: 'OK', content: { 'application/json': { schema: {} } } };
 */
export interface OpenApiResponse {
  readonly description: string;
  readonly content?: OpenApiContent;
}

/**
 * One operation (a method on a path).
 *
 * @example
 * const op: OpenApiOperation = { responses: { default: { description: 'Not documented' } } };
 */
export interface OpenApiOperation {
  readonly operationId?: string;
  readonly summary?: string;
  readonly description?: string;
  readonly tags?: readonly string[];
  readonly security?: ReadonlyArray<Readonly<Record<string, readonly string[]>>>;
  readonly deprecated?: boolean;
  readonly parameters?: readonly OpenApiParameter[];
  readonly requestBody?: { readonly required: boolean; readonly content: OpenApiContent };
  readonly responses: Record<string, OpenApiResponse>;
  readonly [extension: `x-${string}`]: unknown;
}

/**
 * An OpenAPI 3.1 document as `openapi()` builds it.
 *
 * @example
 * const doc: OpenApiDocument = openapi(app, { info: { title: 'Blog', version: '1' } });
 * doc.paths['/api/posts/{id}']?.get?.responses['200'];
 */
export interface OpenApiDocument {
  readonly openapi: string;
  readonly info: OpenApiInfo;
  readonly servers?: readonly OpenApiServer[];
  readonly paths: Record<string, Partial<Record<string, OpenApiOperation>>>;
  readonly components: {
    readonly schemas: Record<string, JsonSchema>;
    readonly securitySchemes?: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  };
  readonly security?: ReadonlyArray<Readonly<Record<string, readonly string[]>>>;
  readonly tags?: ReadonlyArray<{ readonly name: string; readonly description?: string }>;
  /** Routes the document could not list (RegExp paths, `route.all()`), and why. */
  readonly 'x-baton-unlisted'?: ReadonlyArray<{
    readonly method: string;
    readonly path: string;
    readonly reason: string;
  }>;
}
