import type { ServerResponse } from 'node:http';
import { jsonRpcCodes, jsonRpcMessages } from './json-rpc-codes.js';
import type { JsonRpcResponse } from './messages.js';

/**
 * JSON text for a response body. A result JSON cannot carry (a BigInt, a cycle) must not cost the
 * other calls of a batch their answers: then each entry is serialised alone, and the ones that fail
 * become -32603 Internal error with their own id.
 *
 * @example
 * serialize([{ jsonrpc: '2.0', result: 1n, id: 1 }]); // '[{"jsonrpc":"2.0","error":{"code":-32603,...},"id":1}]'
 */
export function serialize(body: JsonRpcResponse | readonly JsonRpcResponse[]): string {
  try {
    return JSON.stringify(body);
  } catch {
    if (!Array.isArray(body)) return serializeOne(body as JsonRpcResponse);
    return `[${body.map(serializeOne).join(',')}]`;
  }
}

function serializeOne(response: JsonRpcResponse): string {
  try {
    return JSON.stringify(response);
  } catch {
    const code = jsonRpcCodes.internalError;
    return JSON.stringify({ jsonrpc: '2.0', error: { code, message: jsonRpcMessages[code] }, id: response.id });
  }
}

/**
 * Sends JSON text with its length. When a procedure already sent the headers itself there is
 * nothing sound to add: the response is only ended, so the client is not left waiting.
 *
 * @example
 * sendJson(res, 200, '{"jsonrpc":"2.0","result":19,"id":1}');
 */
export function sendJson(res: ServerResponse, status: number, payload: string): void {
  if (res.headersSent) {
    if (!res.writableEnded) res.end();
    return;
  }
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(payload));
  res.end(payload);
}
