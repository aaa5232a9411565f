import { request, serve, type TestServer } from '@batonjs/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { graphqlHttp } from '../../src/http/graphql-http.js';
import { buildSchema } from '../../src/utilities/build-schema.js';

const schema = buildSchema('type Query { who: String }', {
  resolvers: {
    Query: { who: (_root, _args, context) => (context as { user?: string } | undefined)?.user ?? 'nobody' },
  },
});

const post = (srv: TestServer, headers: Record<string, string> = {}) =>
  request(`${srv.origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query: '{ who }' }),
  });

describe('graphqlHttp: context', () => {
  let srv: TestServer | undefined;
  afterEach(async () => {
    await srv?.close();
    srv = undefined;
  });

  it('is built per request by a function of (req, res), which may be async', async () => {
    const handler = graphqlHttp({
      schema,
      context: async (req: { headers: Record<string, string | string[] | undefined> }) => ({
        user: req.headers['x-user'],
      }),
    });
    srv = await serve((req, res) => handler(req, res));
    expect((await post(srv, { 'x-user': 'ada' })).json()).toEqual({ data: { who: 'ada' } });
    expect((await post(srv)).json()).toEqual({ data: { who: 'nobody' } });
  });

  it('may be a plain value shared by every request', async () => {
    const handler = graphqlHttp({ schema, context: { user: 'shared' } });
    srv = await serve((req, res) => handler(req, res));
    expect((await post(srv)).json()).toEqual({ data: { who: 'shared' } });
  });

  it('a context function that fails goes to next(err) when there is a next', async () => {
    const failure = new Error('no database');
    const seen: unknown[] = [];
    const handler = graphqlHttp({
      schema,
      context: () => {
        throw failure;
      },
    });
    srv = await serve((req, res) =>
      handler(req, res, (error) => {
        seen.push(error);
        res.statusCode = 503;
        res.end('handled by next');
      }),
    );
    const res = await post(srv);
    expect(res.status).toBe(503);
    expect(res.text).toBe('handled by next');
    expect(seen).toEqual([failure]);
  });

  it('without next, the failure is a 500 that says nothing about the cause', async () => {
    const handler = graphqlHttp({
      schema,
      context: async () => {
        throw new Error('secret connection string');
      },
    });
    srv = await serve((req, res) => handler(req, res));
    const res = await post(srv);
    expect(res.status).toBe(500);
    expect(res.json()).toEqual({
      errors: [{ message: 'Internal server error', extensions: { code: 'BATON_GRAPHQL_INTERNAL' } }],
    });
  });
});
