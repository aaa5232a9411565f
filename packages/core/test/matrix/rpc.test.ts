import { createApp } from '@batonjs/core';
import { query, rpc } from '@batonjs/rpc';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Started, start, transports } from './transports.js';

describe.each(transports)('@batonjs/rpc over $name', (transport) => {
  let srv: Started;
  beforeAll(async () => {
    const app = createApp();
    app.use(
      '/rpc',
      rpc(
        {
          subtract: ([a, b]: [number, number]) => a - b,
          later: async ([x]: [number]) => x,
          note: () => undefined,
          version: query(({ major }: { major: number }) => ({ major })),
        },
        { cacheControl: { public: true, maxAge: 60 }, limit: '1kb' },
      ),
    );
    srv = await start(transport, app);
  });
  afterAll(() => srv.close());

  const post = (body: string) =>
    srv.fetch('/rpc', { method: 'POST', headers: { 'content-type': 'application/json' }, body });

  it('answers a single call and a batch with 200', async () => {
    const single = await post('{"jsonrpc":"2.0","method":"subtract","params":[42,23],"id":1}');
    expect(single.status).toBe(200);
    expect(single.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(single.json()).toEqual({ jsonrpc: '2.0', result: 19, id: 1 });
    const batch = await post(
      '[{"jsonrpc":"2.0","method":"later","params":[7],"id":"a"},{"jsonrpc":"2.0","method":"note"},{"jsonrpc":"2.0","method":"nope","id":2}]',
    );
    expect(batch.json()).toEqual([
      { jsonrpc: '2.0', result: 7, id: 'a' },
      { jsonrpc: '2.0', error: { code: -32601, message: 'Method not found' }, id: 2 },
    ]);
  });

  it('answers notifications with 204 and no body', async () => {
    const res = await post('[{"jsonrpc":"2.0","method":"note"},{"jsonrpc":"2.0","method":"note"}]');
    expect(res.status).toBe(204);
    expect(res.body.length).toBe(0);
  });

  it('answers malformed JSON with -32700, a big body with 413, a form with 415, GET on the endpoint with 405', async () => {
    expect((await post('{"jsonrpc":')).json()).toEqual({
      jsonrpc: '2.0',
      error: { code: -32700, message: 'Parse error' },
      id: null,
    });
    expect((await post(`[${'1,'.repeat(1000)}1]`)).status).toBe(413);
    const form = await srv.fetch('/rpc', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1',
    });
    expect(form.status).toBe(415);
    const get = await srv.fetch('/rpc');
    expect(get.status).toBe(405);
    expect(get.headers.allow).toBe('POST');
  });

  it('serves a query over GET with an ETag, and 304 to If-None-Match', async () => {
    const path = `/rpc/version?params=${encodeURIComponent(JSON.stringify({ major: transport.major }))}`;
    const first = await srv.fetch(path);
    expect(first.status).toBe(200);
    expect(first.json()).toEqual({ jsonrpc: '2.0', result: { major: transport.major }, id: null });
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const again = await srv.fetch(path, { headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });
});
