// The client itself. Browser-safe: nothing from node:, nothing by bare name (see client.ts).
import type { QueryName, RpcClient } from './client-types.js';
import type { JsonRpcErrorObject, JsonRpcId, JsonRpcRequest } from './messages.js';
import { RpcError } from './rpc-error.js';
import { RpcHttpError } from './rpc-http-error.js';

/**
 * Options of `createClient`.
 *
 * @example
 * createClient<typeof api>('/rpc', { headers: () => ({ 'x-csrf-token': token() }), get: ['listBlogs'] });
 */
export interface ClientOptions<T> {
  /** The fetch to use. Default: the global `fetch` (browsers, Node 20). */
  readonly fetch?: typeof fetch | undefined;
  /** Extra request headers, or a function giving them per request (a CSRF token, an Authorization). */
  readonly headers?: Readonly<Record<string, string>> | (() => Readonly<Record<string, string>>) | undefined;
  /** Send the calls made in the same tick as one batch request. Default `true`. */
  readonly batch?: boolean | undefined;
  /** Aborts every request this client sends once it fires. */
  readonly signal?: AbortSignal | undefined;
  /** Queries to send as `GET <url>/<name>?params=...`, so browsers and proxies can cache them. */
  readonly get?: ReadonlyArray<QueryName<T>> | undefined;
  /** fetch's `credentials`. Default `'same-origin'`: the session cookie goes along to the same origin. */
  readonly credentials?: 'omit' | 'same-origin' | 'include' | undefined;
}

interface Pending {
  readonly request: JsonRpcRequest & { readonly id: number };
  readonly resolve: (value: unknown) => void;
  readonly reject: (reason: unknown) => void;
}

/** The fields of a JSON-RPC Response object the client reads. */
interface ResponseShape {
  readonly id?: JsonRpcId;
  readonly result?: unknown;
  readonly error?: JsonRpcErrorObject;
}

function isResponse(value: unknown): value is ResponseShape {
  return typeof value === 'object' && value !== null && (value as { jsonrpc?: unknown }).jsonrpc === '2.0';
}

