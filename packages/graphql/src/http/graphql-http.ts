import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseContentType } from '@batonjs/http';
import { GraphQLError, type GraphQLFormattedError } from '../error/graphql-error.js';
import { GRAPHQL_ERRORS, GraphQLHttpError } from '../errors.js';
import { type ExecutionArgs, type ExecutionResult, execute } from '../execution/execute.js';
import { subscribe } from '../execution/subscribe.js';
import { prepareDocument } from '../graphql.js';
import type { DocumentNode, OperationDefinitionNode } from '../language/ast.js';
import type { GraphQLFieldResolver } from '../type/definition.js';
import type { GraphQLSchema } from '../type/schema.js';
import { buildSchema, type ResolverMap } from '../utilities/build-schema.js';
import { specifiedRules } from '../validation/specified-rules.js';
import type { ValidationRule } from '../validation/validation-context.js';
import { LruCache } from './document-cache.js';
import { countSelections } from './document-limits.js';
import { canStreamEvents, openEventSink, streamResults } from './event-stream-results.js';
import { findIntrospectionField } from './introspection-fields.js';
import {
  APPLICATION_JSON,
  GRAPHQL_RESPONSE_JSON,
  negotiateResponseType,
  prefersEventStream,
  type ResponseMediaType,
} from './media-type.js';
import { readBody } from './read-body.js';
import { type GraphQLParams, paramsFromJson, paramsFromObject, paramsFromSearch } from './request-params.js';

/**
 * Limits on what one request may ask; every one is configurable.
 *
 * @example
 * graphqlHttp({ schema, limits: { depth: 15, aliases: 30 } });
 */
export interface GraphQLHttpLimits {
  /** Longest query text, in characters. Default 100,000. */
  readonly queryLength?: number | undefined;
  /** Most tokens the parser reads (white space, commas and comments excluded). Default 10,000. */
  readonly tokens?: number | undefined;
  /** Deepest nesting of selection sets and values, checked while parsing. Default 64. */
  readonly depth?: number | undefined;
  /** Most aliases in the document, fragments expanded. Default 100. */
  readonly aliases?: number | undefined;
  /** Most fields in the document, fragments expanded. Default 2,000. */
  readonly fields?: number | undefined;
  /** Largest request body, in bytes, when the handler reads the body itself. Default 100 KiB. */
  readonly bodyBytes?: number | undefined;
  /** ms to receive the whole body when the handler reads it; longer gets 408. 0 for none. Default 30,000. */
  readonly bodyTimeout?: number | undefined;
  /**
   * Least average speed of a body the handler reads, in bytes a second, checked once a second
   * after the first; slower gets 408. 0 for none. Default 1,024.
   */
  readonly bodyMinRate?: number | undefined;
}

/**
 * Options of `graphqlHttp`; only `schema` is required.
 *
 * @example
 * const options: GraphQLHttpOptions = { schema, maskErrors: true, cacheSize: 500 };
 */
export interface GraphQLHttpOptions {
  /** An executable schema, or SDL text built with `resolvers` (as `buildSchema(sdl, { resolvers })`). */
  readonly schema: GraphQLSchema | string;
  /** Resolvers for an SDL `schema`; a built schema already carries its own. */
  readonly resolvers?: ResolverMap | undefined;
  readonly rootValue?: unknown;
  /** The context value, or a function of the request building it (may return a promise). */
  readonly context?: unknown;
  /** Resolver for fields without one (defaults to reading the property). */
  readonly fieldResolver?: GraphQLFieldResolver | undefined;
  /**
   * Replace the message of errors resolvers threw (anything but a GraphQLError, or an error with
   * `expose: true`) with 'Internal server error'; the original goes to `onError`. Default false.
   */
  readonly maskErrors?: boolean | undefined;
  /** Receives every masked error. Default: console.error. */
  readonly onError?: ((error: GraphQLError) => void) | undefined;
  readonly limits?: GraphQLHttpLimits | undefined;
  /** How many distinct query texts keep their parsed and validated document. Default 1,000. */
  readonly cacheSize?: number | undefined;
  /**
   * Answer `__schema` and `__type` queries. Default: true, except when `NODE_ENV` is `production`
   * (read when the handler is made), where a schema is not published to whoever asks;
   * `__typename` is always allowed.
   */
  readonly introspection?: boolean | undefined;
  /**
   * Rules run after the specification's (a cost limit, no introspection); their verdict is cached
   * with the document, so they cost nothing on a repeated query. Default none.
   */
  readonly validationRules?: readonly ValidationRule[] | undefined;
}

