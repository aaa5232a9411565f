import { afterEach, describe, expect, it } from 'vitest';
import { type BlogServer, startBlog } from './helpers/blog-server.js';
import { type GraphqlBody, postGraphql } from './helpers/graphql-client.js';

let srv: BlogServer;
afterEach(() => srv.close());

const GQL_JSON = 'application/graphql-response+json';

/** A query with `levels` nested selection sets (the root one included): blog → author → posts → … */
function nested(levels: number): string {
  const fields = ['posts', 'author'];
  let inner = 'id';
  for (let i = levels - 2; i >= 1; i--) inner = `${fields[i % 2]} { ${inner} }`;
  return `{ blog(id: "1") { ${inner} } }`;
}

async function stillServes(): Promise<void> {
  const res = await postGraphql(srv, '{ blog(id: "1") { title } }');
  expect(res.json()).toEqual({ data: { blog: { title: 'Hello, Baton' } } });
}

describe('GraphQL limits and bad input', () => {
  it('allows 10 levels of nesting and refuses 11, before running anything', async () => {
    // The cost limit would refuse these too (posts inside posts); this test is about depth alone.
    srv = await startBlog({ graphql: { maxCost: 1e9 } });
    const ok = await postGraphql(srv, nested(10), { accept: GQL_JSON });
    expect(ok.status, ok.text).toBe(200);
    const deep = await postGraphql(srv, nested(11), { accept: GQL_JSON });
    expect(deep.status).toBe(400);
    const body = deep.json<GraphqlBody>();
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.message).toMatch(/^Syntax Error: .*depth/i);
    await stillServes();
  });

  it('refuses an operation over the cost limit with its cost', async () => {
    srv = await startBlog();
    // Within the depth limit, but each list multiplies the rows: 1 + 10 × (2 + 10 × (2 + 10)) > 1000.
    const res = await postGraphql(srv, '{ blogs { author { posts { author { posts { title } } } } } }', {
      accept: GQL_JSON,
    });
    expect(res.status).toBe(400);
    expect(res.json<GraphqlBody>().errors?.[0]).toMatchObject({
      message: 'The operation costs 1221, more than the 1000 allowed.',
      extensions: { code: 'QUERY_TOO_COSTLY', cost: 1221, maxCost: 1000 },
    });
    // A fragment spread is priced where it is used.
    const viaFragment = await postGraphql(
      srv,
      'query { blogs { ...A } } fragment A on Post { author { posts { author { posts { title } } } } }',
    );
    expect(viaFragment.status).toBe(200);
    expect(viaFragment.json<GraphqlBody>().errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COSTLY');
    const cheap = await postGraphql(srv, '{ blogs { title author { name posts { title } } } }');
    expect(cheap.json<GraphqlBody>().errors).toBeUndefined();
  });

  it('answers introspection in development, refuses it when turned off', async () => {
    srv = await startBlog();
    const on = await postGraphql(srv, '{ __schema { queryType { name } } __type(name: "Post") { name } }');
    expect(on.json()).toEqual({ data: { __schema: { queryType: { name: 'Query' } }, __type: { name: 'Post' } } });
    await srv.close();

    srv = await startBlog({ graphql: { introspection: false } });
    const off = await postGraphql(srv, '{ __schema { queryType { name } } }', { accept: GQL_JSON });
    expect(off.status).toBe(400);
    expect(off.json<GraphqlBody>().errors).toEqual([
      {
        message: 'Introspection is disabled: "__schema" cannot be queried.',
        locations: [{ line: 1, column: 3 }],
        extensions: { code: 'INTROSPECTION_DISABLED' },
      },
    ]);
    const typename = await postGraphql(srv, '{ __typename }');
    expect(typename.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it.each([
    ['a syntax error', '{ blogs { title }', /^Syntax Error: Expected Name, found <EOF>\./],
    ['an unknown field', '{ blogs { nope } }', /^Cannot query field "nope" on type "Post"\./],
    ['a missing argument', '{ blog { id } }', /argument "id" of type "ID!" is required/],
  ])('answers %s with 400 and the message', async (_name, query, message) => {
    srv = await startBlog();
    const res = await postGraphql(srv, query, { accept: GQL_JSON });
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toBe(`${GQL_JSON}; charset=utf-8`);
    expect(res.json<GraphqlBody>().errors?.[0]?.message).toMatch(message);
    await stillServes();
  });

  it('answers a body that is not JSON, and a non-JSON type, with GraphQL-over-HTTP codes', async () => {
    srv = await startBlog();
    const broken = await srv.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": ',
    });
    expect(broken.status).toBe(400);
    expect(broken.json<GraphqlBody>().errors?.[0]?.extensions?.code).toBe('BATON_GRAPHQL_BODY_INVALID_JSON');
    const form = await srv.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'query=%7B__typename%7D',
    });
    expect(form.status).toBe(415);
    await stillServes();
  });
});
