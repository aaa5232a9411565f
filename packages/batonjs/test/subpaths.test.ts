import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { request, serve, type TestServer } from '@batonjs/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import baton from '../src/index.js';

let srv: TestServer | undefined;
afterEach(async () => {
  await srv?.close();
  srv = undefined;
});

describe('subpath imports of the umbrella', () => {
  it("'batonjs/graphql' serves GraphQL on a Baton app, with baton.json() in front", async () => {
    const { buildSchema, graphqlHttp } = await import('batonjs/graphql');
    const schema = buildSchema('type Query { hello(name: String!): String! }', {
      resolvers: { Query: { hello: (_: unknown, args: { name: string }) => `hello ${args.name}` } },
    });
    const app = baton();
    app.use(baton.json());
    app.use('/graphql', graphqlHttp({ schema }));
    srv = await serve(app);
    const res = await request(`${srv.origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
      body: JSON.stringify({ query: 'query($n: String!) { hello(name: $n) }', variables: { n: 'baton' } }),
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/graphql-response\+json/);
    expect(res.json()).toEqual({ data: { hello: 'hello baton' } });
    const bad = await request(`${srv.origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
      body: JSON.stringify({ query: '{ nope }' }),
    });
    expect(bad.status).toBe(400);
    expect(bad.json<{ errors: Array<{ message: string }> }>().errors[0]?.message).toBe(
      'Cannot query field "nope" on type "Query".',
    );
  });

  it("'batonjs/rpc' serves JSON-RPC on a Baton app, and its client calls it over a socket", async () => {
    const { createClient, query, rpc } = await import('batonjs/rpc');
    const procedures = { add: ([a, b]: [number, number]) => a + b, hello: query(() => 'hello') };
    const app = baton();
    app.use(baton.json());
    app.use('/rpc', rpc(procedures));
    srv = await serve(app);
    const res = await request(`${srv.origin}/rpc`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', method: 'add', params: [2, 3], id: 1 }),
    });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ jsonrpc: '2.0', result: 5, id: 1 });
    const client = createClient<typeof procedures>(`${srv.origin}/rpc`, { get: ['hello'] });
    expect(await Promise.all([client.add([1, 1]), client.hello()])).toEqual([2, 'hello']);
  });

  it("'batonjs/schema' and baton.validate validate a route with a Standard Schema", async () => {
    const { validate } = await import('batonjs/schema');
    expect(baton.validate).toBe(validate);
    const positive = {
      '~standard': {
        version: 1 as const,
        vendor: 'test',
        validate: (value: unknown) =>
          typeof value === 'object' && value !== null && (value as { n?: unknown }).n === 1
            ? { value }
            : { issues: [{ message: 'n must be 1', path: ['n'] }] },
      },
    };
    const app = baton();
    app.use(baton.json());
    app.post('/n', baton.validate({ body: positive }), (req, res) => res.json(req.body));
    srv = await serve(app);
    const post = (body: unknown) =>
      request(`${srv?.origin}/n`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const ok = await post({ n: 1 });
    expect(ok.status).toBe(200);
    expect(ok.json()).toEqual({ n: 1 });
    const bad = await post({ n: 2 });
    expect(bad.status).toBe(422);
    expect(bad.headers['content-type']).toBe('application/problem+json');
    expect(bad.json()).toMatchObject({
      code: 'BATON_SCHEMA_INVALID_BODY',
      issues: [{ pointer: '/n', message: 'n must be 1' }],
    });
  });

  it("'batonjs/ws' adds app.ws to a baton() app; app.listen dispatches its upgrades", async () => {
    const { websockets } = await import('batonjs/ws');
    const { WebSocket } = await import('ws');
    const app = baton();
    const hub = websockets(app);
    app.ws('/echo/:name', (ws, req) => ws.send(`hello ${req.params.name}`));
    const server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const ws = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}/echo/ada`);
      const [message] = await once(ws, 'message');
      expect(String(message)).toBe('hello ada');
      expect(hub.stats.opened).toBe(1);
      ws.close();
      await once(ws, 'close');
    } finally {
      hub.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('every subpath resolves to its package', async () => {
    expect(typeof (await import('batonjs/body')).json).toBe('function');
    expect(typeof (await import('batonjs/cookies')).serialize).toBe('function');
    expect(typeof (await import('batonjs/static')).sendFile).toBe('function');
    expect(typeof (await import('batonjs/cache')).conditional).toBe('function');
    expect(typeof (await import('batonjs/rpc')).rpc).toBe('function');
    expect(typeof (await import('batonjs/schema')).validate).toBe('function');
    expect(typeof (await import('batonjs/ws')).websockets).toBe('function');
  });
});
