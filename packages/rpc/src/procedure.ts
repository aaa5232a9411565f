import type { IncomingMessage, ServerResponse } from 'node:http';
import type { InferInput, InferOutput, StandardIssue, StandardResult, StandardSchemaV1 } from '@batonjs/http';
import { jsonRpcCodes } from './json-rpc-codes.js';
import { RpcError } from './rpc-error.js';

/**
 * What a procedure gets besides its params: the request and the response, to read a session
 * cookie or set a header. In a batch every call shares the one response.
 *
 * @example
 * const whoAmI = procedure((_params: undefined, { req }: RpcContext) => req.headers['x-user']);
 */
export interface RpcContext {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
}

/**
 * `'query'` marks a read-only procedure, which may also be called with GET and cached.
 *
 * @example
 * const kind: ProcedureKind = 'query';
 */
export type ProcedureKind = 'procedure' | 'query';

/**
 * The function behind a procedure: synchronous or returning a promise.
 *
 * @example
 * const add: ProcedureFunction<[number, number], number> = ([a, b]) => a + b;
 */
export type ProcedureFunction<Params, Result> = (params: Params, ctx: RpcContext) => Result | Promise<Result>;

/**
 * A procedure made by `procedure()` or `query()`: its kind, its optional schema, and its function.
 * `Params` is what a caller sends (the schema's input type) and `Result` what the call resolves
 * to; both exist for the typed client only (`~types` is never set at run time).
 *
 * @example
 * const getBlog: Procedure<{ id: string }, Blog, 'query'> = query(idSchema, ({ id }) => store.blog(id));
 */
export class Procedure<Params = unknown, Result = unknown, Kind extends ProcedureKind = ProcedureKind> {
  declare readonly '~types': { readonly params: Params; readonly result: Result };
  readonly kind: Kind;
  readonly #schema: StandardSchemaV1 | undefined;
  readonly #fn: (params: unknown, ctx: RpcContext) => unknown;

  constructor(kind: Kind, schema: StandardSchemaV1 | undefined, fn: (params: never, ctx: RpcContext) => unknown) {
    if (typeof fn !== 'function') throw new TypeError(`${kind}(): the last argument must be a function`);
    if (schema !== undefined && typeof schema['~standard']?.validate !== 'function') {
      throw new TypeError(`${kind}(): the schema does not implement Standard Schema v1 (no ~standard.validate)`);
    }
    this.kind = kind;
    this.#schema = schema;
    this.#fn = fn as (params: unknown, ctx: RpcContext) => unknown;
  }

  /**
   * Validates `params` with the schema, then runs the function. It stays synchronous when both
   * are, so a batch of synchronous calls is answered without a promise. Invalid params throw
   * `RpcError(-32602, 'Invalid params', { issues })`.
   *
   * @example
   * const result = await getBlog.call({ id: '1' }, { req, res });
   */
  call(params: unknown, ctx: RpcContext): unknown {
    if (this.#schema === undefined) return this.#fn(params, ctx);
    const validated = this.#schema['~standard'].validate(params);
    if (validated instanceof Promise) return validated.then((result) => this.#run(result, ctx));
    return this.#run(validated, ctx);
  }

  #run(result: StandardResult<unknown>, ctx: RpcContext): unknown {
    if (result.issues !== undefined) {
      throw new RpcError(jsonRpcCodes.invalidParams, 'Invalid params', { issues: result.issues.map(plainIssue) });
    }
    return this.#fn(result.value, ctx);
  }
}

/** An issue as JSON can carry it: the message, and the path as keys (symbols named). */
function plainIssue(issue: StandardIssue): { message: string; path?: Array<string | number> } {
  if (issue.path === undefined) return { message: issue.message };
  const path = issue.path.map((segment) => {
    const key = typeof segment === 'object' && segment !== null ? segment.key : segment;
    return typeof key === 'symbol' ? String(key) : key;
  });
  return { message: issue.message, path };
}

/**
 * A procedure whose params a Standard Schema v1 validator (zod, valibot, arktype, ...) checks
 * first: a failure answers -32602 Invalid params with the issues in `data`, and the function gets
 * the schema's output. Without a schema the function gets what the call sent.
 *
 * @example
 * const createBlog = procedure(z.object({ title: z.string() }), ({ title }, { req }) => store.create(title));
 */
export function procedure<Schema extends StandardSchemaV1, Result>(
  schema: Schema,
  fn: ProcedureFunction<InferOutput<Schema>, Result>,
): Procedure<InferInput<Schema>, Result, 'procedure'>;
export function procedure<Params, Result>(
  fn: ProcedureFunction<Params, Result>,
): Procedure<Params, Result, 'procedure'>;
export function procedure(
  first: StandardSchemaV1 | ProcedureFunction<never, unknown>,
  second?: ProcedureFunction<never, unknown>,
): Procedure<unknown, unknown, 'procedure'> {
  return define('procedure', first, second);
}

/**
 * A read-only procedure: callable in a batch like any other, and also with
 * `GET <mount>/<name>?params=<url-encoded JSON>`, which answers with an ETag, 304 to a matching
 * `If-None-Match`, and the `cacheControl` option of `rpc()`.
 *
 * @example
 * const listBlogs = query(() => store.listBlogs());
 */
export function query<Schema extends StandardSchemaV1, Result>(
  schema: Schema,
  fn: ProcedureFunction<InferOutput<Schema>, Result>,
): Procedure<InferInput<Schema>, Result, 'query'>;
export function query<Params, Result>(fn: ProcedureFunction<Params, Result>): Procedure<Params, Result, 'query'>;
export function query(
  first: StandardSchemaV1 | ProcedureFunction<never, unknown>,
  second?: ProcedureFunction<never, unknown>,
): Procedure<unknown, unknown, 'query'> {
  return define('query', first, second);
}

/** The shared body of the `(schema, fn)` and `(fn)` overloads. */
function define<Kind extends ProcedureKind>(
  kind: Kind,
  first: StandardSchemaV1 | ProcedureFunction<never, unknown>,
  second: ProcedureFunction<never, unknown> | undefined,
): Procedure<unknown, unknown, Kind> {
  return typeof first === 'function'
    ? new Procedure(kind, undefined, first)
    : new Procedure(kind, first, second as ProcedureFunction<never, unknown>);
}

/**
 * What `rpc()` takes: procedures by name, each a `procedure()`/`query()` or a plain
 * `(params, ctx) => result` function.
 *
 * @example
 * const api = { add: ([a, b]: [number, number]) => a + b, listBlogs } satisfies ProcedureRecord;
 */
export type ProcedureRecord = {
  readonly [name: string]: Procedure<unknown, unknown> | ((params: never, ctx: RpcContext) => unknown);
};
