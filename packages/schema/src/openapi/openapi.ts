import { STATUS_CODES } from 'node:http';
import type { StandardSchemaV1 } from '@batonjs/http';
import { SchemaError } from '../errors.js';
import { isStandardSchema, type ResponseSpec, type RouteSchemas } from '../route-schemas.js';
import { type CollectedRoute, collectRoutes, type UnlistedRoute } from './collect-routes.js';
import { type JsonSchema, JsonSchemas } from './json-schemas.js';
import type {
  OpenApiContent,
  OpenApiDocument,
  OpenApiInfo,
  OpenApiOperation,
  OpenApiParameter,
  OpenApiResponse,
  OpenApiServer,
} from './openapi-document.js';
import { type PathTemplate, pathTemplates } from './path-template.js';
import { PROBLEM_SCHEMA } from './problem-schema.js';

/**
 * What `openapi()` puts in the document besides the routes.
 *
 * @example
 * openapi(app, { info: { title: 'Blog', version: '1.0.0' }, servers: [{ url: 'http://localhost:8080' }] });
 */
export interface OpenApiOptions {
  readonly info: OpenApiInfo;
  readonly servers?: readonly OpenApiServer[] | undefined;
  /** `components.securitySchemes`, named by the `security` requirements of routes. */
  readonly securitySchemes?: Readonly<Record<string, Readonly<Record<string, unknown>>>> | undefined;
  /** The requirements for every operation that sets none of its own. */
  readonly security?: ReadonlyArray<Readonly<Record<string, readonly string[]>>> | undefined;
  readonly tags?: ReadonlyArray<{ readonly name: string; readonly description?: string }> | undefined;
  /** Document the problem responses `validate()` sends (400, 415, 422); default true. */
  readonly problems?: boolean | undefined;
}

/** What `openapi()` reads of an app or router: its router (an app) or its stack (a router). */
export interface Routable {
  readonly router?: unknown;
  readonly stack?: unknown;
}

const PROBLEM_REF = { $ref: '#/components/schemas/Problem' };
// OpenAPI 3.1 §4.8.12.1: these header parameters SHALL be ignored; the document says them elsewhere.
const RESERVED_HEADERS = new Set(['accept', 'content-type', 'authorization']);

function objectProperties(schema: JsonSchema): { properties: Record<string, JsonSchema>; required: Set<string> } {
  const properties =
    typeof schema.properties === 'object' && schema.properties !== null
      ? (schema.properties as Record<string, JsonSchema>)
      : {};
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  return { properties, required };
}

function parametersIn(
  where: 'query' | 'header',
  schema: StandardSchemaV1 | undefined,
  json: JsonSchemas,
): OpenApiParameter[] {
  if (schema === undefined) return [];
  const { properties, required } = objectProperties(json.of(schema, 'input'));
  return Object.entries(properties)
    .filter(([name]) => where !== 'header' || !RESERVED_HEADERS.has(name.toLowerCase()))
    .map(([name, property]) => ({ name, in: where, required: required.has(name), schema: property }));
}

function pathParameters(template: PathTemplate, schemas: RouteSchemas, json: JsonSchemas): OpenApiParameter[] {
  const described = schemas.params === undefined ? undefined : objectProperties(json.of(schemas.params, 'input'));
  return template.params.map(({ name, wildcard }) => {
    const schema = described?.properties[name] ?? { type: 'string' };
    const parameter: OpenApiParameter = { name, in: 'path', required: true, schema };
    return wildcard
      ? {
          ...parameter,
          description: `An Express wildcard (*${name}): matches one or more path segments, "/" included, which an OpenAPI path parameter cannot say`,
          'x-baton-wildcard': true,
        }
      : parameter;
  });
}

function contentOf(schema: StandardSchemaV1 | undefined, type: string, json: JsonSchemas): OpenApiContent | undefined {
  return schema === undefined ? undefined : { [type]: { schema: json.of(schema, 'input') } };
}

function responseOf(status: string, spec: ResponseSpec, json: JsonSchemas): OpenApiResponse {
  const long = isStandardSchema(spec) ? { schema: spec } : spec;
  const description =
    long.description ?? (status === 'default' ? 'Any other status' : (STATUS_CODES[status] ?? status));
  const content = contentOf(long.schema, long.contentType ?? 'application/json', json);
  return content === undefined ? { description } : { description, content };
}

function responsesOf(schemas: RouteSchemas, problems: boolean, json: JsonSchemas): Record<string, OpenApiResponse> {
  const responses: Record<string, OpenApiResponse> = {};
  for (const [status, spec] of Object.entries(schemas.response ?? {})) {
    responses[status] = responseOf(status, spec as ResponseSpec, json);
  }
  if (problems) {
    const problem = (description: string): OpenApiResponse => ({
      description,
      content: { 'application/problem+json': { schema: PROBLEM_REF } },
    });
    if (schemas.params !== undefined || schemas.query !== undefined || schemas.headers !== undefined) {
      responses['400'] ??= problem('The params, query or headers do not fit the schema (every issue listed)');
    }
    if (schemas.body !== undefined) {
      responses['415'] ??= problem('The body is of a media type the app does not parse');
      responses['422'] ??= problem('The body does not fit the schema (every issue listed)');
    }
  }
  if (Object.keys(responses).length === 0) {
    responses.default = { description: 'Not documented: the route declares no response schemas' };
  }
  return responses;
}

