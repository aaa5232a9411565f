import { createServer, type IncomingMessage, type RequestListener } from 'node:http';
import { serve, type TestServer } from '@batonjs/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createClient, RpcError, RpcHttpError } from '../src/client.js';
import { procedure, query, type RpcContext, rpc, RpcError as ServerRpcError } from '../src/index.js';

const procedures = {
  add: ([a, b]: [number, number]) => a + b,
  greet: procedure(z.object({ name: z.string() }), ({ name }) => `hello ${name}`),
  slow: async ({ ms }: { ms: number }) => new Promise<number>((resolve) => setTimeout(() => resolve(ms), ms)),
  listBlogs: query(() => [{ id: '1' }]),
  getBlog: query(z.object({ id: z.string() }), ({ id }) => {
    if (id !== '1') throw new ServerRpcError(404, 'No blog', { id });
    return { id };
  }),
  header: (_params: undefined, { req }: RpcContext) => req.headers['x-token'] ?? null,
  fail: () => {
    throw new ServerRpcError(42, 'Nope', { why: 'because' });
  },
  nothing: () => undefined,
};
type Api = typeof procedures;

let srv: TestServer | undefined;
let seen: Array<{ method: string | undefined; url: string | undefined; batch: number | undefined }> = [];
afterEach(async () => {
  await srv?.close();
  srv = undefined;
  seen = [];
});

async function start(options: Parameters<typeof rpc>[1] = {}): Promise<string> {
  const handler = rpc(procedures, { onError: () => undefined, ...options });
  const listener: RequestListener = (req, res) => {
    const record = { method: req.method, url: req.url, batch: undefined as number | undefined };
    seen.push(record);
    // Peek at the body to count calls per request, then let rpc() read it from the buffer.
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString();
      if (text !== '') {
        const body = JSON.parse(text) as unknown;
        record.batch = Array.isArray(body) ? body.length : 1;
        (req as IncomingMessage & { body?: unknown }).body = body;
      }
      handler(req, res);
    });
  };
  srv = await serve(listener, createServer(listener));
  return `${srv.origin}/`;
}

