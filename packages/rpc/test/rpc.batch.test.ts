import type { TestServer } from '@batonjs/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonAnswer, postJson, serveRpc, specProcedures, stillServes } from './helpers.js';

let srv: TestServer | undefined;
afterEach(async () => {
  await srv?.close();
  srv = undefined;
});

const call = (method: string, params: unknown, id?: number) =>
  id === undefined ? { jsonrpc: '2.0', method, params } : { jsonrpc: '2.0', method, params, id };

describe('rpc(): batches', () => {
  it('answers in request order, whichever call finishes first', async () => {
    srv = await serveRpc({
      wait: ([ms]: [number]) => new Promise((resolve) => setTimeout(() => resolve(ms), ms)),
      now: ([x]: [number]) => x,
    });
    const answer = jsonAnswer(await postJson(srv, [call('wait', [30], 1), call('now', [2], 2), call('wait', [1], 3)]));
    expect(answer).toEqual([
      { jsonrpc: '2.0', result: 30, id: 1 },
      { jsonrpc: '2.0', result: 2, id: 2 },
      { jsonrpc: '2.0', result: 1, id: 3 },
    ]);
  });

  it('runs the calls of a batch concurrently', async () => {
    let running = 0;
    let most = 0;
    srv = await serveRpc({
      slow: async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 20));
        running -= 1;
        return most;
      },
    });
    const answer = jsonAnswer(
      await postJson(
        srv,
        [1, 2, 3, 4].map((id) => call('slow', [], id)),
      ),
    );
    expect(answer).toHaveLength(4);
    expect(most).toBe(4);
  });

  it('a batch of one is still a batch: the answer is an array', async () => {
    srv = await serveRpc();
    expect(jsonAnswer(await postJson(srv, [call('sum', [1, 2], 1)]))).toEqual([{ jsonrpc: '2.0', result: 3, id: 1 }]);
  });

  it('answers 204 with no body when every call is a notification, and still runs them', async () => {
    const ran: unknown[] = [];
    srv = await serveRpc({
      note: (params: unknown) => void ran.push(params),
      boom: () => Promise.reject(new Error('x')),
    });
    const res = await postJson(srv, [call('note', [1]), call('boom', []), call('missing', [])]);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect(ran).toEqual([[1]]);
  });

  it('leaves notifications out of a mixed batch', async () => {
    srv = await serveRpc();
    expect(jsonAnswer(await postJson(srv, [call('update', [1]), call('sum', [2, 2], 7)]))).toEqual([
      { jsonrpc: '2.0', result: 4, id: 7 },
    ]);
  });

  it('refuses a batch over maxBatch (default 100) with 413 before running any call', async () => {
    let runs = 0;
    srv = await serveRpc({ count: () => ++runs });
    const res = await postJson(
      srv,
      Array.from({ length: 101 }, (_, i) => call('count', [], i)),
    );
    expect(res.status).toBe(413);
    expect(res.json()).toEqual({
      jsonrpc: '2.0',
      error: {
        code: -32600,
        message: 'A batch may hold at most 100 calls; this one has 101.',
        data: { status: 413, code: 'BATON_RPC_BATCH_TOO_LARGE' },
      },
      id: null,
    });
    expect(runs).toBe(0);
    const hundred = jsonAnswer(
      await postJson(
        srv,
        Array.from({ length: 100 }, (_, i) => call('count', [], i)),
      ),
    );
    expect(hundred).toHaveLength(100);
  });

  it('takes a maxBatch option', async () => {
    srv = await serveRpc(specProcedures, { maxBatch: 2 });
    expect((await postJson(srv, [call('sum', [1], 1), call('sum', [2], 2)])).status).toBe(200);
    expect((await postJson(srv, [call('sum', [1], 1), call('sum', [2], 2), call('sum', [3], 3)])).status).toBe(413);
    await stillServes(srv);
  });

  it('a result JSON cannot carry fails that call alone', async () => {
    srv = await serveRpc({ big: () => 1n, fine: () => 'ok' });
    expect(jsonAnswer(await postJson(srv, [call('big', [], 1), call('fine', [], 2)]))).toEqual([
      { jsonrpc: '2.0', error: { code: -32603, message: 'Internal error' }, id: 1 },
      { jsonrpc: '2.0', result: 'ok', id: 2 },
    ]);
  });
});
