import { serve, type TestServer } from '@batonjs/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { graphqlHttp } from '../../src/http/graphql-http.js';
import { buildSchema } from '../../src/utilities/build-schema.js';
import { GQL_JSON, postJson, serveGraphql } from './helpers.js';

describe('graphqlHttp: POST application/json', () => {
  let srv: TestServer;
  beforeEach(async () => {
    srv = await serveGraphql({ context: () => ({ requestId: 7 }) });
  });
  afterEach(() => srv.close());

  it('executes a query and answers application/json by default', async () => {
    const res = await postJson(srv, { query: '{ post(id: "p1") { id title author { name } } }' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-length']).toBe(String(res.body.length));
    expect(res.json()).toEqual({ data: { post: { id: 'p1', title: 'Post number 1', author: { name: 'Brian' } } } });
  });

  it('accepts null for operationName, variables and extensions', async () => {
    const res = await postJson(srv, {
      query: '{ __typename }',
      operationName: null,
      variables: null,
      extensions: null,
    });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('uses variables and operationName', async () => {
    const res = await postJson(
      srv,
      {
        query: 'query A { authors { id } } query B($id: ID!) { author(id: $id) { name role } }',
        operationName: 'B',
        variables: { id: 'a3' },
        extensions: { persistedQuery: null },
      },
      { accept: GQL_JSON },
    );
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(`${GQL_JSON}; charset=utf-8`);
    expect(res.json()).toEqual({ data: { author: { name: 'Chen', role: 'READER' } } });
  });

  it('runs mutations over POST', async () => {
    const res = await postJson(srv, {
      query: 'mutation { createPost(input: { title: "Über ☃", authorId: "a1" }) { title status } }',
    });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ data: { createPost: { title: 'Über ☃', status: 'DRAFT' } } });
  });

  it('reads UTF-8 bodies with multi-byte characters', async () => {
    const body = Buffer.from(JSON.stringify({ query: '{ echo(value: "héllo 🌍 ☃") }' }), 'utf8');
    const res = await postJson(srv, body, { 'content-type': 'application/json; charset=UTF-8' });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ data: { echo: '{"value":"héllo 🌍 ☃"}' } });
  });

  it('turns resolver exceptions into field errors with message, locations and path (status 200)', async () => {
    const res = await postJson(srv, { query: '{ author(id: "a1") { name secret } }' }, { accept: GQL_JSON });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({
      errors: [
        { message: 'secret is not available', locations: [{ line: 1, column: 27 }], path: ['author', 'secret'] },
      ],
      data: { author: { name: 'Ada', secret: null } },
    });
  });

  it('answers 200 with data null when a non-null root field fails', async () => {
    const res = await postJson(srv, { query: 'mutation { failing }' }, { accept: GQL_JSON });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({
      errors: [{ message: 'mutation failed', locations: [{ line: 1, column: 12 }], path: ['failing'] }],
      data: null,
    });
  });

  it('waits for async resolvers', async () => {
    const res = await postJson(srv, { query: '{ slowNumber(value: 5) asyncPosts { id } }' });
    expect(res.json()).toEqual({ data: { slowNumber: 5, asyncPosts: [{ id: 'p1' }, { id: 'p2' }, { id: 'p3' }] } });
  });
});

describe('graphqlHttp: an SDL schema with a resolver map', () => {
  it('builds the schema from SDL and resolvers', async () => {
    const handler = graphqlHttp({
      schema: 'type Query { hello(name: String = "world"): String }',
      resolvers: { Query: { hello: (_root, args) => `Hello ${String(args.name)}` } },
    });
    const srv = await serve((req, res) => handler(req, res));
    try {
      const res = await postJson(srv, { query: '{ a: hello b: hello(name: "Baton") }' });
      expect(res.json()).toEqual({ data: { a: 'Hello world', b: 'Hello Baton' } });
    } finally {
      await srv.close();
    }
  });

  it('refuses resolvers next to an already built schema', () => {
    expect(() => graphqlHttp({ schema: buildSchema('type Query { a: Int }'), resolvers: { Query: {} } })).toThrow(
      'graphqlHttp: `resolvers` go with an SDL `schema`; a built schema already has its resolvers.',
    );
  });
});
