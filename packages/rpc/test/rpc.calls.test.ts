import type { TestServer } from '@batonjs/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { type RpcContext, rpc } from '../src/index.js';
import { jsonAnswer, postJson, serveRpc } from './helpers.js';

let srv: TestServer | undefined;
afterEach(async () => {
  await srv?.close();
  srv = undefined;
});

describe('rpc(): single calls', () => {
  it('passes params as sent (array or object) and undefined when absent', async () => {
    const seen: unknown[] = [];
    srv = await serveRpc({
      echo: (params: unknown) => {
        seen.push(params);
        return params ?? 'none';
      },
    });
    expect(jsonAnswer(await postJson(srv, { jsonrpc: '2.0', method: 'echo', params: [1, 'a'], id: 1 }))).toEqual({
      jsonrpc: '2.0',
      result: [1, 'a'],
      id: 1,
    });
    expect(jsonAnswer(await postJson(srv, { jsonrpc: '2.0', method: 'echo', params: { a: 1 }, id: 2 }))).toEqual({
      jsonrpc: '2.0',
      result: { a: 1 },
      id: 2,
    });
    expect(jsonAnswer(await postJson(srv, { jsonrpc: '2.0', method: 'echo', id: 3 }))).toEqual({
      jsonrpc: '2.0',
      result: 'none',
      id: 3,
    });
    expect(seen).toEqual([[1, 'a'], { a: 1 }, undefined]);
  });

  it('answers a result of undefined with null, since a success must carry result', async () => {
    srv = await serveRpc({ nothing: () => undefined });
    expect(jsonAnswer(await postJson(srv, { jsonrpc: '2.0', method: 'nothing', id: 1 }))).toEqual({
      jsonrpc: '2.0',
      result: null,
      id: 1,
    });
  });

  it('awaits asynchronous procedures', async () => {
    srv = await serveRpc({ later: async ([ms]: [number]) => new Promise((r) => setTimeout(() => r(ms), ms)) });
    expect(jsonAnswer(await postJson(srv, { jsonrpc: '2.0', method: 'later', params: [5], id: 'a' }))).toEqual({
      jsonrpc: '2.0',
      result: 5,
      id: 'a',
    });
  });

  it('echoes string, number and null ids as sent', async () => {
    srv = await serveRpc({ one: () => 1 });
    for (const id of ['x', 0, -7.5, null]) {
      expect(jsonAnswer(await postJson(srv, { jsonrpc: '2.0', method: 'one', id }))).toEqual({
        jsonrpc: '2.0',
        result: 1,
        id,
      });
    }
  });

  it('gives the procedure ctx.req and ctx.res: it reads a header and sets one', async () => {
    srv = await serveRpc({
      whoAmI: (_params: undefined, { req, res }: RpcContext) => {
        res.setHeader('x-served-by', 'rpc');
        return req.headers['x-user'] ?? null;
      },
    });
    const res = await postJson(srv, { jsonrpc: '2.0', method: 'whoAmI', id: 1 }, { 'x-user': 'ada' });
    expect(jsonAnswer(res)).toEqual({ jsonrpc: '2.0', result: 'ada', id: 1 });
    expect(res.headers['x-served-by']).toBe('rpc');
  });

  it('a procedure that answered by itself keeps its answer', async () => {
    srv = await serveRpc({
      download: (_params: undefined, { res }: RpcContext) => {
        res.setHeader('content-type', 'text/csv');
        res.end('a,b\n');
        return 'ignored';
      },
    });
    const res = await postJson(srv, { jsonrpc: '2.0', method: 'download', id: 1 });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv');
    expect(res.text).toBe('a,b\n');
  });

  it('finds only own procedures: prototype names are unknown methods', async () => {
    srv = await serveRpc({ one: () => 1 });
    for (const method of ['toString', '__proto__', 'constructor', 'hasOwnProperty']) {
      expect(jsonAnswer(await postJson(srv, { jsonrpc: '2.0', method, id: 1 }))).toEqual({
        jsonrpc: '2.0',
        error: { code: -32601, message: 'Method not found' },
        id: 1,
      });
    }
  });

  it('answers -32600 with the id when only another member is wrong', async () => {
    srv = await serveRpc({ one: () => 1 });
    const invalid = { code: -32600, message: 'Invalid Request' };
    const cases: Array<[unknown, unknown]> = [
      [{ jsonrpc: '1.0', method: 'one', id: 1 }, 1],
      [{ method: 'one', id: 2 }, 2],
      [{ jsonrpc: '2.0', id: 3 }, 3],
      [{ jsonrpc: '2.0', method: 'one', params: 'x', id: 4 }, 4],
      [{ jsonrpc: '2.0', method: 'one', params: 5, id: 5 }, 5],
      [{ jsonrpc: '2.0', method: 'one', params: null, id: 6 }, 6],
      [{ jsonrpc: '2.0', method: 'one', id: { nested: true } }, null],
      [{ jsonrpc: '2.0', method: 'one', id: [1] }, null],
      [{ jsonrpc: '2.0', method: 'one', id: true }, null],
      ['"a string"', null],
      [42, null],
      [null, null],
    ];
    for (const [body, id] of cases) {
      expect(jsonAnswer(await postJson(srv, body))).toEqual({ jsonrpc: '2.0', error: invalid, id });
    }
  });

  it('works as the whole server: rpc() hands to http.createServer directly', () => {
    const handler = rpc({ one: () => 1 });
    expect(handler.length).toBe(3);
  });
});
