import { request, type TestServer } from '@batonjs/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GQL_JSON, getQuery, serveGraphql, stillServes } from './helpers.js';

describe('graphqlHttp: GET with URL parameters', () => {
  let srv: TestServer;
  beforeEach(async () => {
    srv = await serveGraphql();
  });
  afterEach(() => srv.close());

  it('executes a query from the query string, variables JSON-encoded', async () => {
    const res = await getQuery(srv, {
      query: 'query ($id: ID!) { post(id: $id) { title } }',
      variables: JSON.stringify({ id: 'p2' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual({ data: { post: { title: 'Post number 2' } } });
  });

  it('selects the operation by operationName', async () => {
    const res = await getQuery(srv, { query: 'query A { __typename } mutation B { failing }', operationName: 'A' });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('refuses a mutation over GET with 405 and Allow: POST, without running it', async () => {
    const res = await getQuery(srv, { query: 'mutation { createPost(input: { title: "x", authorId: "a1" }) { id } }' });
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
    const after = await getQuery(srv, { query: '{ posts(first: 100) { id } }' });
    expect((after.json() as { data: { posts: unknown[] } }).data.posts).toHaveLength(12);
  });

  it('rejects variables that are not JSON with 400', async () => {
    const res = await getQuery(srv, { query: '{ __typename }', variables: '{id:' }, { accept: GQL_JSON });
    expect(res.status).toBe(400);
    expect(res.json()).toEqual({
      errors: [
        {
          message: 'The "variables" parameter is not valid JSON.',
          extensions: { code: 'BATON_GRAPHQL_INVALID_PARAMS' },
        },
      ],
    });
    await stillServes(srv);
  });

  it('rejects a missing query and variables that are not an object with 400', async () => {
    const missing = await getQuery(srv, {});
    expect(missing.status).toBe(400);
    expect(missing.json()).toEqual({
      errors: [{ message: 'Missing query.', extensions: { code: 'BATON_GRAPHQL_INVALID_PARAMS' } }],
    });
    const array = await getQuery(srv, { query: '{ __typename }', variables: '[1]' });
    expect(array.status).toBe(400);
    expect((array.json() as { errors: Array<{ message: string }> }).errors[0]?.message).toBe(
      'The "variables" parameter must be an object or null.',
    );
  });

  it('answers other methods with 405 and Allow: GET, POST', async () => {
    const res = await request(`${srv.origin}/graphql`, { method: 'PUT', body: '{}' });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, POST');
    expect((res.json() as { errors: Array<{ extensions: { code: string } }> }).errors[0]?.extensions.code).toBe(
      'BATON_GRAPHQL_METHOD_NOT_ALLOWED',
    );
  });
});
