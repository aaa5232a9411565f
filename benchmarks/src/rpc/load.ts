import { Pool } from 'undici';
import type { SubjectRequest } from './subjects.js';

/**
 * What one load run achieved.
 *
 * @example
 * const { completed, wrong } = await load(origin, request, { seconds: 3, connections: 32 });
 */
export interface LoadResult {
  readonly completed: number;
  /** Responses whose status was not 200 or whose body was not the expected one. */
  readonly wrong: number;
  readonly seconds: number;
}

/**
 * Keeps `connections` keep-alive connections busy with `request` for `seconds`, one request in
 * flight per connection (no pipelining, as browsers and wrk do), and checks every answer.
 * wrk is not needed: the figure that matters is the server's CPU per request, measured from
 * outside, so the generator's own speed only sets how many requests a run gets.
 *
 * @example
 * const result = await load('http://127.0.0.1:8080', subjectRequests['rpc-post'], { seconds: 3, connections: 32 });
 */
export async function load(
  origin: string,
  request: SubjectRequest,
  options: { readonly seconds: number; readonly connections: number },
): Promise<LoadResult> {
  const pool = new Pool(origin, { connections: options.connections, pipelining: 1 });
  const headers = request.body === undefined ? {} : { 'content-type': 'application/json' };
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  let completed = 0;
  let wrong = 0;
  const worker = async (): Promise<void> => {
    while (performance.now() < deadline) {
      const res = await pool.request({
        origin,
        path: request.path,
        method: request.method,
        headers,
        body: request.body ?? null,
      });
      const text = await res.body.text();
      if (res.statusCode !== 200 || text !== request.expected) wrong += 1;
      completed += 1;
    }
  };
  try {
    await Promise.all(Array.from({ length: options.connections }, worker));
  } finally {
    await pool.close();
  }
  return { completed, wrong, seconds: (performance.now() - started) / 1000 };
}