describe('createClient()', () => {
  it('calls procedures by name and resolves with their results', async () => {
    const client = createClient<Api>(await start());
    expect(await client.add([2, 3])).toBe(5);
    expect(await client.greet({ name: 'ada' })).toBe('hello ada');
    expect(await client.nothing()).toBeNull();
  });

  it('sends the calls of one tick as one batch and matches answers by id', async () => {
    const client = createClient<Api>(await start());
    const results = await Promise.all([client.slow({ ms: 20 }), client.add([1, 1]), client.slow({ ms: 1 })]);
    expect(results).toEqual([20, 2, 1]);
    expect(seen.map((r) => r.batch)).toEqual([3]);
    const next = await client.add([5, 5]);
    expect(next).toBe(10);
    expect(seen.map((r) => r.batch)).toEqual([3, 1]);
  });

  it('matches by id even when the server answers in another order', async () => {
    const url = await start();
    const reversing: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      const body = (await response.json()) as unknown[];
      return new Response(JSON.stringify([...body].reverse()), { status: 200 });
    };
    const client = createClient<Api>(url, { fetch: reversing });
    expect(await Promise.all([client.add([1, 2]), client.add([3, 4]), client.greet({ name: 'x' })])).toEqual([
      3,
      7,
      'hello x',
    ]);
  });

  it('batch: false sends each call alone', async () => {
    const client = createClient<Api>(await start(), { batch: false });
    expect(await Promise.all([client.add([1, 2]), client.add([3, 4])])).toEqual([3, 7]);
    expect(seen.map((r) => r.batch)).toEqual([1, 1]);
  });

  it('rejects with RpcError { code, message, data } for an error answer, without failing the rest of the batch', async () => {
    const client = createClient<Api>(await start());
    const [failed, fine, invalid] = await Promise.allSettled([
      client.fail(),
      client.add([1, 1]),
      client.greet({ name: 5 as unknown as string }),
    ]);
    expect(fine).toEqual({ status: 'fulfilled', value: 2 });
    expect(failed.status).toBe('rejected');
    const error = (failed as PromiseRejectedResult).reason as RpcError;
    expect(error).toBeInstanceOf(RpcError);
    expect(error).toBeInstanceOf(ServerRpcError);
    expect([error.code, error.message, error.data]).toEqual([42, 'Nope', { why: 'because' }]);
    expect(((invalid as PromiseRejectedResult).reason as RpcError).code).toBe(-32602);
  });

  it('an HTTP failure rejects every call of the request with RpcHttpError carrying the status', async () => {
    // rpc() reads the body itself here, so its limit applies.
    const handler = rpc(procedures, { limit: 60 }) as RequestListener;
    srv = await serve(handler, createServer(handler));
    const client = createClient<Api>(srv.origin);
    const calls = [client.greet({ name: 'a'.repeat(100) }), client.add([1, 2])];
    for (const outcome of await Promise.allSettled(calls)) {
      const error = (outcome as PromiseRejectedResult).reason as RpcHttpError;
      expect(error).toBeInstanceOf(RpcHttpError);
      expect(error.status).toBe(413);
      expect(error.code).toBe('BATON_RPC_HTTP_FAILED');
      expect(error.error?.data).toEqual({ status: 413, code: 'BATON_BODY_TOO_LARGE' });
    }
  });

  it('a response that is not JSON-RPC rejects with RpcHttpError', async () => {
    const proxy: RequestListener = (_req, res) => {
      res.statusCode = 502;
      res.end('<html>Bad gateway</html>');
    };
    srv = await serve(proxy, createServer(proxy));
    const client = createClient<Api>(srv.origin);
    await expect(client.add([1, 2])).rejects.toMatchObject({ name: 'RpcHttpError', status: 502 });
    const empty: typeof fetch = async () => new Response('{"nope":1}', { status: 200 });
    await expect(createClient<Api>(srv.origin, { fetch: empty }).add([1, 2])).rejects.toBeInstanceOf(RpcHttpError);
    const missing: typeof fetch = async () => new Response('[]', { status: 200 });
    await expect(createClient<Api>(srv.origin, { fetch: missing }).add([1, 2])).rejects.toThrow(/no answer for call/);
  });

  it('an error answering the whole request (id null) rejects each call with it', async () => {
    const whole: typeof fetch = async () =>
      new Response('{"jsonrpc":"2.0","error":{"code":-32700,"message":"Parse error"},"id":null}', { status: 200 });
    const client = createClient<Api>('http://127.0.0.1:1/rpc', { fetch: whole });
    const outcomes = await Promise.allSettled([client.add([1, 2]), client.add([2, 3])]);
    for (const outcome of outcomes) {
      expect((outcome as PromiseRejectedResult).reason).toMatchObject({ code: -32700, message: 'Parse error' });
    }
  });

  it('sends queries listed in `get` as GET, params in the URL; errors still reject with RpcError', async () => {
    const url = await start();
    const client = createClient<Api>(url, { get: ['listBlogs', 'getBlog'] });
    expect(await client.listBlogs()).toEqual([{ id: '1' }]);
    expect(await client.getBlog({ id: '1' })).toEqual({ id: '1' });
    await expect(client.getBlog({ id: '2' })).rejects.toMatchObject({
      code: 404,
      message: 'No blog',
      data: { id: '2' },
    });
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /listBlogs',
      `GET /getBlog?params=${encodeURIComponent('{"id":"1"}')}`,
      `GET /getBlog?params=${encodeURIComponent('{"id":"2"}')}`,
    ]);
  });

  it('sends headers (fixed or per request), credentials same-origin by default, and the signal', async () => {
    const url = await start();
    const inits: RequestInit[] = [];
    const spy: typeof fetch = (input, init) => {
      inits.push(init ?? {});
      return fetch(input, init);
    };
    let token = 0;
    const controller = new AbortController();
    const client = createClient<Api>(url, {
      fetch: spy,
      headers: () => ({ 'x-token': `t${++token}` }),
      signal: controller.signal,
    });
    expect(await client.header()).toBe('t1');
    expect(await client.header()).toBe('t2');
    expect(inits[0]?.credentials).toBe('same-origin');
    expect(inits[0]?.signal).toBe(controller.signal);
    expect(await createClient<Api>(url, { headers: { 'x-token': 'fixed' } }).header()).toBe('fixed');
    controller.abort();
    await expect(client.add([1, 2])).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('is not a thenable, so it can be awaited and returned from async functions', async () => {
    const client = createClient<Api>('http://127.0.0.1:1/rpc');
    expect(await Promise.resolve(client)).toBe(client);
    expect((client as unknown as Record<string, unknown>).then).toBeUndefined();
    expect(client.add).toBe(client.add);
  });
});