/**
 * A node request handler with Express's optional `next`.
 *
 * @example
 * const handler: GraphQLHttpHandler = graphqlHttp({ schema });
 * http.createServer(handler);
 */
export type GraphQLHttpHandler = (req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void) => void;

/** A parsed, validated and limit-checked document, or the request errors that stop it. */
type PreparedDocument =
  | { readonly document: DocumentNode; readonly errors?: undefined }
  | { readonly errors: ReadonlyArray<GraphQLError>; readonly document?: undefined };

const DEFAULTS = {
  queryLength: 100_000,
  tokens: 10_000,
  depth: 64,
  aliases: 100,
  fields: 2_000,
  bodyBytes: 100 * 1024,
  bodyTimeout: 30_000,
  bodyMinRate: 1024,
};

/**
 * The `/graphql` endpoint, following the GraphQL-over-HTTP specification: POST with a JSON body
 * or GET with URL parameters (queries only), `Accept` negotiation between
 * `application/graphql-response+json` and `application/json` with the status codes each implies,
 * and a bounded cache of parsed and validated documents keyed by query text. It works on bare
 * node `req`/`res` and as Baton or Express middleware; a JSON body parser that ran before it is
 * reused.
 *
 * @example
 * app.use('/graphql', graphqlHttp({ schema, context: (req) => ({ user: req.headers['x-user'] }) }));
 */
export function graphqlHttp(options: GraphQLHttpOptions): GraphQLHttpHandler {
  if (typeof options.schema !== 'string' && options.resolvers !== undefined) {
    throw new TypeError('graphqlHttp: `resolvers` go with an SDL `schema`; a built schema already has its resolvers.');
  }
  const schema =
    typeof options.schema === 'string' ? buildSchema(options.schema, { resolvers: options.resolvers }) : options.schema;
  const limits = { ...DEFAULTS, ...definedOnly(options.limits ?? {}) };
  const cache = new LruCache<string, PreparedDocument>(options.cacheSize ?? 1_000);
  const rules =
    options.validationRules === undefined ? specifiedRules : [...specifiedRules, ...options.validationRules];
  const onError = options.onError ?? ((error: GraphQLError) => console.error(error.originalError ?? error));
  const introspection = options.introspection ?? process.env.NODE_ENV !== 'production';

  const prepare = (query: string): PreparedDocument => {
    const cached = cache.get(query);
    if (cached !== undefined) return cached;
    // The outcome depends only on the text and this handler's options, so it is cached too.
    const prepared = refuseIntrospection(prepareWithLimits(schema, query, limits, rules), introspection);
    cache.set(query, prepared);
    return prepared;
  };

  const finish = (result: ExecutionResult): ExecutionResult =>
    options.maskErrors === true ? maskResult(result, onError) : result;

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    // GraphQL over SSE (distinct connections mode); request errors before the document still answer JSON.
    const eventStream = prefersEventStream(req.headers.accept) && canStreamEvents(res);
    const mediaType = eventStream ? APPLICATION_JSON : negotiateResponseType(req.headers.accept);
    if (mediaType === undefined) {
      sendHttpError(res, APPLICATION_JSON, new GraphQLHttpError('BATON_GRAPHQL_NOT_ACCEPTABLE'));
      return;
    }
    let params: GraphQLParams;
    try {
      params = await readParams(req, res, limits);
    } catch (error) {
      if (!(error instanceof GraphQLHttpError)) throw error;
      sendHttpError(res, mediaType, error);
      return;
    }

    const prepared =
      params.query.length > limits.queryLength ? queryTooLong(limits.queryLength) : prepare(params.query);
    if (prepared.errors !== undefined) {
      // Over SSE the protocol reports them as a `next` event: an EventSource could not read a 400.
      if (eventStream) await streamResults(openEventSink(res), { errors: prepared.errors }, finish);
      else sendResult(res, mediaType, { errors: prepared.errors });
      return;
    }
    if (req.method === 'GET' && selectOperation(prepared.document, params.operationName)?.operation === 'mutation') {
      res.setHeader('Allow', 'POST');
      sendHttpError(res, mediaType, new GraphQLHttpError('BATON_GRAPHQL_MUTATION_OVER_GET'));
      return;
    }
    const contextValue =
      typeof options.context === 'function'
        ? await (options.context as (req: IncomingMessage, res: ServerResponse) => unknown)(req, res)
        : options.context;
    const args: ExecutionArgs = {
      schema,
      document: prepared.document,
      rootValue: options.rootValue,
      contextValue,
      variableValues: params.variables,
      operationName: params.operationName,
      fieldResolver: options.fieldResolver,
    };
    const operation = selectOperation(prepared.document, params.operationName)?.operation;
    if (eventStream) {
      const sink = openEventSink(res);
      let results: Awaited<ReturnType<typeof subscribe>>;
      try {
        results = operation === 'subscription' ? await subscribe(args) : await execute(args);
      } catch (error) {
        // The stream is open: the failure goes into it as a result, masked like any other.
        const message = error instanceof Error ? error.message : String(error);
        results = { errors: [new GraphQLError(message, { originalError: error as Error })] };
      }
      await streamResults(sink, results, finish);
      return;
    }
    if (operation === 'subscription') {
      sendResult(res, mediaType, {
        errors: [
          new GraphQLError(GRAPHQL_ERRORS.BATON_GRAPHQL_SUBSCRIPTION_NEEDS_SSE.message, {
            extensions: { code: 'BATON_GRAPHQL_SUBSCRIPTION_NEEDS_SSE' },
          }),
        ],
      });
      return;
    }
    sendResult(res, mediaType, finish(await execute(args)));
  };

  return function graphqlHttpHandler(req, res, next) {
    handle(req, res).catch((error: unknown) => {
      if (next !== undefined) next(error);
      else if (!res.headersSent) sendHttpError(res, APPLICATION_JSON, new GraphQLHttpError('BATON_GRAPHQL_INTERNAL'));
      else res.destroy();
    });
  };
}

