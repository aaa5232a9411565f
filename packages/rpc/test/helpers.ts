import { createServer, type RequestListener } from 'node:http';
import { request, serve, type TestResponse, type TestServer } from '@batonjs/test-utils';
import { expect } from 'vitest';
import { RpcError, type RpcOptions, rpc } from '../src/index.js';

/** The procedures the JSON-RPC 2.0 specification's examples (§7) call. */
export const specProcedures = {
  subtract: (params: [number, number] | { minuend: number; subtrahend: number }) =>
    Array.isArray(params) ? params[0] - params[1] : params.minuend - params.subtrahend,
  sum: (params: number[]) => params.reduce((a, b) => a + b, 0),
  update: (_params: unknown[]) => undefined,
  notify_hello: (_params: unknown[]) => undefined,
  notify_sum: (_params: unknown[]) => undefined,
  get_data: () => ['hello', 5],
  getData: () => {
    throw new RpcError(-32603, 'Internal error');
  },
};

/** Starts `rpc(procedures, options)` as the whole server (endpoint `/`), quiet about internal errors. */
export function serveRpc(
  procedures: Parameters<typeof rpc>[0] = specProcedures,
  options: RpcOptions = {},
): Promise<TestServer> {
  const handler = rpc(procedures, { onError: () => undefined, ...options });
  return serve(handler as RequestListener, createServer(handler as RequestListener));
}

/** POSTs `body` (JSON-encoded unless a string) as application/json. */
export function postJson(
  srv: TestServer,
  body: unknown,
  headers: Record<string, string> = {},
  path = '/',
): Promise<TestResponse> {
  return request(`${srv.origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Asserts a 200 JSON answer and returns its parsed body. */
export function jsonAnswer(res: TestResponse): unknown {
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return res.json();
}

/** After bad input the server still answers a good call. */
export async function stillServes(srv: TestServer): Promise<void> {
  const res = await postJson(srv, { jsonrpc: '2.0', method: 'subtract', params: [2, 1], id: 'ok' });
  expect(jsonAnswer(res)).toEqual({ jsonrpc: '2.0', result: 1, id: 'ok' });
}
