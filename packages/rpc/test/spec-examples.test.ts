// JSON-RPC 2.0 specification §7 ("Examples"), each request sent as written and each answer
// compared with the response the specification shows.
import type { TestServer } from '@batonjs/test-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonAnswer, postJson, serveRpc } from './helpers.js';

let srv: TestServer;
beforeAll(async () => {
  srv = await serveRpc();
});
afterAll(() => srv.close());

const answer = async (body: string): Promise<unknown> => jsonAnswer(await postJson(srv, body));
const nothing = async (body: string): Promise<void> => {
  const res = await postJson(srv, body);
  expect(res.status).toBe(204);
  expect(res.body.length).toBe(0);
  expect(res.headers['content-type']).toBeUndefined();
};

describe('JSON-RPC 2.0 §7 examples', () => {
  it('rpc call with positional parameters', async () => {
    expect(await answer('{"jsonrpc": "2.0", "method": "subtract", "params": [42, 23], "id": 1}')).toEqual({
      jsonrpc: '2.0',
      result: 19,
      id: 1,
    });
    expect(await answer('{"jsonrpc": "2.0", "method": "subtract", "params": [23, 42], "id": 2}')).toEqual({
      jsonrpc: '2.0',
      result: -19,
      id: 2,
    });
  });

  it('rpc call with named parameters', async () => {
    expect(
      await answer('{"jsonrpc": "2.0", "method": "subtract", "params": {"subtrahend": 23, "minuend": 42}, "id": 3}'),
    ).toEqual({ jsonrpc: '2.0', result: 19, id: 3 });
    expect(
      await answer('{"jsonrpc": "2.0", "method": "subtract", "params": {"minuend": 42, "subtrahend": 23}, "id": 4}'),
    ).toEqual({ jsonrpc: '2.0', result: 19, id: 4 });
  });

  it('a notification', async () => {
    await nothing('{"jsonrpc": "2.0", "method": "update", "params": [1,2,3,4,5]}');
    await nothing('{"jsonrpc": "2.0", "method": "foobar"}');
  });

  it('rpc call of non-existent method', async () => {
    expect(await answer('{"jsonrpc": "2.0", "method": "foobar", "id": "1"}')).toEqual({
      jsonrpc: '2.0',
      error: { code: -32601, message: 'Method not found' },
      id: '1',
    });
  });

  it('rpc call with invalid JSON', async () => {
    expect(await answer('{"jsonrpc": "2.0", "method": "foobar, "params": "bar", "baz]')).toEqual({
      jsonrpc: '2.0',
      error: { code: -32700, message: 'Parse error' },
      id: null,
    });
  });

  it('rpc call with invalid Request object', async () => {
    expect(await answer('{"jsonrpc": "2.0", "method": 1, "params": "bar"}')).toEqual({
      jsonrpc: '2.0',
      error: { code: -32600, message: 'Invalid Request' },
      id: null,
    });
  });

  it('rpc call Batch, invalid JSON', async () => {
    const body = `[
  {"jsonrpc": "2.0", "method": "sum", "params": [1,2,4], "id": "1"},
  {"jsonrpc": "2.0", "method"
]`;
    expect(await answer(body)).toEqual({ jsonrpc: '2.0', error: { code: -32700, message: 'Parse error' }, id: null });
  });

  it('rpc call with an empty Array', async () => {
    expect(await answer('[]')).toEqual({
      jsonrpc: '2.0',
      error: { code: -32600, message: 'Invalid Request' },
      id: null,
    });
  });

  it('rpc call with an invalid Batch (but not empty)', async () => {
    expect(await answer('[1]')).toEqual([
      { jsonrpc: '2.0', error: { code: -32600, message: 'Invalid Request' }, id: null },
    ]);
  });

  it('rpc call with invalid Batch', async () => {
    const invalid = { jsonrpc: '2.0', error: { code: -32600, message: 'Invalid Request' }, id: null };
    expect(await answer('[1,2,3]')).toEqual([invalid, invalid, invalid]);
  });

  it('rpc call Batch', async () => {
    const body = `[
        {"jsonrpc": "2.0", "method": "sum", "params": [1,2,4], "id": "1"},
        {"jsonrpc": "2.0", "method": "notify_hello", "params": [7]},
        {"jsonrpc": "2.0", "method": "subtract", "params": [42,23], "id": "2"},
        {"foo": "boo"},
        {"jsonrpc": "2.0", "method": "foo.get", "params": {"name": "myself"}, "id": "5"},
        {"jsonrpc": "2.0", "method": "get_data", "id": "9"}
    ]`;
    expect(await answer(body)).toEqual([
      { jsonrpc: '2.0', result: 7, id: '1' },
      { jsonrpc: '2.0', result: 19, id: '2' },
      { jsonrpc: '2.0', error: { code: -32600, message: 'Invalid Request' }, id: null },
      { jsonrpc: '2.0', error: { code: -32601, message: 'Method not found' }, id: '5' },
      { jsonrpc: '2.0', result: ['hello', 5], id: '9' },
    ]);
  });

  it('rpc call Batch (all notifications)', async () => {
    await nothing(`[
        {"jsonrpc": "2.0", "method": "notify_sum", "params": [1,2,4]},
        {"jsonrpc": "2.0", "method": "notify_hello", "params": [7]}
    ]`);
  });

  it('answers byte for byte in the specification member order', async () => {
    const res = await postJson(srv, '{"jsonrpc": "2.0", "method": "subtract", "params": [42, 23], "id": 1}');
    expect(res.text).toBe('{"jsonrpc":"2.0","result":19,"id":1}');
  });
});
