// Browser-safe: nothing from node:, nothing by bare name.
import type { RouteContract } from '../contract.js';
import type { CallOptions, RestClient } from './client-types.js';
import { fillPath } from './fill-path.js';
import { ClientError, ProblemError } from './problem-error.js';

/**
 * Options of `createClient`.
 *
 * @example
 * createClient(routes, { baseUrl: 'http://localhost:8080', headers: () => ({ 'x-csrf-token': token() }) });
 */
export interface RestClientOptions {
  /** Prefixed to every route path (`http://host:port`, or '' for same-origin in a browser). */
  readonly baseUrl?: string | undefined;
  /** The fetch to use. Default: the global `fetch` (browsers, Node 20). */
  readonly fetch?: typeof fetch | undefined;
  /** Headers for every request, or a function giving them per request (a CSRF token, a cookie). */
  readonly headers?: Readonly<Record<string, string>> | (() => Readonly<Record<string, string>>) | undefined;
  /** fetch's `credentials`. Default `'same-origin'`. */
  readonly credentials?: 'omit' | 'same-origin' | 'include' | undefined;
}

interface CallInputShape {
  readonly params?: Readonly<Record<string, unknown>>;
  readonly query?: Readonly<Record<string, unknown>>;
  readonly headers?: Readonly<Record<string, unknown>>;
  readonly body?: unknown;
}

function queryString(query: Readonly<Record<string, unknown>> | undefined): string {
  if (query === undefined) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(name, String(item));
    }
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/** The body parsed as JSON (a JSON media type), as text (another type), or undefined (none). */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(type)) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch (cause) {
    throw new ClientError(`The ${response.status} answer says ${type} but is not JSON`, response.status, cause);
  }
}

async function call(
  route: RouteContract,
  input: CallInputShape,
  init: CallOptions,
  options: RestClientOptions,
): Promise<unknown> {
  const send = options.fetch ?? globalThis.fetch;
  const common = typeof options.headers === 'function' ? options.headers() : options.headers;
  const headers: Record<string, string> = { accept: 'application/json, application/problem+json', ...common };
  for (const [name, value] of Object.entries(input.headers ?? {}))
    if (value !== undefined) headers[name] = String(value);
  Object.assign(headers, init.headers);
  const hasBody = input.body !== undefined;
  if (hasBody) headers['content-type'] = 'application/json';
  const url = `${options.baseUrl ?? ''}${fillPath(route.path, input.params ?? {})}${queryString(input.query)}`;
  let response: Response;
  try {
    response = await send(url, {
      method: route.method,
      headers,
      credentials: options.credentials ?? 'same-origin',
      ...(hasBody ? { body: JSON.stringify(input.body) } : {}),
      ...(init.signal === undefined ? {} : { signal: init.signal }),
    });
  } catch (cause) {
    if (init.signal?.aborted) throw cause;
    throw new ClientError(`${route.method} ${url} failed: ${String(cause)}`, 0, cause);
  }
  const body = await readBody(response);
  if (response.ok) return { ok: true, status: response.status, data: body, headers: response.headers };
  return {
    ok: false,
    status: response.status,
    error: new ProblemError(response.status, body),
    headers: response.headers,
  };
}

/**
 * A typed REST client for a contract of routes (see `defineRoutes`): one method per route, taking
 * `params`, `query`, `headers` and `body` typed from the schemas' inputs, and resolving to
 * `{ ok: true, status, data }` typed by status from the response schemas, or `{ ok: false, status,
 * error }` where `error` is a `ProblemError` whose `body` is the documented error body (an RFC 9457
 * problem from `validate()`). It rejects only when no HTTP answer came (`ClientError`) or a signal
 * aborted. The contract is passed as a value: the client needs each route's method and path.
 *
 * @example
 * const client = createClient(routes, { baseUrl: 'http://localhost:8080' });
 * const result = await client.getPost({ params: { id: 1 } });
 * if (result.ok) console.log(result.data.title);
 * else console.log(result.error.status, result.error.body);
 */
export function createClient<const C extends Readonly<Record<string, RouteContract>>>(
  routes: C,
  options: RestClientOptions = {},
): RestClient<C> {
  const client: Record<string, (input?: CallInputShape, init?: CallOptions) => Promise<unknown>> = {};
  for (const [name, route] of Object.entries(routes)) {
    client[name] = (input = {}, init = {}) => call(route, input, init, options);
  }
  return client as unknown as RestClient<C>;
}
