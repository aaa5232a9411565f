// The client's types. They are deliberately flat: one mapped type over the procedure record, and
// for each member one non-recursive conditional that reads the procedure's phantom `~types` (or a
// plain function's signature). Checking a client costs a few instantiations per procedure, however
// many procedures there are: no recursion over keys or paths, nothing that can hit TS2589.
import type { RpcContext } from './procedure.js';

/**
 * A client method: params optional when the procedure accepts `undefined` (no params at all).
 *
 * @example
 * const add: ClientCall<[number, number], number> = client.add;
 */
export type ClientCall<Params, Result> = undefined extends Params
  ? (params?: Params) => Promise<Result>
  : (params: Params) => Promise<Result>;

/**
 * The client method for one entry of the procedure record.
 *
 * @example
 * type GetBlog = ClientMethod<typeof procedures.getBlog>; // (params: { id: string }) => Promise<Blog>
 */
export type ClientMethod<P> = P extends {
  readonly '~types': { readonly params: infer Params; readonly result: infer Result };
}
  ? ClientCall<Params, Result>
  : P extends (params: infer Params, ctx: RpcContext) => infer Result
    ? ClientCall<Params, Result extends PromiseLike<infer Value> ? Value : Result>
    : never;

/**
 * The client for a record of procedures: one method per procedure, typed from the server's record
 * through `import type`, with no code generation.
 *
 * @example
 * const client: RpcClient<typeof procedures> = createClient<typeof procedures>('/rpc');
 */
export type RpcClient<T> = { readonly [K in keyof T]: ClientMethod<T[K]> };

/**
 * The names of the record's queries: the ones the `get` option may list.
 *
 * @example
 * const names: ReadonlyArray<QueryName<typeof procedures>> = ['listBlogs', 'getBlog'];
 */
export type QueryName<T> = {
  [K in keyof T]: T[K] extends { readonly kind: 'query' } ? K : never;
}[keyof T] &
  string;
