import { json } from '@batonjs/body';
import { type Application, createApp } from '@batonjs/core';
import { request, serve, type TestResponse, type TestServer } from '@batonjs/test-utils';
import { expect } from 'vitest';
import type { Problem } from '../src/index.js';

/** An app with the JSON body parser, set up by `routes`, on a real socket. */
export async function serveApp(routes: (app: Application) => void): Promise<TestServer> {
  const app = createApp();
  app.use(json());
  routes(app);
  return serve(app);
}

/** Sends `body` as JSON (or as is, when a string) with `method` (POST unless given). */
export function sendJson(
  srv: TestServer,
  path: string,
  body: unknown,
  method: 'POST' | 'PUT' | 'PATCH' = 'POST',
  headers: Record<string, string> = {},
): Promise<TestResponse> {
  return request(`${srv.origin}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Asserts an RFC 9457 problem response with this status and code, and returns its body. */
export function expectProblem(res: TestResponse, status: number, code: string): Problem {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toBe('application/problem+json');
  expect(res.headers['cache-control']).toBe('no-store');
  const problem = res.json<Problem>();
  expect(problem).toMatchObject({ type: 'about:blank', status, code });
  expect(problem.title).toBeTypeOf('string');
  expect(problem.detail).toBeTypeOf('string');
  return problem;
}