function definedOnly(limits: GraphQLHttpLimits): Partial<typeof DEFAULTS> {
  return Object.fromEntries(Object.entries(limits).filter(([, value]) => value !== undefined));
}

/** Reads the request parameters from the URL (GET) or the JSON body (POST). */
async function readParams(req: IncomingMessage, res: ServerResponse, limits: typeof DEFAULTS): Promise<GraphQLParams> {
  if (req.method === 'GET') return paramsFromSearch(new URL(req.url ?? '/', 'http://localhost').searchParams);
  if (req.method !== 'POST') {
    throw new GraphQLHttpError('BATON_GRAPHQL_METHOD_NOT_ALLOWED');
  }
  const header = req.headers['content-type'];
  if (header === undefined) throw new GraphQLHttpError('BATON_GRAPHQL_UNSUPPORTED_MEDIA_TYPE');
  const media = parseContentType(header);
  if (media?.essence !== APPLICATION_JSON) throw new GraphQLHttpError('BATON_GRAPHQL_UNSUPPORTED_MEDIA_TYPE');
  const charset = media.params.charset?.toLowerCase();
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
    throw new GraphQLHttpError('BATON_GRAPHQL_UNSUPPORTED_CHARSET');
  }
  const encoding = req.headers['content-encoding'];
  if (encoding !== undefined && encoding.toLowerCase() !== 'identity') {
    throw new GraphQLHttpError('BATON_GRAPHQL_UNSUPPORTED_ENCODING');
  }

  // A body parser that ran earlier in the chain has consumed the stream; use what it produced.
  const parsed = (req as IncomingMessage & { body?: unknown }).body;
  if (parsed !== undefined) {
    if (typeof parsed === 'string') return paramsFromJson(parsed);
    if (Buffer.isBuffer(parsed)) return paramsFromJson(parsed.toString('utf8'));
    return paramsFromObject(parsed);
  }
  if (req.readableEnded) throw new GraphQLHttpError('BATON_GRAPHQL_BODY_MISSING');
  return paramsFromJson(
    await readBody(req, res, { limit: limits.bodyBytes, timeout: limits.bodyTimeout, minRate: limits.bodyMinRate }),
  );
}

