import { afterEach, describe, expect, it } from 'vitest';
import { type BlogServer, startBlog } from './helpers/blog-server.js';
import { type GraphqlBody, postGraphql } from './helpers/graphql-client.js';

let srv: BlogServer;
afterEach(() => srv.close());

const CREATE_POST =
  'mutation ($t: String!, $c: String!) { createPost(title: $t, content: $c) { id title author { name } } }';

describe('GraphQL mutations', () => {
  it('createAuthor returns the selected fields of the new author', async () => {
    srv = await startBlog();
    const res = await postGraphql(
      srv,
      'mutation { createAuthor(name: "linus", age: 54) { id name age posts { id } } }',
    );
    expect(res.status).toBe(200);
    const body = res.json<GraphqlBody>();
    expect(body).toEqual({ data: { createAuthor: { id: '4', name: 'linus', age: 54, posts: [] } } });
    const fetched = await srv.fetch('/api/v1/authors/4');
    expect(fetched.json()).toMatchObject({ id: '4', name: 'linus', age: 54 });
  });

  it('createAuthor refuses a taken name and a bad age, with codes', async () => {
    srv = await startBlog();
    const taken = await postGraphql(srv, 'mutation { createAuthor(name: "ada") { id } }');
    expect(taken.json<GraphqlBody>()).toMatchObject({
      data: null,
      errors: [
        { message: 'an author named "ada" exists already', path: ['createAuthor'], extensions: { code: 'CONFLICT' } },
      ],
    });
    const bad = await postGraphql(srv, 'mutation { createAuthor(name: " ", age: -1) { id } }');
    expect(bad.json<GraphqlBody>().errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: [
        { field: 'name', message: 'must be 1 to 100 characters' },
        { field: 'age', message: 'must be from 0 to 150' },
      ],
    });
  });

  it('createPost needs the session cookie: UNAUTHENTICATED without one, nothing written', async () => {
    srv = await startBlog();
    const before = await srv.store.collectionState();
    for (const cookie of [undefined, 'sid=s%3A1.9999999999.forged']) {
      const res = await postGraphql(srv, CREATE_POST, { variables: { t: 'x', c: 'y' }, ...(cookie ? { cookie } : {}) });
      expect(res.status).toBe(200);
      expect(res.json<GraphqlBody>()).toEqual({
        data: null,
        errors: [
          {
            message: 'not logged in: createPost needs the session cookie',
            locations: [{ line: 1, column: 39 }],
            path: ['createPost'],
            extensions: { code: 'UNAUTHENTICATED' },
          },
        ],
      });
    }
    expect((await srv.store.collectionState()).count).toBe(before.count);
  });

  it('createPost as the logged-in author; the REST rules for title and content', async () => {
    srv = await startBlog();
    const cookie = await srv.login('grace');
    const res = await postGraphql(srv, CREATE_POST, { variables: { t: 'From GraphQL', c: 'body' }, cookie });
    const created = res.json<GraphqlBody>().data?.createPost as { id: string };
    expect(created).toMatchObject({ title: 'From GraphQL', author: { name: 'grace' } });
    expect((await srv.fetch(`/api/blogs/${created.id}`)).json()).toMatchObject({ author: '2', content: 'body' });

    const invalid = await postGraphql(srv, CREATE_POST, { variables: { t: '', c: 'x'.repeat(100_001) }, cookie });
    expect(invalid.json<GraphqlBody>().errors?.[0]).toMatchObject({
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: [
          { field: 'title', message: 'must be 1 to 200 characters (is 0)' },
          { field: 'content', message: 'must be 1 to 100000 characters (is 100001)' },
        ],
      },
    });
  });

  it('refuses a mutation over GET', async () => {
    srv = await startBlog();
    const res = await srv.fetch(`/graphql?query=${encodeURIComponent('mutation { createAuthor(name: "x") { id } }')}`);
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('POST');
    expect(await srv.store.getAuthorsByIds(['4'])).toEqual([]);
  });
});
