import { afterEach, describe, expect, it } from 'vitest';
import { SEED_DATA } from '../src/store/seed-data.js';
import { type BlogServer, startBlog } from './helpers/blog-server.js';
import { countingStore } from './helpers/counting-store.js';
import { type GraphqlBody, postGraphql } from './helpers/graphql-client.js';

let srv: BlogServer;
afterEach(() => srv.close());

describe('GraphQL queries', () => {
  it('answers blogs with each author inline, newest first', async () => {
    srv = await startBlog();
    const res = await postGraphql(srv, '{ blogs { id title author { name } } }');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const blogs = res.json<{ data: { blogs: Array<{ id: string; title: string; author: { name: string } }> } }>().data
      .blogs;
    expect(blogs).toHaveLength(SEED_DATA.posts.length);
    expect(blogs.at(-1)).toEqual({ id: '1', title: 'Hello, Baton', author: { name: 'ada' } });
  });

  it('answers author(id) with posts, blog(id), and null for unknown ids', async () => {
    srv = await startBlog();
    const res = await postGraphql(
      srv,
      'query ($id: ID!) { author(id: $id) { id name age posts { id title author { id } } } blog(id: "2") { title } none: blog(id: "999") { id } nobody: author(id: "x") { id } }',
      { variables: { id: '1' } },
    );
    const body = res.json<GraphqlBody>();
    expect(body.errors).toBeUndefined();
    const author = body.data?.author as { name: string; age: number; posts: Array<{ author: { id: string } }> };
    expect(author).toMatchObject({ id: '1', name: 'ada', age: 36 });
    expect(author.posts.length).toBe(SEED_DATA.posts.filter((p) => p.author === 'ada').length);
    expect(author.posts.every((p) => p.author.id === '1')).toBe(true);
    expect(body.data).toMatchObject({ blog: { title: 'Routing in constant time' }, none: null, nobody: null });
  });

  it('answers GET for queries', async () => {
    srv = await startBlog();
    const res = await srv.fetch(`/graphql?query=${encodeURIComponent('{ blog(id: "1") { title } }')}`);
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ data: { blog: { title: 'Hello, Baton' } } });
  });

  it('answers nested selections for 50 posts with a bounded number of store calls', async () => {
    const counting = countingStore();
    srv = await startBlog({ wrapStore: counting.wrap });
    const authors = await Promise.all(
      Array.from({ length: 10 }, (_, i) => srv.store.createAuthor({ name: `writer-${i}`, age: 20 + i })),
    );
    for (let i = 0; i < 50; i++) {
      const author = authors[i % authors.length];
      await srv.store.createPost(author?.id ?? '', { title: `post ${i}`, content: `content ${i}` });
    }
    counting.reset();
    const res = await postGraphql(srv, '{ blogs { title author { name posts { title content author { name } } } } }');
    const body = res.json<GraphqlBody>();
    expect(body.errors).toBeUndefined();
    const blogs = body.data?.blogs as Array<{ author: { name: string; posts: unknown[] } }>;
    expect(blogs.length).toBe(50 + SEED_DATA.posts.length);
    expect(blogs[0]?.author.name).toBe('writer-9');
    expect(blogs[0]?.author.posts).toHaveLength(5);
    // One call for the list and one per kind of related row: 13 authors and 55 posts in 3 calls,
    // where resolving row by row would have made over a hundred. The posts' authors at the third
    // level are the ones the first level loaded: the request's loader remembers them.
    expect(Object.fromEntries(counting.calls)).toEqual({ listPosts: 1, getAuthorsByIds: 1, listPostsByAuthorIds: 1 });

    counting.reset();
    const one = await postGraphql(srv, '{ author(id: "4") { posts { title content author { name } } } }');
    expect(one.json<GraphqlBody>().data).toMatchObject({ author: { posts: expect.any(Array) } });
    expect((one.json<GraphqlBody>().data?.author as { posts: unknown[] } | undefined)?.posts).toHaveLength(5);
    // The author, then their posts; the posts' author is the one already loaded.
    expect(Object.fromEntries(counting.calls)).toEqual({ getAuthorsByIds: 1, listPostsByAuthorIds: 1 });
  });
});
