import { createApp } from '@batonjs/core';
import { openSse, request, serve, type TestServer } from '@batonjs/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { graphqlHttp } from '../../src/http/graphql-http.js';
import { buildSchema } from '../../src/utilities/build-schema.js';

const SDL = `
type Query { hello: String }
type Mutation { bump: Int }
type Subscription { tick(to: Int!): Int  forever: Int  broken: Int }
`;

let sourceClosed = 0;

function schema() {
  return buildSchema(SDL, {
    resolvers: {
      Query: { hello: () => 'world' },
      Mutation: { bump: () => 1 },
      Subscription: {
        tick: {
          async *subscribe(_root: unknown, args: Readonly<Record<string, unknown>>) {
            for (let n = 1; n <= Number(args.to); n++) yield { tick: n };
          },
        },
        forever: {
          async *subscribe() {
            try {
              for (let n = 1; ; n++) {
                yield { forever: n };
                await new Promise((resolve) => setTimeout(resolve, 20));
              }
            } finally {
              sourceClosed++;
            }
          },
        },
        broken: {
          subscribe: () => {
            throw new Error('secret detail');
          },
        },
      },
    },
  });
}

let srv: TestServer | undefined;
afterEach(async () => {
  await srv?.close();
  srv = undefined;
});

/** The handler as Baton middleware (Baton's responses have res.sse()). */
async function serveBaton(): Promise<TestServer> {
  const app = createApp();
  app.use('/graphql', graphqlHttp({ schema: schema(), maskErrors: true, onError: () => undefined }));
  srv = await serve(app as unknown as Parameters<typeof serve>[0]);
  return srv;
}

const SSE = { accept: 'text/event-stream' };

function post(body: unknown) {
  return { method: 'POST', headers: { ...SSE, 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

describe('graphqlHttp over Server-Sent Events (distinct connections mode)', () => {
  it('streams a subscription: one next event per source event, then complete, then the end', async () => {
    const { origin } = await serveBaton();
    const res = await request(`${origin}/graphql`, post({ query: 'subscription { tick(to: 3) }' }));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toBe(
      `${[1, 2, 3].map((n) => `event: next\ndata: {"data":{"tick":${n}}}\n\n`).join('')}event: complete\ndata: \n\n`,
    );
  });

  it('serves GET, as a browser EventSource sends it', async () => {
    const { origin } = await serveBaton();
    const query = new URLSearchParams({ query: 'subscription($to: Int!) { tick(to: $to) }', variables: '{"to":1}' });
    const res = await request(`${origin}/graphql?${query}`, { headers: SSE });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(res.text).toBe('event: next\ndata: {"data":{"tick":1}}\n\nevent: complete\ndata: \n\n');
  });

  it('answers a query or a mutation as one next event', async () => {
    const { origin } = await serveBaton();
    const query = await request(`${origin}/graphql`, post({ query: '{ hello }' }));
    expect(query.status).toBe(200);
    expect(query.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(query.text).toBe('event: next\ndata: {"data":{"hello":"world"}}\n\nevent: complete\ndata: \n\n');
    const mutation = await request(`${origin}/graphql`, post({ query: 'mutation { bump }' }));
    expect(mutation.text).toBe('event: next\ndata: {"data":{"bump":1}}\n\nevent: complete\ndata: \n\n');
  });

  it('reports validation errors through the accepted stream, not as a 400', async () => {
    const { origin } = await serveBaton();
    const res = await request(`${origin}/graphql`, post({ query: 'subscription { tick(to: 1) forever }' }));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    const [next, complete] = res.text.split('\n\n');
    expect(next).toMatch(
      /^event: next\ndata: \{"errors":\[\{"message":"Anonymous Subscription must select only one top level field\."/,
    );
    expect(complete).toBe('event: complete\ndata: ');
  });

  it('masks a subscribe resolver that throws, in the stream', async () => {
    const { origin } = await serveBaton();
    const res = await request(`${origin}/graphql`, post({ query: 'subscription { broken }' }));
    expect(res.status).toBe(200);
    const data = JSON.parse(/^event: next\ndata: (.*)$/m.exec(res.text)?.[1] ?? 'null');
    expect(data.errors[0]).toMatchObject({
      message: 'Internal server error',
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    expect(res.text).not.toContain('secret detail');
    expect(res.text.endsWith('event: complete\ndata: \n\n')).toBe(true);
  });

  it('closes the source stream when the client goes', async () => {
    const { origin } = await serveBaton();
    const before = sourceClosed;
    const conn = await openSse(`${origin}/graphql?query=${encodeURIComponent('subscription { forever }')}`);
    expect(conn.status).toBe(200);
    expect(await conn.next()).toBe('event: next\ndata: {"data":{"forever":1}}');
    expect(await conn.next()).toBe('event: next\ndata: {"data":{"forever":2}}');
    conn.close();
    await expect.poll(() => sourceClosed).toBe(before + 1);
  });

  it('refuses a mutation over GET with 405, as without SSE', async () => {
    const { origin } = await serveBaton();
    const res = await request(`${origin}/graphql?query=${encodeURIComponent('mutation { bump }')}`, { headers: SSE });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('POST');
    expect(res.json()).toEqual({
      errors: [
        {
          message: 'Can only perform a mutation operation from a POST request.',
          extensions: { code: 'BATON_GRAPHQL_MUTATION_OVER_GET' },
        },
      ],
    });
  });

  it('says a subscription needs SSE when asked for JSON', async () => {
    const { origin } = await serveBaton();
    const res = await request(`${origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query: 'subscription { tick(to: 1) }' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual({
      errors: [
        {
          message: 'Subscriptions are served over Server-Sent Events: send the request with Accept: text/event-stream.',
          extensions: { code: 'BATON_GRAPHQL_SUBSCRIPTION_NEEDS_SSE' },
        },
      ],
    });
  });

  it('on a plain node response (no res.sse()) text/event-stream alone is not acceptable: 406', async () => {
    const handler = graphqlHttp({ schema: schema() });
    srv = await serve((req, res) => handler(req, res));
    const res = await request(`${srv.origin}/graphql`, post({ query: '{ hello }' }));
    expect(res.status).toBe(406);
    expect(res.json<{ errors: { extensions: { code: string } }[] }>().errors[0]?.extensions.code).toBe(
      'BATON_GRAPHQL_NOT_ACCEPTABLE',
    );
  });
});