function queryTooLong(max: number): PreparedDocument {
  return {
    errors: [
      new GraphQLError(`The query is longer than the ${max} characters allowed.`, {
        extensions: { code: 'BATON_GRAPHQL_QUERY_TOO_LONG' },
      }),
    ],
  };
}

/** Parse (with the token and depth limits), validate, then count aliases and fields. */
function prepareWithLimits(
  schema: GraphQLSchema,
  query: string,
  limits: typeof DEFAULTS,
  rules: readonly ValidationRule[],
): PreparedDocument {
  const prepared = prepareDocument(schema, query, { maxTokens: limits.tokens, maxDepth: limits.depth }, rules);
  if (!('document' in prepared)) return { errors: prepared.errors };
  const counts = countSelections(prepared.document, Math.max(limits.fields, limits.aliases));
  if (counts.aliases > limits.aliases) {
    return {
      errors: [
        new GraphQLError(`The document has more than the ${limits.aliases} aliases allowed.`, {
          extensions: { code: 'BATON_GRAPHQL_TOO_MANY_ALIASES' },
        }),
      ],
    };
  }
  if (counts.fields > limits.fields) {
    return {
      errors: [
        new GraphQLError(`The document selects more than the ${limits.fields} fields allowed.`, {
          extensions: { code: 'BATON_GRAPHQL_TOO_MANY_FIELDS' },
        }),
      ],
    };
  }
  return { document: prepared.document };
}

/** A prepared document that selects `__schema`/`__type` becomes a request error when introspection is off. */
function refuseIntrospection(prepared: PreparedDocument, introspection: boolean): PreparedDocument {
  if (introspection || prepared.document === undefined) return prepared;
  const field = findIntrospectionField(prepared.document);
  if (field === undefined) return prepared;
  return {
    errors: [
      new GraphQLError(GRAPHQL_ERRORS.BATON_GRAPHQL_INTROSPECTION_DISABLED.message, {
        nodes: [field],
        extensions: { code: 'BATON_GRAPHQL_INTROSPECTION_DISABLED' },
      }),
    ],
  };
}

/** The operation `execute` would run, to refuse mutations over GET before running anything. */
function selectOperation(
  document: DocumentNode,
  operationName: string | undefined,
): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition',
  );
  if (operationName === undefined) return operations.length === 1 ? operations[0] : undefined;
  return operations.find((operation) => operation.name?.value === operationName);
}

/**
 * Errors a resolver threw by accident (anything but a GraphQLError or an error marked `expose`)
 * lose their message; where and why they happened stays on the server.
 */
function maskResult(result: ExecutionResult, onError: (error: GraphQLError) => void): ExecutionResult {
  if (result.errors === undefined) return result;
  const errors = result.errors.map((error) => {
    const original = error.originalError;
    if (original === undefined || original instanceof GraphQLError) return error;
    if ((original as { expose?: unknown }).expose === true) return error;
    onError(error);
    return new GraphQLError('Internal server error', {
      nodes: error.nodes,
      path: error.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
  });
  return { ...result, errors };
}

/**
 * GraphQL over HTTP §Status Codes: with `application/json` every well-formed request gets 200;
 * with `application/graphql-response+json` a response without `data` (the request failed before
 * execution: syntax, validation, variables, operation) gets 400.
 */
function sendResult(res: ServerResponse, mediaType: ResponseMediaType, result: ExecutionResult): void {
  const status = mediaType === GRAPHQL_RESPONSE_JSON && !('data' in result) ? 400 : 200;
  send(res, status, mediaType, result);
}

function sendHttpError(res: ServerResponse, mediaType: ResponseMediaType, error: GraphQLHttpError): void {
  if (error.code === 'BATON_GRAPHQL_METHOD_NOT_ALLOWED') res.setHeader('Allow', 'GET, POST');
  const body: { errors: GraphQLFormattedError[] } = {
    errors: [{ message: error.message, extensions: { code: error.code } }],
  };
  send(res, error.status, mediaType, body);
}

function send(res: ServerResponse, status: number, mediaType: ResponseMediaType, body: unknown): void {
  const payload = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', `${mediaType}; charset=utf-8`);
  res.setHeader('Content-Length', Buffer.byteLength(payload));
  res.end(payload);
}
