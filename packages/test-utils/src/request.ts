import { type Dispatcher, request as undiciRequest } from 'undici';

/** What a test needs of a response: status, headers (lower-case names) and the whole body. */
export interface TestResponse {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: Buffer;
  readonly text: string;
  /** The body parsed as JSON; throws if it is not JSON. */
  json<T = unknown>(): T;
}

export type TestRequestOptions = Omit<Dispatcher.RequestOptions, 'origin' | 'path' | 'method'> & {
  method?: Dispatcher.HttpMethod;
  dispatcher?: Dispatcher;
};

/**
 * Sends one request with undici and reads the whole response.
 *
 * @example
 * const res = await request(`${srv.origin}/users/1`, { method: 'GET', headers: { accept: 'application/json' } });
 * expect(res.status).toBe(200);
 */
export async function request(url: string, options: TestRequestOptions = {}): Promise<TestResponse> {
  const res = await undiciRequest(url, options);
  const body = Buffer.from(await res.body.arrayBuffer());
  const text = body.toString('utf8');
  return {
    status: res.statusCode,
    headers: res.headers,
    body,
    text,
    json: <T>() => JSON.parse(text) as T,
  };
}