function operationOf(
  route: CollectedRoute,
  template: PathTemplate,
  options: OpenApiOptions,
  json: JsonSchemas,
): OpenApiOperation {
  const { schemas } = route;
  const docs = schemas.openapi ?? {};
  const parameters = [
    ...pathParameters(template, schemas, json),
    ...parametersIn('query', schemas.query, json),
    ...parametersIn('header', schemas.headers, json),
  ];
  const body = contentOf(schemas.body, 'application/json', json);
  const alternative = template.alternative;
  const operationId =
    docs.operationId === undefined || alternative === undefined || alternative.index === 0
      ? docs.operationId
      : `${docs.operationId}_${alternative.index + 1}`;
  const operation: Record<string, unknown> = {
    ...(operationId === undefined ? {} : { operationId }),
    ...(docs.summary === undefined ? {} : { summary: docs.summary }),
    ...(docs.description === undefined ? {} : { description: docs.description }),
    ...(docs.tags === undefined ? {} : { tags: docs.tags }),
    ...(docs.security === undefined ? {} : { security: docs.security }),
    ...(docs.deprecated === undefined ? {} : { deprecated: docs.deprecated }),
    ...(parameters.length === 0 ? {} : { parameters }),
    ...(body === undefined ? {} : { requestBody: { required: true, content: body } }),
    responses: responsesOf(schemas, options.problems ?? true, json),
  };
  if (alternative !== undefined) {
    operation['x-baton-express-path'] = route.path;
    operation['x-baton-alternative'] =
      `${alternative.index + 1} of ${alternative.of}: the Express path's optional groups expanded`;
  }
  return operation as unknown as OpenApiOperation;
}

/**
 * An OpenAPI 3.1 document of an app's routes, built from the routes as they are registered
 * (mounted routers included, in the order Express matches them). Express path syntax becomes path
 * templates (`:id` to `{id}`; each optional group expanded into its own path; a `*rest` wildcard
 * documented as the parameter it is, with a note that it spans segments). Each operation's
 * parameters, request body and responses come from its `validate()` schemas through Standard
 * JSON Schema; routes without schemas are listed all the same; RegExp paths and `route.all()`
 * cannot be templated and are named under `x-baton-unlisted`.
 *
 * @example
 * app.get('/api/openapi.json', (req, res) => res.json(openapi(app, { info: { title: 'Blog', version: '1.0.0' } })));
 */
export function openapi(app: Routable, options: OpenApiOptions): OpenApiDocument {
  if (typeof options?.info?.title !== 'string' || typeof options.info.version !== 'string') {
    throw new SchemaError('BATON_SCHEMA_INVALID_OPTION', 'openapi(): info.title and info.version are required');
  }
  const { routes, unlisted } = collectRoutes(app.stack === undefined ? app.router : app);
  const json = new JsonSchemas();
  const paths: Record<string, Record<string, OpenApiOperation>> = {};
  const operationIds = new Map<string, string>();
  const shadowed: UnlistedRoute[] = [];
  for (const route of routes) {
    for (const template of pathTemplates(route.path)) {
      paths[template.template] ??= {};
      const item = paths[template.template] as Record<string, OpenApiOperation>;
      if (item[route.method] !== undefined) {
        shadowed.push({
          method: route.method.toUpperCase(),
          path: route.path,
          reason: `shadowed: ${template.template} is listed for an earlier route`,
        });
        continue;
      }
      const operation = operationOf(route, template, options, json);
      if (operation.operationId !== undefined) {
        const where = `${route.method.toUpperCase()} ${route.path}`;
        const first = operationIds.get(operation.operationId);
        if (first !== undefined) {
          throw new SchemaError(
            'BATON_SCHEMA_INVALID_OPTION',
            `openapi(): operationId ${operation.operationId} is used by ${first} and ${where}`,
          );
        }
        operationIds.set(operation.operationId, where);
      }
      item[route.method] = operation;
    }
  }
  const notListed = [...unlisted, ...shadowed];
  return {
    openapi: '3.1.1',
    info: options.info,
    ...(options.servers === undefined ? {} : { servers: options.servers }),
    ...(options.tags === undefined ? {} : { tags: options.tags }),
    ...(options.security === undefined ? {} : { security: options.security }),
    paths,
    components: {
      schemas: { Problem: PROBLEM_SCHEMA, ...json.components },
      ...(options.securitySchemes === undefined ? {} : { securitySchemes: options.securitySchemes }),
    },
    ...(notListed.length === 0 ? {} : { 'x-baton-unlisted': notListed }),
  };
}
