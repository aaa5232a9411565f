// The client's types, kept flat for the type checker: one mapped type over the contract, and per
// route a handful of non-recursive conditionals that read its schemas' phantom types. Checking a
// client costs a few instantiations per route however many routes there are; nothing recurses
// over keys or paths, so nothing can reach TS2589.
import type { InferInput, StandardSchemaV1 } from '@batonjs/http';
import type { ProblemError } from './problem-error.js';

type InputOf<S> = S extends StandardSchemaV1 ? InferInput<S> : never;

/**
 * One part of a call's input: required when the schema needs a value, optional when it accepts
 * none (undefined, or an object whose fields are all optional: a query of optional filters).
 */
type Part<R, K extends 'params' | 'query' | 'headers' | 'body'> = R extends { readonly [P in K]: infer S }
  ? S extends StandardSchemaV1
    ? undefined extends InputOf<S>
      ? { readonly [P in K]?: InputOf<S> }
      : Record<never, never> extends InputOf<S>
        ? { readonly [P in K]?: InputOf<S> }
        : { readonly [P in K]: InputOf<S> }
    : unknown
  : unknown;

/** A route without a params schema still needs its path filled: by name, as strings or numbers. */
type ParamsPart<R> = R extends { readonly params: StandardSchemaV1 }
  ? Part<R, 'params'>
  : R extends { readonly path: `${string}:${string}` | `${string}*${string}` }
    ? { readonly params: Readonly<Record<string, string | number | readonly string[]>> }
    : unknown;

/**
 * What a call takes: `params`, `query`, `headers` and `body`, each typed from its schema's input.
 *
 * @example
 * const input: CallInput<typeof routes.updatePost> = { params: { id: 1 }, body: { title: 'New' } };
 */
export type CallInput<R> = ParamsPart<R> & Part<R, 'query'> & Part<R, 'headers'> & Part<R, 'body'>;

type BodyOf<Spec> = Spec extends StandardSchemaV1
  ? InferInput<Spec>
  : Spec extends { readonly schema: infer S }
    ? InputOf<S>
    : undefined;

type ResponsesOf<R> = R extends { readonly response: infer M } ? M : Record<never, never>;

type SuccessStatus<M> = {
  [S in keyof M]: S extends number ? (`${S}` extends `2${string}` ? S : never) : never;
}[keyof M];

type ErrorStatus<M> = Exclude<{ [S in keyof M]: S extends number ? S : never }[keyof M], SuccessStatus<M>>;

/**
 * A 2xx answer: its status and parsed body, typed by status from the route's response schemas.
 *
 * @example
 * if (result.ok && result.status === 201) console.log(result.data.id);
 */
export interface Success<Status, Data> {
  readonly ok: true;
  readonly status: Status;
  readonly data: Data;
  readonly headers: Headers;
}

/**
 * A non-2xx answer: a `ProblemError` whose `body` is what the route documents for that status
 * (or an RFC 9457 problem).
 *
 * @example
 * if (!result.ok) console.log(result.status, result.error.body);
 */
export interface Failure<Body> {
  readonly ok: false;
  readonly status: number;
  readonly error: ProblemError<Body>;
  readonly headers: Headers;
}

type Successes<M> = [SuccessStatus<M>] extends [never]
  ? Success<number, unknown>
  : { [S in SuccessStatus<M>]: Success<S, BodyOf<M[S & keyof M]>> }[SuccessStatus<M>];

/**
 * What a call resolves to: the successes it documents by status, or a failure with a typed error.
 *
 * @example
 * const result: CallResult<typeof routes.getPost> = await client.getPost({ params: { id: 1 } });
 */
export type CallResult<R> = Successes<ResponsesOf<R>> | Failure<ProblemBody<R>>;

/**
 * The bodies a route documents for its error statuses, and the problem every route may send.
 *
 * @example
 * type Errors = ProblemBody<typeof routes.getPost>; // Problem | { error: 'not found' }
 */
export type ProblemBody<R> =
  | ClientProblem
  | { [S in ErrorStatus<ResponsesOf<R>>]: BodyOf<ResponsesOf<R>[S & keyof ResponsesOf<R>]> }[ErrorStatus<
      ResponsesOf<R>
    >];

/**
 * The RFC 9457 problem body `validate()` sends (and most error handlers can).
 *
 * @example
 * if (result.error.body.issues) for (const i of result.error.body.issues) console.log(i.pointer, i.message);
 */
export interface ClientProblem {
  readonly type?: string;
  readonly title?: string;
  readonly status?: number;
  readonly detail?: string;
  readonly code?: string;
  readonly issues?: ReadonlyArray<{ readonly in: string; readonly pointer: string; readonly message: string }>;
}

/**
 * One call of the client: input optional when the route needs none.
 *
 * @example
 * const getPost: ClientCall<typeof routes.getPost> = client.getPost;
 */
export type ClientCall<R> =
  Record<never, never> extends CallInput<R>
    ? (input?: CallInput<R>, init?: CallOptions) => Promise<CallResult<R>>
    : (input: CallInput<R>, init?: CallOptions) => Promise<CallResult<R>>;

/**
 * Per-call options: an abort signal, extra headers.
 *
 * @example
 * await client.listPosts({}, { signal: AbortSignal.timeout(2000) });
 */
export interface CallOptions {
  readonly signal?: AbortSignal | undefined;
  readonly headers?: Readonly<Record<string, string>> | undefined;
}

/**
 * The client for a contract: one method per route.
 *
 * @example
 * const client: RestClient<typeof routes> = createClient(routes, { baseUrl: 'http://localhost:8080' });
 */
export type RestClient<C> = { readonly [K in keyof C]: ClientCall<C[K]> };