function isErrorObject(value: unknown): value is JsonRpcErrorObject {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'number' &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

function toRpcError(error: JsonRpcErrorObject): RpcError {
  return new RpcError(error.code, error.message, error.data);
}

/** The body as JSON, or undefined when it is not JSON. */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * One client's calls, as named steps over its state (the next id, the calls waiting for this
 * tick's batch): `call` queues or sends, `flush` sends the tick's batch, `post` and `get` do the
 * HTTP, `settle` hands each call its answer. A class rather than closures sharing `let`s, as
 * the router's `RouterWalk`.
 */
class ClientCalls<T> {
  readonly #endpoint: string;
  readonly #options: ClientOptions<T>;
  readonly #batching: boolean;
  readonly #viaGet: ReadonlySet<string>;
  readonly #credentials: NonNullable<ClientOptions<T>['credentials']>;
  #nextId = 1;
  #queue: Pending[] = [];

  constructor(url: string | URL, options: ClientOptions<T>) {
    this.#endpoint = String(url).replace(/\/+$/, '');
    this.#options = options;
    this.#batching = options.batch !== false;
    this.#viaGet = new Set<string>(options.get ?? []);
    this.#credentials = options.credentials ?? 'same-origin';
  }

  /** Calls one procedure: a GET for the queries listed in `get`, else a POST, batched by tick. */
  call(method: string, params: unknown): Promise<unknown> {
    if (this.#viaGet.has(method)) return this.get(method, params);
    return new Promise((resolve, reject) => {
      const id = this.#nextId++;
      const request: Pending['request'] =
        params === undefined
          ? { jsonrpc: '2.0', method, id }
          : { jsonrpc: '2.0', method, params: params as NonNullable<JsonRpcRequest['params']>, id };
      const pending: Pending = { request, resolve, reject };
      if (!this.#batching) {
        this.send([pending]);
        return;
      }
      this.#queue.push(pending);
      // The first call of a tick schedules the flush; the rest of the tick joins its batch.
      if (this.#queue.length === 1) queueMicrotask(() => this.flush());
    });
  }

  /** Sends the calls queued in this tick as one request. */
  flush(): void {
    const calls = this.#queue;
    this.#queue = [];
    this.send(calls);
  }

  /** POSTs `calls`; a failure of the request as a whole rejects every one of them. */
  send(calls: readonly Pending[]): void {
    this.post(calls).catch((error: unknown) => {
      for (const call of calls) call.reject(error);
    });
  }

  async post(calls: readonly Pending[]): Promise<void> {
    const body = calls.length === 1 ? calls[0]!.request : calls.map((call) => call.request);
    const response = await this.fetch(this.#endpoint, {
      method: 'POST',
      headers: { ...this.headers(), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = await readJson(response);
    if (response.status !== 200) {
      const error = isResponse(answer) && isErrorObject(answer.error) ? answer.error : undefined;
      const message = error?.message ?? `HTTP ${response.status} ${response.statusText}`.trim();
      throw new RpcHttpError(response.status, message, error);
    }
    this.settle(calls, response.status, Array.isArray(answer) ? answer : [answer]);
  }

  /** Matches the answers of a POST to its calls by id, and resolves or rejects each call. */
  settle(calls: readonly Pending[], status: number, answers: readonly unknown[]): void {
    const byId = new Map<unknown, ResponseShape>();
    let whole: JsonRpcErrorObject | undefined;
    for (const entry of answers) {
      if (!isResponse(entry)) throw new RpcHttpError(status, 'The response is not JSON-RPC 2.0');
      // An error with id null answers the request as a whole (a parse error, an invalid batch).
      if (entry.id === null && isErrorObject(entry.error)) whole = entry.error;
      else byId.set(entry.id, entry);
    }
    for (const call of calls) {
      const entry = byId.get(call.request.id);
      if (entry === undefined) {
        call.reject(
          whole === undefined
            ? new RpcHttpError(status, `The response has no answer for call ${call.request.id}`)
            : toRpcError(whole),
        );
      } else if (isErrorObject(entry.error)) call.reject(toRpcError(entry.error));
      else call.resolve(entry.result);
    }
  }

  /** Calls a query with `GET <url>/<name>?params=...`. */
  async get(method: string, params: unknown): Promise<unknown> {
    const search = params === undefined ? '' : `?params=${encodeURIComponent(JSON.stringify(params))}`;
    const response = await this.fetch(`${this.#endpoint}/${encodeURIComponent(method)}${search}`, {
      method: 'GET',
      headers: this.headers(),
    });
    const answer = await readJson(response);
    // A failed query comes with a 4xx/5xx status and a JSON-RPC body: that body is the answer.
    if (isResponse(answer) && isErrorObject(answer.error)) throw toRpcError(answer.error);
    if (response.status !== 200 || !isResponse(answer)) {
      throw new RpcHttpError(response.status, `HTTP ${response.status} ${response.statusText}`.trim());
    }
    return answer.result;
  }

  headers(): Record<string, string> {
    const extra = typeof this.#options.headers === 'function' ? this.#options.headers() : this.#options.headers;
    return { accept: 'application/json', ...extra };
  }

  /** fetch with the client's credentials and signal; looked up per request, so a fetch installed (or mocked) later is used. */
  fetch(input: string, request: RequestInit): Promise<Response> {
    const init: RequestInit = { ...request, credentials: this.#credentials };
    if (this.#options.signal !== undefined) init.signal = this.#options.signal;
    return (this.#options.fetch ?? globalThis.fetch)(input, init);
  }
}

/**
 * A client whose methods are the server's procedures: `await client.getBlog({ id: '1' })`, typed
 * from `typeof procedures` (import it with `import type`, so no server code reaches the browser).
 * Calls made in the same tick go out as one JSON-RPC batch (`batch: false` sends each alone) and
 * are matched to their answers by id. A JSON-RPC error rejects with `RpcError { code, message,
 * data }`; an HTTP failure with `RpcHttpError { status }`. Queries listed in `get` go out as GET.
 *
 * @example
 * import type { procedures } from '../server/api.js';
 * const client = createClient<typeof procedures>('/rpc');
 * const blogs = await client.listBlogs();
 */
export function createClient<T>(url: string | URL, options: ClientOptions<T> = {}): RpcClient<T> {
  const calls = new ClientCalls(url, options);
  const methods = new Map<string, (params?: unknown) => Promise<unknown>>();
  return new Proxy(Object.create(null) as object, {
    get(_target, name) {
      // Not 'then': `await client` (or returning it from an async function) must not call a procedure.
      if (typeof name !== 'string' || name === 'then') return undefined;
      let method = methods.get(name);
      if (method === undefined) {
        method = (params?: unknown) => calls.call(name, params);
        methods.set(name, method);
      }
      return method;
    },
  }) as RpcClient<T>;
}
